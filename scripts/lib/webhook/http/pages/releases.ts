/**
 * The publish page's releases section: Preview and its link, what it changes row by row and
 * page by page, the pre-flight report, Go live, publish at a time, and the kept releases with
 * who made each, what it changed and Restore.
 * Every value goes through `markup`, so nothing an editor or the back office wrote is markup.
 */
import { findingWords, thingsToLookAt, type Finding } from '../../../preflight/finding.ts';
import type { KeptRelease } from '../../desk/release-records.ts';
import type { DeskView } from '../../desk/release-desk.ts';
import { markup, type Markup } from './html.ts';
import { inZone, MAX_SCHEDULES, type Scheduled } from '../../desk/publish-schedule.ts';
import { dayIn } from '../../../../../src/lib/days.ts';
import { timeOf } from './parts.ts';
import { describeChanges } from '../../desk/changes-said.ts';
import { changedPageList, rowChangeList } from './what-changed.ts';

export const previewHref = (name: string) => `/hooks/preview/${name}/`;

const hidden = (name: string, value: string) =>
  markup`<input type="hidden" name="${name}" value="${value}">`;

/** The pre-flight report of a release: each finding in the back office's words. */
export function preflightReport(findings: readonly Finding[]): Markup {
  if (findings.length === 0)
    return markup`<p class="note">Pre-flight report: ${thingsToLookAt(0)}.</p>`;
  return markup`<h3>Pre-flight report: ${thingsToLookAt(findings.length)}</h3>
<p class="note">None of them stops a publish.</p>
<ol class="findings">${findings.map((finding) => markup`<li>${findingWords(finding)}</li>`)}</ol>`;
}

/** A day and a time of the group's zone, today by default and never before it. */
function scheduleForm(
  view: DeskView,
  csrf: string,
  action: 'go-live' | 'publish',
  release?: string,
): Markup {
  const today = dayIn(view.timeZone, view.now);
  return markup`<form method="post" action="/hooks/schedule" class="inline">
${hidden('csrf', csrf)}${hidden('action', action)}${release ? hidden('release', release) : ''}
<fieldset><legend>${action === 'go-live' ? 'Go live at a time' : 'Publish fresh at a time'} (${view.timeZone} time)</legend>
<label for="on-${action}">Day</label>
<input id="on-${action}" name="date" type="date" required min="${today}" value="${today}">
<label for="at-${action}">Time</label>
<input id="at-${action}" name="at" type="time" required>
<button class="button secondary" type="submit">Schedule</button>
</fieldset>
</form>`;
}

/** The newest kept release, when it never was live: the preview waiting to go live. */
export function pendingPreview(releases: readonly KeptRelease[]): KeptRelease | undefined {
  const newest = releases[0];
  return newest && !newest.beenLive && newest.record ? newest : undefined;
}

function releaseItem(release: KeptRelease, csrf: string): Markup {
  const { record } = release;
  const when = record ? timeOf(record.builtAt) : release.name;
  const who = record ? markup` · ${record.by}` : '';
  const changes = record
    ? describeChanges(record.changes)
    : 'kept from before releases were recorded';
  const action = release.live
    ? markup`<span class="outcome outcome-published">Live now</span>`
    : record
      ? markup`<form method="post" action="/hooks/restore">${hidden('csrf', csrf)}${hidden('release', release.name)}<button class="link" type="submit">${release.beenLive ? 'Restore this release' : 'Make this release live'}</button></form>`
      : '';
  return markup`<li><p class="event-head"><span class="event-meta">${when}${who}</span>${action}</p><p class="event-detail">${changes} · <a href="${previewHref(release.name)}">look at it</a></p></li>`;
}

/** What is scheduled, earliest first, each with its own Cancel. */
function scheduleList(view: DeskView, csrf: string): Markup | string {
  if (view.schedules.length === 0) return '';
  const builtAt = new Map(view.releases.map((release) => [release.name, release.record?.builtAt]));
  const what = (scheduled: Scheduled) => {
    if (scheduled.action === 'publish') return markup`A fresh publish`;
    const built = scheduled.release ? builtAt.get(scheduled.release) : undefined;
    return built
      ? markup`Go live with the preview of ${timeOf(built)}`
      : markup`Go live with a preview`;
  };
  return markup`<h3>Scheduled</h3>
<ol class="events">${view.schedules.map(
    (scheduled) =>
      markup`<li><p class="event-detail">${what(scheduled)} at <time datetime="${scheduled.at}">${inZone(Date.parse(scheduled.at), view.timeZone)} ${view.timeZone} time</time>, set by ${scheduled.by}.</p><form method="post" action="/hooks/schedule/cancel">${hidden('csrf', csrf)}${hidden('schedule', scheduled.id)}<button class="button secondary" type="submit">Cancel this schedule</button></form></li>`,
  )}</ol>`;
}

export function releasesSection(view: DeskView, csrf: string): Markup {
  const pending = pendingPreview(view.releases);
  const live = view.releases.find((release) => release.live);
  const message = view.message
    ? markup`<p class="${view.message.kind === 'done' ? 'note' : 'error'}" role="status">${view.message.text}</p>${
        view.message.kind === 'stale'
          ? markup`<form method="post" action="/hooks/preview">${hidden('csrf', csrf)}<button class="button" type="submit">Make a fresh preview</button></form>`
          : ''
      }`
    : '';
  const canSchedule = view.schedules.length < MAX_SCHEDULES;
  return markup`<section class="card" aria-labelledby="preview-heading">
<h2 id="preview-heading">Look first</h2>
<p>Preview builds what is in the back office now, for you only; visitors keep seeing the live website until you press Go live.</p>
${view.working ? markup`<p class="phase" role="status">${view.working}</p>` : ''}
${message}
<form method="post" action="/hooks/preview">${hidden('csrf', csrf)}<button class="button" type="submit">Preview</button></form>
${
  pending
    ? markup`<div class="preview">
<p>Preview of ${timeOf(pending.record!.builtAt)} by ${pending.record!.by}: ${describeChanges(pending.record!.changes)}. <a href="${previewHref(pending.name)}" target="_blank" rel="noopener">Open the preview</a></p>
${rowChangeList(pending.record!.rows)}
${changedPageList(pending.record!.pages, (path) => previewHref(pending.name) + path.slice(1))}
${preflightReport(pending.record!.findings)}
<form method="post" action="/hooks/go-live">${hidden('csrf', csrf)}${hidden('release', pending.name)}<button class="button" type="submit">Go live</button></form>
${canSchedule ? scheduleForm(view, csrf, 'go-live', pending.name) : ''}
</div>`
    : ''
}
${scheduleList(view, csrf)}
${canSchedule ? scheduleForm(view, csrf, 'publish') : ''}
</section>
<section class="card" aria-labelledby="releases-heading">
<h2 id="releases-heading">Releases</h2>
<p>${live ? markup`Live now: the release of ${live.record ? timeOf(live.record.builtAt) : live.name}.` : 'Nothing is live yet.'} Restore puts an earlier one back in one step.</p>
${
  view.releases.length > 0
    ? markup`<ol class="events">${view.releases.map((release) => releaseItem(release, csrf))}</ol>`
    : markup`<p class="empty">No release kept yet.</p>`
}
${live?.record ? preflightReport(live.record.findings) : ''}
</section>`;
}
