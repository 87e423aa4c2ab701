/**
 * Navigation rules (SPEC §2): which page a menu gets and where its link goes.
 * Pure functions of the menu tree, shared by the header, the footer and the routes, so a
 * link and the page it points at are always computed the same way.
 */
import { LIST_PAGES } from './lists.ts';
import { flattenMenus } from './snapshot-files.ts';
import { hrefOf, pathSegment } from './page-paths.ts';
import type { MenuNode, MenuPage } from './schema.ts';
import { nameKey, slotOf } from './content/slots.ts';
import { memoByObject } from '../lib/memo-by-object.ts';

/**
 * Menu names (lowercased) with a page of their own; any other name gets the generic page. The
 * pages a table fills by itself (./lists.ts `page`: gallery, profile, services) are among them.
 */
export const TEMPLATES = [
  'home',
  'about',
  'clients',
  'mission',
  'performance',
  'history',
  'message',
  'notice',
  'our team',
  'contact',
  'document',
  ...LIST_PAGES.map((page) => page.template),
] as const;
export type Template = (typeof TEMPLATES)[number] | 'company' | 'generic';

/**
 * First path segments the site's own pages take (the template's demo pages, the company and
 * notice viewer routes) and the names at the root of the build that are not pages: files the
 * build and its integrations write, the search's folder. tests/unit/navigation.test.ts keeps
 * this list in step with src/pages/ and with a build's root.
 */
const RESERVED_SECTIONS: ReadonlySet<string> = new Set([
  '_astro',
  '404',
  '404.html',
  'index.html',
  'favicon.ico',
  'robots.txt',
  'rss.xml',
  'social-card.png',
  'pagefind',
  'privacy',
  'company',
  'pdfShow',
  'service',
  'service-single',
  'cause',
  'cause-single',
  'event',
  'event-s2',
  'event-single',
  'project',
  'project-single',
  'testimonial',
  'team-single',
  'blog',
  'blog-left-sidebar',
  'blog-fullwidth',
  'blog-single',
  'blog-single-left-sidebar',
  'blog-single-fullwidth',
  'donate',
  'volunteer',
  'login',
  'register',
  'forgot-password',
]);

/**
 * The one rule for which first segments a menu may not take: the names above; every sitemap
 * (`sitemap-index.xml`, `sitemap-0.xml`, …, one more each 45,000 pages); and every name that
 * starts with a dot or an underscore, which hosts keep for themselves (Netlify's `_headers` and
 * `_redirects`, `.well-known`). A menu named like one would make the build write a folder where
 * a file must be (EISDIR, every build stopped) or hand the host a file it obeys.
 */
export const isReservedSection = (section: string): boolean =>
  RESERVED_SECTIONS.has(section) || /^[._]/.test(section) || /^sitemap\b.*\.xml$/.test(section);

/** The section a menu's name would take when one of the site's own pages or files already has it. */
export function reservedSectionOf(menu: { name: string }): string | undefined {
  const section = pathSegment(menu.name.toLowerCase());
  return isReservedSection(section) ? section : undefined;
}

/** A menu's first segment: its name's, with `-page` after a reserved one (and without its leading dots or underscores). */
export function sectionOf(menu: { name: string }): string {
  const reserved = reservedSectionOf(menu);
  return reserved ? `${reserved.replace(/^[._]+/, '')}-page` : pathSegment(menu.name.toLowerCase());
}

/** A name as an HTML id or anchor: lowercase letters, digits and single hyphens (`How to Apply` → `how-to-apply`). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** The companies' names (as compared, src/cms/content/slots.ts `nameKey`): Home blocks that fill no slot of the site. */
export function companyNames(home: MenuPage | undefined): Set<string> {
  return new Set(
    (home?.blocks ?? [])
      .filter((block) => slotOf(block.name) === undefined)
      .map((block) => nameKey(block.name)),
  );
}

export function templateOf(menu: MenuNode, companies: ReadonlySet<string>): Template {
  if (menu.parent !== null && companies.has(nameKey(menu.name))) return 'company';
  // Services or Our Services: the page that lists every service.
  if (slotOf(menu.name) === 'services') return 'services';
  const section = menu.name.trim().toLowerCase();
  return (TEMPLATES as readonly string[]).includes(section) ? (section as Template) : 'generic';
}

/**
 * The raw path segments of a menu's page; the home menu's page is `/`. The menu's id is in
 * every path, so two menus whose names give the same segment (cut at the same byte, or
 * differing only in punctuation) still get distinct pages. SPEC leaves a company page's last
 * segment open: its name as a slug, which needs no escaping (`harbour-crest-recruitment`).
 */
export function menuPath(menu: MenuNode, companies: ReadonlySet<string>): string[] {
  const template = templateOf(menu, companies);
  if (template === 'home') return [];
  if (template === 'company') return ['company', String(menu.id), pathSegment(slugOf(menu.name))];
  if (template === 'services') return ['services', String(menu.id)];
  return [sectionOf(menu), String(menu.id)];
}

export interface NavItem {
  id: number;
  label: string;
  /**
   * Where the entry links: a leaf's page; for an entry with children (a dropdown), its own page
   * when it has one (About, which the footer links), which the dropdown then leads with.
   */
  href?: string;
  /** The path the menu's page has, or would have, for marking the current entry. */
  page: string;
  children: NavItem[];
}

/**
 * The header's menu: top level and one level of children (the site uses two levels).
 * @param withPages the ids of the menus that get a page (every leaf, and the footer's menus).
 */
export function buildNav(
  tree: readonly MenuNode[],
  companies: ReadonlySet<string>,
  withPages: ReadonlySet<number>,
): NavItem[] {
  // A menu without a page (one with nothing on it) has no entry; nor has a dropdown left empty.
  const item = (menu: MenuNode, depth: number): NavItem[] => {
    const children = depth === 0 ? menu.children.flatMap((child) => item(child, 1)) : [];
    const page = hrefOf(menuPath(menu, companies));
    const leaf = depth === 1 || menu.children.length === 0;
    if (leaf ? !withPages.has(menu.id) : children.length === 0 && !withPages.has(menu.id))
      return [];
    const href = children.length === 0 || withPages.has(menu.id) ? page : undefined;
    return [{ id: menu.id, label: menu.name, ...(href ? { href } : {}), page, children }];
  };
  return tree.flatMap((menu) => item(menu, 0));
}

/**
 * What a menu's page matches: its own path, and the index of its section (`/notice/` for the
 * Notice menu's `/notice/17/`, `/contact/` for `/contact/19/`).
 */
function matchesOf(page: string) {
  const own = normalisePath(page);
  const segments = own.split('/').filter(Boolean);
  return {
    own,
    index: segments.length === 2 && segments[0] !== 'company' ? `/${segments[0]}` : undefined,
  };
}

/** The ids current on each page a menu's entry belongs to, made once per menu. */
const currentIndex = memoByObject((nav: readonly NavItem[]) => {
  const marks = new Map<string, Set<number>>();
  const mark = (path: string | undefined, ids: readonly number[]) => {
    if (path === undefined) return;
    const found = marks.get(path) ?? new Set<number>();
    for (const id of ids) found.add(id);
    marks.set(path, found);
  };
  // A leaf is current on its page and on its section's index; a dropdown with any current
  // child, and on its own page.
  const markLeaf = (href: string | undefined, ids: readonly number[]) => {
    if (href === undefined) return;
    const { own, index: sectionIndex } = matchesOf(href);
    mark(own, ids);
    mark(sectionIndex, ids);
  };
  for (const item of nav) {
    if (item.children.length === 0) markLeaf(item.href, [item.id]);
    else {
      for (const child of item.children) markLeaf(child.href, [child.id, item.id]);
      mark(matchesOf(item.page).own, [item.id]);
    }
  }
  return marks;
});

/** A page with no current menu entry. */
export const NO_CURRENT: ReadonlySet<number> = new Set();

/**
 * The menu as seen from one page: the ids of its entry and of the dropdown holding it. A set,
 * not a marked copy of the menu, looked up, not searched: every page of a large CMS would
 * otherwise go through a thousand entries.
 */
export function currentIds(nav: readonly NavItem[], currentPath: string): ReadonlySet<number> {
  return currentIndex(nav).get(normalisePath(currentPath)) ?? NO_CURRENT;
}

/** Leaf menus only: the pages the navigation links to. */
export function linkedMenus(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((menu) => (menu.children.length > 0 ? menu.children : [menu]));
}

/** A menu found by its name, case and spaces aside (SPEC §7: Home, Contact, Profile, Document…). */
export function findMenu(tree: readonly MenuNode[], name: string): MenuNode | undefined {
  const wanted = name.trim().toLowerCase();
  return flattenMenus(tree).find((menu) => menu.name.trim().toLowerCase() === wanted);
}

/** The menus the footer links to, by name; they get pages even when the header does not link them. */
export const FOOTER_MENUS = ['About', 'Mission', 'History', 'Contact'] as const;

/** Compares paths the way a static host does: decoded, without a trailing slash. */
export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
}

/** How many of the menu's entries a page with nowhere else to go offers (the 404 page, an empty search). */
const MAIN_PAGES = 8;

/**
 * The main pages, for a visitor who is lost: each top entry of the menu with a page of its own
 * (a dropdown without one is a list of pages, not a page), then the contact page where the
 * menu has none.
 */
export function mainPages(
  nav: readonly NavItem[],
  contactHref: string,
): Array<{ label: string; href: string }> {
  const pages = nav.flatMap((item) => (item.href ? [{ label: item.label, href: item.href }] : []));
  const shown = pages.slice(0, MAIN_PAGES);
  const contact = normalisePath(contactHref);
  return shown.some((page) => normalisePath(page.href) === contact)
    ? shown
    : [...shown, { label: 'Contact us', href: contactHref }];
}
