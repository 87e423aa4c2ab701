/**
 * What the status page and the publish page share: one frame in the site's colours, the words
 * for each step of a rebuild, and the list of the last rebuilds with what each changed. Both
 * show only what the JSON status holds (times, counts, release names, short reasons in the
 * project's words), escaped; the frame loads nothing, and its one style sheet is allowed by
 * its hash.
 */
import { createHash } from 'node:crypto';
import { escapeUTF8 } from 'entities';
import { KIND_WORDS } from '../pull/change-words.ts';
import { changedKinds, type ChangeSummary } from '../pull/changes.ts';
import type { RebuildEvent, Trigger } from './notify.ts';
import type { WebhookStatus } from './publisher.ts';

export const cspHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

const STYLE = `
:root{--primary:#135d7a;--primary-dark:#0b3c50;--accent:#f4a328;--accent-soft:#fdf1dd;--text:#1f2a33;--muted:#55636f;--surface:#f4f7f9;--border:#d5dde3;--error:#b3261e;color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--text);background:var(--surface)}
a{color:var(--primary)}a:hover{color:var(--primary-dark)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.bar{background:var(--primary-dark);color:#fff}
.bar-inner{max-width:44rem;margin:0 auto;padding:.6rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:60px}
.brand{margin:0;min-width:0;line-height:1.3}.brand strong{display:block;font-size:1.05rem}.brand span{display:block;font-size:.85rem;opacity:.85;overflow-wrap:anywhere}
.bar form{flex:none}
.bar a,.bar .link{color:#fff}
.link{background:none;border:0;padding:.5rem 0;font:inherit;text-decoration:underline;cursor:pointer;min-height:44px}
main{max-width:44rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .5rem}
h2{font-size:1.1rem;margin:0 0 .75rem}
.lead{color:var(--muted);margin:0 0 1.25rem}
.card{background:#fff;border:1px solid var(--border);border-radius:14px;padding:1.25rem;margin-bottom:1rem;box-shadow:0 1px 2px rgb(11 60 80/.08)}
.card>:last-child{margin-bottom:0}
label{display:block;font-weight:600;margin-bottom:.35rem}
input[type=password]{display:block;width:100%;font:inherit;padding:.7rem .8rem;border:1px solid #8a98a4;border-radius:8px;min-height:48px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;width:100%;min-height:52px;margin-top:1rem;padding:.75rem 1.5rem;border:0;border-radius:8px;background:var(--primary);color:#fff;font-family:inherit;font-size:1.05rem;font-weight:600;line-height:1.2;cursor:pointer}
.button:hover{background:var(--primary-dark)}.button[disabled]{opacity:.6;cursor:progress}
@media (min-width:600px){.button{width:auto}}
.error{color:var(--error);font-weight:600;margin:.75rem 0 0}
.note{color:var(--muted);font-size:.9rem;margin:.75rem 0 0}
.phase{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--surface);border-left:4px solid var(--border);font-weight:600}
.phase[data-state=waiting],.phase[data-state=pulling],.phase[data-state=building]{background:var(--accent-soft);border-color:var(--accent)}
.phase[data-state=published]{border-color:var(--primary)}.phase[data-state=failed]{border-color:var(--error)}
.steps{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.4rem}
.steps li{display:flex;align-items:center;gap:.6rem;color:var(--muted)}
.steps li::before{content:"";flex:none;width:1.1rem;height:1.1rem;border-radius:50%;border:2px solid var(--border);background:#fff}
.steps .done{color:var(--text)}.steps .done::before{background:var(--primary);border-color:var(--primary)}
.steps .current{color:var(--text);font-weight:600}.steps .current::before{border-color:var(--accent);background:var(--accent)}
.events{list-style:none;margin:0;padding:0}
.events li{padding:.75rem 0;border-top:1px solid var(--border)}.events li:first-child{border-top:0;padding-top:0}.events li:last-child{padding-bottom:0}
.event-head{margin:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline}
.outcome{font-weight:700}.outcome-published{color:var(--primary)}.outcome-failed{color:var(--error)}
.event-meta{color:var(--muted);font-size:.9rem}
.event-detail{margin:.2rem 0 0;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.empty{color:var(--muted);margin:0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
export const STYLE_HASH = cspHash(STYLE);

/** The frame of both pages; `head` holds extra elements (a refresh without scripts), `script` an inline script allowed by its hash. */
export function layout(options: {
  title: string;
  site: string;
  bar?: string;
  body: string;
  head?: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeUTF8(options.title)} · ${escapeUTF8(options.site)}</title>
<style>${STYLE}</style>
${options.head ?? ''}
</head>
<body>
<header class="bar"><div class="bar-inner"><p class="brand"><strong>Publishing</strong><span>${escapeUTF8(options.site)}</span></p>${options.bar ?? ''}</div></header>
<main>
${options.body}
</main>
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>
`;
}

export const timeOf = (iso: string) =>
  `<time datetime="${escapeUTF8(iso)}">${escapeUTF8(iso.replace('T', ' ').slice(0, 16))} UTC</time>`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `1 notice changed, 2 files added`: what a publish changed, as an editor says it, then each
 * part it emptied (`Home slider: 3 slides last time, none now`).
 */
export function describeChanges(summary: ChangeSummary): string {
  const parts = changedKinds(summary).flatMap((kind) =>
    (['added', 'changed', 'removed'] as const)
      .filter((what) => summary[kind][what] > 0)
      .map((what) => {
        const count = summary[kind][what];
        return kind === 'settings'
          ? `general settings ${what}`
          : `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]} ${what}`;
      }),
  );
  return [
    parts.length > 0 ? parts.join(', ') : 'nothing changed in the back office',
    ...summary.losses,
  ].join('; ');
}

const TRIGGER_WORDS: Record<Trigger, string> = {
  editor: 'from the publish page',
  hook: 'by the rebuild hook',
  watch: 'by the watch, after a change',
};

function eventItem(event: RebuildEvent): string {
  const published = event.outcome === 'published';
  const detail = published
    ? describeChanges(event.changes)
    : `${event.reason}. The website is unchanged.`;
  const meta = [
    timeOf(event.at),
    event.trigger ? TRIGGER_WORDS[event.trigger] : '',
    `took ${seconds(event.durationMs)}`,
  ].filter(Boolean);
  return `<li><p class="event-head"><span class="outcome outcome-${event.outcome}">${published ? 'Published' : 'Failed'}</span><span class="event-meta">${meta.join(' · ')}</span></p><p class="event-detail">${escapeUTF8(detail)}</p></li>`;
}

/** The last rebuilds, newest first. */
export function recentList(status: WebhookStatus): string {
  return status.recent.length > 0
    ? `<ol class="events">${status.recent.map(eventItem).join('')}</ol>`
    : '<p class="empty">None since the publisher started.</p>';
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
        text: `The last publish failed at ${at} UTC: ${last.reason}. The website is unchanged.`,
      };
}

const STEPS: Array<[WebhookStatus['phase'], string]> = [
  ['waiting', 'Waiting for edits to settle'],
  ['pulling', 'Reading the back office'],
  ['building', 'Building the website'],
  ['idle', 'Live on the website'],
];

/** The steps of a publish under way, the current one marked; nothing when none is. */
export function progressSteps(status: WebhookStatus): string {
  if (status.phase === 'idle') return '';
  const current = STEPS.findIndex(([phase]) => phase === status.phase);
  return `<ol class="steps" aria-label="Steps">${STEPS.map(([, words], index) =>
    index < current
      ? `<li class="done">${words}<span class="visually-hidden">: done</span></li>`
      : index === current
        ? `<li class="current" aria-current="step">${words}</li>`
        : `<li>${words}</li>`,
  ).join('')}</ol>`;
}
