/**
 * The publish page for editors (/hooks/): sign in with the password, then one button,
 * "Publish now", the progress of the publish under way and the last publishes with what each
 * changed. Its script (publish-client.js) follows the progress live; without scripts the
 * forms post and the page refreshes itself every few seconds while a publish is under way.
 */
import { readFileSync } from 'node:fs';
import { escapeUTF8 } from 'entities';
import { cspHash, layout, phaseText, progressSteps, recentList, STYLE_HASH } from './page-html.ts';
import type { WebhookStatus } from './publisher.ts';
import type { HttpRefusal } from './request-body.ts';

const SCRIPT = readFileSync(new URL('./publish-client.js', import.meta.url), 'utf8');

/** The inline style and script by their hashes; connections to this origin only (the live progress). */
export const PUBLISH_PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; script-src ${cspHash(SCRIPT)}; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** Seconds between refreshes of the page without scripts while a publish is under way. */
export const REFRESH_SECONDS = 5;

export interface SignInView {
  site: string;
  /** False when no WEBHOOK_PASSWORD_HASH is set: the page says so instead of asking. */
  enabled: boolean;
  error?: string;
}

export function signInPage(view: SignInView): string {
  const body = view.enabled
    ? `<h1>Publish the website</h1>
<p class="lead">Sign in to copy what is in the back office now to the public website.</p>
<form class="card" method="post" action="/hooks/sign-in">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${
        view.error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : ''
      } autofocus>
${view.error ? `<p class="error" id="sign-in-error" role="alert">${escapeUTF8(view.error)}</p>` : ''}
<button class="button" type="submit">Sign in</button>
</form>
<p class="note"><a href="/hooks/status">Status of the last publishes</a></p>`
    : `<h1>Publish the website</h1>
<p class="card">Publishing from this page is not set up. The site's administrator turns it on with a password (<code>WEBHOOK_PASSWORD_HASH</code>).</p>
<p class="note"><a href="/hooks/status">Status of the last publishes</a></p>`;
  return layout({ title: 'Sign in', site: view.site, body });
}

/** A refusal a person reads (an out-of-date form), with the way back. */
export function messagePage(site: string, title: string, text: string): string {
  return layout({
    title,
    site,
    body: `<h1>${escapeUTF8(title)}</h1>\n<p class="card" role="alert">${escapeUTF8(text)}</p>\n<p class="note"><a href="/hooks/">Back to the publish page</a></p>`,
  });
}

/** A request refused before it was handled (busy, too large, too slow), as a browser shows it. */
export function refusalPage(site: string, refusal: HttpRefusal): string {
  const retry = refusal.headers['retry-after'];
  return refusal.status === 503
    ? messagePage(
        site,
        'Busy',
        `The publisher is busy with other sign-ins. Nothing was counted against you: try again in ${retry ?? 'a few'} seconds.`,
      )
    : messagePage(site, 'Not accepted', `This request was not accepted: ${refusal.message}.`);
}

/** What the live region says and the part of the page that follows it, as /hooks/events sends them. */
export function liveUpdate(status: WebhookStatus): { state: string; text: string; html: string } {
  return { ...phaseText(status), html: liveHtml(status) };
}

function liveHtml(status: WebhookStatus): string {
  return `${progressSteps(status)}<h2 id="recent">Last publishes</h2>${recentList(status)}`;
}

export interface PublishView {
  site: string;
  /** The public website, linked from the page. */
  siteUrl?: string;
  status: WebhookStatus;
  csrf: string;
}

export function publishPage(view: PublishView): string {
  const { status } = view;
  const phase = phaseText(status);
  const busy = status.phase !== 'idle';
  const bar = `<form method="post" action="/hooks/sign-out"><input type="hidden" name="csrf" value="${escapeUTF8(view.csrf)}"><button class="link" type="submit">Sign out</button></form>`;
  const body = `<h1>Publish the website</h1>
<p class="lead">Publishing copies what is in the back office now to the public website${
    view.siteUrl
      ? ` (<a href="${escapeUTF8(view.siteUrl)}">${escapeUTF8(new URL(view.siteUrl).host)}</a>)`
      : ''
  }. It takes a few minutes; you can leave this page.</p>
<section class="card" aria-label="Publish">
<form id="publish" method="post" action="/hooks/publish">
<input type="hidden" name="csrf" value="${escapeUTF8(view.csrf)}">
<p id="phase" class="phase" data-state="${phase.state}" role="status">${escapeUTF8(phase.text)}</p>
<button class="button" type="submit">Publish now</button>
</form>
${busy ? `<p class="note" id="refresh">This page refreshes every ${REFRESH_SECONDS} seconds while publishing. <a href="/hooks/">Refresh now</a></p>` : ''}
</section>
<section class="card" aria-labelledby="recent">
<div id="live">${liveHtml(status)}</div>
</section>`;
  return layout({
    title: 'Publish',
    site: view.site,
    bar,
    body,
    head: busy
      ? `<noscript><meta http-equiv="refresh" content="${REFRESH_SECONDS}"></noscript>`
      : '',
    script: SCRIPT,
  });
}
