/**
 * What a release changes, as the publish page and the preview's bar both list it: row by row
 * (the back office's screen, row and field, then the text before and after) and page by page
 * (each page that looks different, linked). Shared, so an editor reads the same words in both
 * places; every value goes through `markup`.
 */
import { counted } from '../../../pull/change-words.ts';
import { placeWords } from '../../../pull/screens.ts';
import type { RowChange, RowChanges } from '../../../preflight/row-changes.ts';
import type { ChangedPages } from '../../desk/changed-pages.ts';
import { markup, type Markup } from './html.ts';

function item(change: RowChange): Markup {
  const where = placeWords(change.place);
  if (change.what !== 'changed')
    return markup`<li><span class="row-place">${where}</span>: ${change.what === 'added' ? 'new' : 'removed'}</li>`;
  return markup`<li><span class="row-place">${where}</span><br><span class="row-was">Before: <del>${change.before}</del></span><br><span class="row-now">After: <ins>${change.after}</ins></span></li>`;
}

/** `3 changes in the back office`, folded, with each change; empty for an older record without rows. */
export function rowChangeList(rows: RowChanges | undefined): Markup | string {
  if (!rows || rows.count === 0) return '';
  const rest = rows.count - rows.listed.length;
  return markup`<details class="row-changes"><summary>${counted(rows.count, ['change', 'changes'])} in the back office, row by row</summary>
<ul>${rows.listed.map(item)}${rest > 0 ? markup`<li>and ${counted(rest, ['more change', 'more changes'])}</li>` : ''}</ul></details>`;
}

/** `Notice | Meridian Bridge Group` → `Notice`: every page's title ends with the site's name. */
const pageName = (title: string) => {
  const end = title.lastIndexOf(' | ');
  return (end === -1 ? title : title.slice(0, end)).trim();
};

/** The pages that look different from the live website, each linked through `href`. */
export function changedPageList(
  changed: ChangedPages | undefined,
  href: (path: string) => string,
): Markup | string {
  if (!changed) return '';
  if (changed.count === 0) return markup`<p>No page looks different from the live website.</p>`;
  const rest = changed.count - changed.pages.length;
  const names = changed.pages.map((page) => pageName(page.title) || decodeURI(page.path));
  // Two pages of one name (a menu's pages share its title) are told apart by their addresses.
  const named = (name: string, path: string) =>
    names.indexOf(name) === names.lastIndexOf(name) ? name : `${name} (${decodeURI(path)})`;
  return markup`<details class="changed-pages"><summary>${counted(changed.count, ['page', 'pages'])} ${changed.count === 1 ? 'looks' : 'look'} different from the live website</summary>
<ul>${changed.pages.map((page, i) => markup`<li><a href="${href(page.path)}">${named(names[i]!, page.path)}</a></li>`)}${
    rest > 0 ? markup`<li>and ${counted(rest, ['more page', 'more pages'])}</li>` : ''
  }</ul></details>`;
}
