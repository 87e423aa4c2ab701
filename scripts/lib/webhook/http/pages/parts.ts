/**
 * What the status page and the publish page both show: the words for each step of a rebuild
 * and the list of the last rebuilds with what each changed, drawn only from what the JSON
 * status holds (times, counts, release names, short reasons in the project's words).
 */
import { describeChanges } from '../../desk/changes-said.ts';
import type { RebuildEvent, Trigger } from '../../desk/notify.ts';
import type { WebhookStatus } from '../../desk/publisher.ts';
import { markup, type Markup } from './html.ts';

export const timeOf = (iso: string): Markup =>
  markup`<time datetime="${iso}">${iso.replace('T', ' ').slice(0, 16)} UTC</time>`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const TRIGGER_WORDS: Record<Trigger, string> = {
  editor: 'from the publish page',
  hook: 'by the rebuild hook',
  watch: 'by the watch, after a change',
  day: "at the group's midnight, for what the new day changes (a job circular closed)",
};

function eventItem(event: RebuildEvent): Markup {
  const published = event.outcome === 'published';
  const detail = published ? describeChanges(event.changes) : `${event.advice} (${event.reason})`;
  const meta = [
    timeOf(event.at),
    event.trigger ? TRIGGER_WORDS[event.trigger] : '',
    event.outcome === 'published' && event.by ? `by ${event.by}` : '',
    `took ${seconds(event.durationMs)}`,
  ].filter(Boolean);
  const separated = meta.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]));
  return markup`<li><p class="event-head"><span class="outcome outcome-${event.outcome}">${published ? 'Published' : 'Failed'}</span><span class="event-meta">${separated}</span></p><p class="event-detail">${detail}</p></li>`;
}

/** The last rebuilds, newest first. */
export function recentList(status: WebhookStatus): Markup {
  return status.recent.length > 0
    ? markup`<ol class="events">${status.recent.map(eventItem)}</ol>`
    : markup`<p class="empty">None since the publisher started.</p>`;
}

/** One sentence for the state, as the live region says it: what happens now, or what happened last. */
export function phaseText(status: WebhookStatus): { state: string; text: string } {
  if (status.phase === 'waiting')
    return { state: 'waiting', text: 'Waiting: publishing starts in a moment.' };
  if (status.phase === 'pulling')
    return { state: 'pulling', text: 'Publishing: reading the back office…' };
  if (status.phase === 'building')
    return { state: 'building', text: 'Publishing: building the website…' };
  const last = status.recent[0];
  if (!last) return { state: 'idle', text: 'Nothing published since the publisher started.' };
  const at = last.at.replace('T', ' ').slice(11, 16);
  return last.outcome === 'published'
    ? {
        state: 'published',
        text: `Published at ${at} UTC: the website shows it now (${describeChanges(last.changes)}).`,
      }
    : {
        state: 'failed',
        text: `The last publish failed at ${at} UTC. ${last.advice}`,
      };
}

const STEPS: Array<[WebhookStatus['phase'], string]> = [
  ['waiting', 'Waiting for edits to settle'],
  ['pulling', 'Reading the back office'],
  ['building', 'Building the website'],
  ['idle', 'Live on the website'],
];

/** The steps of a publish under way, the current one marked; nothing when none is. */
export function progressSteps(status: WebhookStatus): Markup {
  if (status.phase === 'idle') return markup``;
  const current = STEPS.findIndex(([phase]) => phase === status.phase);
  return markup`<ol class="steps" aria-label="Steps">${STEPS.map(([, words], index) =>
    index < current
      ? markup`<li class="done">${words}<span class="visually-hidden">: done</span></li>`
      : index === current
        ? markup`<li class="current" aria-current="step">${words}</li>`
        : markup`<li>${words}</li>`,
  )}</ol>`;
}
