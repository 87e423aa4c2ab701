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

const current = (item: NavItem) => (item.current ? ' aria-current="page"' : '');
const link = (item: NavItem) => `<li><a href="${escape(item.href ?? item.page)}"${current(item)}>${escape(item.label)}</a></li>`;

/** @param nav already marked current for the page (markCurrent). */
export function menuHtml(nav: readonly NavItem[]): string {
  const items = nav.map((item) => {
    if (item.children.length === 0) return link(item);
    const id = `submenu-${item.id}`;
    return (
      `<li class="has-sub${item.current ? ' is-current' : ''}">` +
      `<button aria-expanded="false" aria-controls="${id}">${escape(item.label)}</button>` +
      `<ul id="${id}" role="list">${item.children.map(link).join('')}</ul></li>`
    );
  });
  return `<ul class="menu" role="list">${items.join('')}</ul>`;
}
