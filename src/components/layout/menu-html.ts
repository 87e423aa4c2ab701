/**
 * The header's menu list as HTML (SPEC §2: every child in its parent's dropdown), written as a
 * string: with a thousand menus it is 2,000 elements on every page, which Astro's component
 * renderer takes seconds over across a large site and a string join takes microseconds.
 *
 * A dropdown is a `<details name="submenu">`: it opens by click, tap and keyboard, one at a time
 * (the shared name), with no script at all, so the menu works with scripts off and from the
 * offline archive; src/client/header.ts only adds Escape, closing on leaving, and the like.
 * A dropdown whose menu has a page of its own (About) leads with a link to it. Each entry is
 * as small as it can be (`<li><a href>`; a parent's chevron is drawn by CSS); Header.astro
 * styles the list by structure. Every CMS-given text and href is escaped.
 */
import { escapeUTF8 as escape } from 'entities';
import { NO_CURRENT, type NavItem } from '../../cms/navigation.ts';
import { memoByObject } from '../../lib/memo-by-object.ts';

const link = (href: string, label: string, current: boolean) =>
  `<li><a href="${escape(href)}"${current ? ' aria-current="page"' : ''}>${escape(label)}</a></li>`;

function entryHtml(item: NavItem, current: ReadonlySet<number>): string {
  if (item.children.length === 0)
    return link(item.href ?? item.page, item.label, current.has(item.id));
  const children = item.children.map((child) =>
    link(child.href ?? child.page, child.label, current.has(child.id)),
  );
  // The dropdown is current on its own page and on its children's; its own link only on its own page.
  const onOwnPage = current.has(item.id) && !item.children.some((child) => current.has(child.id));
  const own = item.href === undefined ? '' : link(item.href, item.label, onOwnPage);
  return (
    `<li class="has-sub${current.has(item.id) ? ' is-current' : ''}">` +
    `<details name="submenu"><summary>${escape(item.label)}</summary>` +
    `<ul role="list">${own}${children.join('')}</ul></details></li>`
  );
}

/** Each top-level entry's markup with nothing current, made once per build's menu. */
const plainEntries = memoByObject((nav: readonly NavItem[]) =>
  nav.map((item) => entryHtml(item, NO_CURRENT)),
);

/**
 * @param current the entries current on this page (currentIds). Only the top-level entry that
 * holds them is written for the page; the others are the same on every page and made once.
 */
export function menuHtml(nav: readonly NavItem[], current: ReadonlySet<number>): string {
  const plain = plainEntries(nav);
  const entries = nav.map((item, i) =>
    current.has(item.id) ? entryHtml(item, current) : plain[i],
  );
  return `<ul class="menu" role="list">${entries.join('')}</ul>`;
}
