/**
 * The bar the preview site puts at the top of every page as it serves it, never into the
 * release's files: it says whether visitors see this release, who built it and when, what it
 * changed, lists the pages that differ from the live site and the back office's rows that
 * changed, and links back to the publish page.
 * Every value goes through `markup`, so nothing an editor wrote becomes markup.
 */
import { readFileSync } from 'node:fs';
import { markup, type Markup } from '../pages/html.ts';
import { timeOf } from '../pages/parts.ts';
import { describeChanges } from '../../desk/changes-said.ts';
import { changedPageList, rowChangeList } from '../pages/what-changed.ts';
import type { ReleaseRecord } from '../../desk/release-records.ts';

export const BAR_CSS_PATH = '/__preview/bar.css';
export const BAR_CSS = readFileSync(new URL('./bar.css', import.meta.url), 'utf8');

export interface BarView {
  live: boolean;
  record: ReleaseRecord | null;
  /** The publish page the editor came from. */
  back: string;
}

export function previewBar({ live, record, back }: BarView): Markup {
  const state = live
    ? markup`<strong>Live now:</strong> visitors see this release.`
    : markup`<strong>Preview, not live yet:</strong> visitors do not see this.`;
  const made = record
    ? markup` Built ${timeOf(record.builtAt)} by ${record.by}: ${describeChanges(record.changes)}.`
    : '';
  return markup`<div class="preview-bar" role="region" aria-label="Preview">
<p>${state}${made} <a href="${back}">Back to the publish page</a></p>
${record ? changedPageList(record.pages, (path) => path) : ''}
${record ? rowChangeList(record.rows) : ''}
</div>`;
}

/** The page with the bar's style sheet in its head and the bar first in its body. */
export function withBar(html: string, bar: Markup): string {
  const link = `<link rel="stylesheet" href="${BAR_CSS_PATH}">`;
  const headed = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${link}</head>`) : link + html;
  return /<body\b[^>]*>/i.test(headed)
    ? headed.replace(/<body\b[^>]*>/i, (body) => `${body}${String(bar)}`)
    : headed + String(bar);
}
