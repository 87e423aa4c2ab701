/**
 * The publish page for editors (/hooks/): sign in with the password, then one button,
 * "Publish now", the progress of the publish under way and the last publishes with what each
 * changed. Its script (publish-client.js) follows the progress live; without scripts the
 * forms post and the page refreshes itself every few seconds while a publish is under way.
 */
import { readFileSync } from 'node:fs';
import type { HttpRefusal } from '../http-refusal.ts';
import type { WebhookStatus } from '../../desk/publisher.ts';
import { cspHash, layout, markup, type Markup } from './html.ts';
import { phaseText, progressSteps, recentList } from './parts.ts';

const SCRIPT = readFileSync(new URL('./publish-client.js', import.meta.url), 'utf8');
export const SCRIPT_HASH = cspHash(SCRIPT);

/** Seconds between refreshes of the page without scripts while a publish is under way. */
export const REFRESH_SECONDS = 5;

const STATUS_LINK = markup`<p class="note"><a href="/hooks/status">Status of the last publishes</a></p>`;

/** The sign-in form; without a password set (WEBHOOK_PASSWORD_HASH) the page says so instead of asking. */
export function signInPage(site: string, enabled: boolean, error?: string): string {
  const invalid = error ? markup` aria-invalid="true" aria-describedby="sign-in-error"` : '';
  const body = enabled
    ? markup`<h1>Publish the website</h1>
<p class="lead">Sign in to copy what is in the back office now to the public website.</p>
<form class="card" method="post" action="/hooks/sign-in">
<label for="name">Your name (shown beside what you publish)</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="60">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid} autofocus>
${error ? markup`<p class="error" id="sign-in-error" role="alert">${error}</p>` : ''}
<button class="button" type="submit">Sign in</button>
</form>
${STATUS_LINK}`
    : markup`<h1>Publish the website</h1>
<p class="card">Publishing from this page is not set up. The site's administrator turns it on with a password (<code>WEBHOOK_PASSWORD_HASH</code>).</p>
${STATUS_LINK}`;
  return layout({ title: 'Sign in', site, body });
}

/** A refusal a person reads (an out-of-date form), with the way back. */
export function messagePage(site: string, title: string, text: string): string {
  const body = markup`<h1>${title}</h1>
<p class="card" role="alert">${text}</p>
<p class="note"><a href="/hooks/">Back to the publish page</a></p>`;
  return layout({ title, site, body });
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

function liveHtml(status: WebhookStatus): Markup {
  return markup`${progressSteps(status)}<h2 id="recent">Last publishes</h2>${recentList(status)}`;
}

/** What the live region says and the part of the page that follows it, as /hooks/events sends them. */
export function liveUpdate(status: WebhookStatus): { state: string; text: string; html: string } {
  return { ...phaseText(status), html: String(liveHtml(status)) };
}

export interface PublishView {
  site: string;
  /** The public website, linked from the page. */
  siteUrl?: string | undefined;
  status: WebhookStatus;
  csrf: string;
  /** Preview, go live, the releases and the schedule (pages/releases.ts), where the publisher keeps them. */
  releases?: Markup;
  /** Whether the desk is at work (a preview building, going live): the page without scripts refreshes. */
  deskWorking?: boolean;
}

function siteLink(siteUrl: string | undefined): Markup | '' {
  return siteUrl ? markup` (<a href="${siteUrl}">${new URL(siteUrl).host}</a>)` : '';
}

export function publishPage(view: PublishView): string {
  const phase = phaseText(view.status);
  const publishing = view.status.phase !== 'idle';
  const busy = publishing || view.deskWorking === true;
  const body = markup`<h1>Publish the website</h1>
<p class="lead">Publishing copies what is in the back office now to the public website${siteLink(view.siteUrl)}. It takes a few minutes; you can leave this page.</p>
<section class="card" aria-label="Publish">
<form id="publish" method="post" action="/hooks/publish">
<input type="hidden" name="csrf" value="${view.csrf}">
<p id="phase" class="phase" data-state="${phase.state}" role="status">${phase.text}</p>
<button class="button secondary" type="submit">Publish now</button>
</form>
${busy ? markup`<p class="note" id="refresh">This page refreshes every ${REFRESH_SECONDS} seconds while ${publishing ? 'publishing' : 'the preview is prepared'}. <a href="/hooks/">Refresh now</a></p>` : ''}
</section>
<section class="card" aria-labelledby="recent">
<div id="live">${liveHtml(view.status)}</div>
</section>
${view.releases ? markup`<div id="desk">${view.releases}</div>` : ''}`;
  return layout({
    title: 'Publish',
    site: view.site,
    bar: markup`<form method="post" action="/hooks/sign-out"><input type="hidden" name="csrf" value="${view.csrf}"><button class="link" type="submit">Sign out</button></form>`,
    body,
    ...(busy
      ? {
          head: markup`<noscript><meta http-equiv="refresh" content="${REFRESH_SECONDS}"></noscript>`,
        }
      : {}),
    script: SCRIPT,
  });
}
