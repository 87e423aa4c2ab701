/**
 * GET /hooks/status for people (Accept: text/html): the state, the last success and failure,
 * the watch, and the recent rebuilds, readable on a phone. It shows only what the JSON shows
 * (times, counts, release names, short reasons), never a path, an output or a secret.
 */
import type { WebhookStatus } from '../../desk/publisher.ts';
import { layout, markup, type Markup } from './html.ts';
import { phaseText, progressSteps, recentList, seconds, timeOf } from './parts.ts';
import { describeChanges } from '../../desk/changes-said.ts';

function watchText(watch: NonNullable<WebhookStatus['watch']>): Markup {
  const every = `The back office is checked every ${watch.everyMinutes} minute${watch.everyMinutes === 1 ? '' : 's'}; a change is published.`;
  if (watch.failingSince)
    return markup`${every} Checks have failed since ${timeOf(watch.failingSince)} (the failure is under Last failure).`;
  return watch.lastCheck
    ? markup`${every} Last check: ${timeOf(watch.lastCheck.at)}, ${watch.lastCheck.outcome}.`
    : markup`${every}`;
}

const NONE = markup`<p class="empty">None since the publisher started.</p>`;

function successPart(success: WebhookStatus['lastSuccess']): Markup {
  return success
    ? markup`<dl><dt>When</dt><dd>${timeOf(success.at)}</dd><dt>Release</dt><dd>${success.release}</dd><dt>Changes</dt><dd>${describeChanges(success.changes)}</dd><dt>Took</dt><dd>${seconds(success.durationMs)}</dd></dl>`
    : NONE;
}

function failurePart(failure: WebhookStatus['lastFailure']): Markup {
  return failure
    ? markup`<dl><dt>When</dt><dd>${timeOf(failure.at)}</dd><dt>Reason</dt><dd>${failure.reason}</dd><dt>Took</dt><dd>${seconds(failure.durationMs)}</dd></dl>`
    : NONE;
}

export function statusPage(
  status: WebhookStatus,
  site: string,
  live: string | null = status.lastSuccess?.release ?? null,
): string {
  const phase = phaseText(status);
  const body = markup`<h1>Rebuild status</h1>
<section class="card" aria-labelledby="now">
<h2 id="now">Now</h2>
<p class="phase" data-state="${phase.state}">${phase.text}</p>
<p>${live ? markup`Live release: ${live}.` : 'No release is live yet.'}</p>
${progressSteps(status)}
${status.watch ? markup`<p class="note">${watchText(status.watch)}</p>` : ''}
</section>
<section class="card" aria-labelledby="success">
<h2 id="success">Last success</h2>
${successPart(status.lastSuccess)}
</section>
<section class="card" aria-labelledby="failure">
<h2 id="failure">Last failure</h2>
${failurePart(status.lastFailure)}
</section>
<section class="card" aria-labelledby="recent">
<h2 id="recent">Recent rebuilds</h2>
${recentList(status)}
</section>
<p class="note">${status.builds} rebuild${status.builds === 1 ? '' : 's'} since the publisher started. The same as JSON: ask with <code>Accept: application/json</code>. Editors publish at <a href="/hooks/">the publish page</a>.</p>`;
  return layout({ title: 'Rebuild status', site, body });
}
