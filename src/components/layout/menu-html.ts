/**
 * The header's menu list as HTML (SPEC §2: every child in its parent's dropdown), written as a
 * string: with a thousand menus it is 2,000 elements on every page, which Astro's component
 * renderer takes seconds over across a large site and a string join takes microseconds.
 * Each entry is as small as it can be (`<li><a href>`; a parent's chevron is drawn by CSS);
 * Header.astro styles the list by structure and src/scripts/header.ts finds the dropdown
 * buttons by it. Every CMS-given text and href is escaped. A <button> outside a form needs no type.
 */
import { escapeUTF8 as escape } from 'entities';
import type { NavItem } from '../../cms/navigation.ts';

const NONE: ReadonlySet<number> = new Set();
/** Each top-level entry's markup with nothing current, made once per build's menu. */
const plainEntries = new WeakMap<readonly NavItem[], string[]>();

function entryHtml(item: NavItem, current: ReadonlySet<number>): string {
  const mark = (entry: NavItem) => (current.has(entry.id) ? ' aria-current="page"' : '');
  const link = (entry: NavItem) => `<li><a href="${escape(entry.href ?? entry.page)}"${mark(entry)}>${escape(entry.label)}</a></li>`;
  if (item.children.length === 0) return link(item);
  const id = `submenu-${item.id}`;
  return (
    `<li class="has-sub${current.has(item.id) ? ' is-current' : ''}">` +
    `<button aria-expanded="false" aria-controls="${id}">${escape(item.label)}</button>` +
    `<ul id="${id}" role="list">${item.children.map(link).join('')}</ul></li>`
  );
}

/**
 * @param current the entries current on this page (currentIds). Only the top-level entry that
 * holds them is written for the page; the others are the same on every page and made once.
 */
export function menuHtml(nav: readonly NavItem[], current: ReadonlySet<number>): string {
  let plain = plainEntries.get(nav);
  if (!plain) plainEntries.set(nav, (plain = nav.map((item) => entryHtml(item, NONE))));
  const entries = nav.map((item, i) => (current.has(item.id) ? entryHtml(item, current) : plain[i]));
  return `<ul class="menu" role="list">${entries.join('')}</ul>`;
}
