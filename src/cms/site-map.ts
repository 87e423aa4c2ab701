/**
 * The site map: computed once from the menu tree, the Home menu's page and what the back
 * office's tables hold, it says for every page its template, path and href, the header menu
 * and the footer links. The header, the footer, the routes and the pull's warnings all read
 * it, so a link and the page it points at cannot disagree.
 *
 * Menus make pages as SPEC §2 says. A part of the site that the tables fill and no menu leads
 * to gets a page and a header entry of its own (a site entered only in the tables has no menus
 * at all, CMS-API Part 3), at a fixed address, so its URLs stay the same from pull to pull.
 */
import { rowsOf } from './content/about-texts.ts';
import { sectionsOfPage } from './content/sections.ts';
import {
  FOOTER_MENUS,
  buildNav,
  companyNames,
  findMenu,
  linkedMenus,
  menuPath,
  slugOf,
  templateOf,
  type NavItem,
  type Template,
} from './navigation.ts';
import { LIST_PAGES } from './lists.ts';
import { hrefOf, pathSegment } from './page-paths.ts';
import type { MenuNode, MenuPage, Snapshot, Tables } from './schema.ts';
import { flattenMenus } from './snapshot-files.ts';

export interface SiteMapEntry {
  menu: MenuNode;
  template: Template;
  /** Raw path segments; `[]` for the home page. */
  path: string[];
  href: string;
  /** One of the back office's menus, whose own blocks the page shows; false for a page made from the tables. */
  fromMenu: boolean;
}

/** A company of the group with a page of its own: a menu named like a Home block, or a row of the companies table. */
export interface CompanyPage {
  key: string;
  name: string;
  path: string[];
  href: string;
  /** The menu whose page it is, or the table row it shows. */
  source: { menu: MenuNode } | { row: number };
}

export interface SiteMap {
  tree: readonly MenuNode[];
  /** Every menu of the tree, by id. */
  entries: ReadonlyMap<number, SiteMapEntry>;
  /** The pages with a template: every leaf of the header menu, the footer's menus, the parts made from the tables. */
  pages: SiteMapEntry[];
  home: MenuNode | undefined;
  /** Home blocks named like no slot: each a company where a menu has its name. */
  companies: ReadonlySet<string>;
  companyPages: CompanyPage[];
  /** The table's services, each with its page. */
  servicePages: Array<{ id: number; href: string }>;
  nav: NavItem[];
  footer: Array<{ label: string; href: string }>;
  /** Menus left out of the header because their pages would hold nothing (the pull names them). */
  emptyMenus: MenuNode[];
}

/** What the site map needs to know of the tables: which parts they fill. */
export type TableSummary = Omit<Tables, 'companies' | 'services'> & {
  companies: ReadonlyArray<{ id: number; title: string }>;
  services: ReadonlyArray<{ id: number; title: string }>;
  notices: number;
  circulars: number;
  employees: number;
};

/**
 * The pages made from the tables, with their fixed ids (SPEC's routes carry a menu's id; these
 * have none, so each part has its own number). Negative nav ids keep them apart from menus'.
 */
const TABLE_PAGES = [
  {
    template: 'about',
    label: 'About',
    id: 2,
    has: (t: TableSummary) => rowsOf(t.abouts, 'about').length > 0 || t.testimonials.length > 0,
  },
  {
    template: 'mission',
    label: 'Mission',
    id: 3,
    has: (t: TableSummary) => rowsOf(t.abouts, 'mission').length > 0 || t.missionVisions.length > 0,
  },
  {
    template: 'history',
    label: 'History',
    id: 4,
    has: (t: TableSummary) => rowsOf(t.abouts, 'history').length > 0,
  },
  {
    template: 'message',
    label: 'Message',
    id: 5,
    has: (t: TableSummary) =>
      rowsOf(t.abouts, 'message').length > 0 || t.companyMessages.length > 0,
  },
  ...LIST_PAGES.map(({ kind, ...page }) => ({
    ...page,
    has: (t: TableSummary) => t[kind].length > 0,
  })),
] as const;

/**
 * Pages every site has at a fixed address (SPEC §2). The header links one where the tables fill
 * it (job circulars, the team), or, on a site without menus, where it has anything to show.
 */
const FIXED_PAGES = [
  {
    template: 'notice',
    label: 'Notice',
    href: hrefOf(['notice']),
    has: (t: TableSummary, noMenus: boolean) => t.circulars > 0 || (noMenus && t.notices > 0),
  },
  {
    template: 'our team',
    label: 'Our Team',
    href: hrefOf(['our team']),
    has: (t: TableSummary, noMenus: boolean) => t.team.length > 0 || (noMenus && t.employees > 0),
  },
  {
    template: 'contact',
    label: 'Contact',
    href: hrefOf(['contact']),
    has: (_: TableSummary, noMenus: boolean) => noMenus,
  },
] as const;

/** The About dropdown of a header made from the tables holds these, in this order. */
const ABOUT_FAMILY: readonly Template[] = ['about', 'mission', 'history', 'message'];

export function siteMap(
  tree: readonly MenuNode[],
  pages: readonly MenuPage[],
  tables: TableSummary,
): SiteMap {
  const home = findMenu(tree, 'Home');
  const companies = companyNames(pages.find((page) => page.id === home?.id));
  const entries = new Map(
    flattenMenus(tree).map((menu) => {
      const path = menuPath(menu, companies);
      return [
        menu.id,
        { menu, template: templateOf(menu, companies), path, href: hrefOf(path), fromMenu: true },
      ] as const;
    }),
  );
  const footerMenus = FOOTER_MENUS.flatMap((name) => {
    const menu = findMenu(tree, name);
    return menu ? [{ name, menu }] : [];
  });
  const pageOf = new Map(pages.map((page) => [page.id, page]));
  // A menu of the header whose page would hold nothing ("Products" children without blocks)
  // gets no page and no entry; the footer's menus keep theirs (SPEC §1).
  const emptyMenus = linkedMenus(tree).filter(
    (menu) =>
      entries.get(menu.id)!.template === 'generic' &&
      sectionsOfPage(pageOf.get(menu.id), () => true).length === 0,
  );
  const empty = new Set(emptyMenus.map((menu) => menu.id));
  const withPages = new Set(
    [
      ...linkedMenus(tree).filter((menu) => !empty.has(menu.id)),
      ...footerMenus.map(({ menu }) => menu),
    ].map((menu) => menu.id),
  );
  const menuPages = [...entries.values()].filter((entry) => withPages.has(entry.menu.id));
  const covered = new Set<Template>(menuPages.map((entry) => entry.template));

  const tablePages: SiteMapEntry[] = TABLE_PAGES.filter(
    (part) => !covered.has(part.template) && part.has(tables),
  ).map((part) => {
    const path = [part.template, String(part.id)];
    return {
      menu: { id: part.id, name: part.label, parent: null, children: [] },
      template: part.template,
      path,
      href: hrefOf(path),
      fromMenu: false,
    };
  });

  const companyPages = uniquePaths([
    ...menuPages
      .filter((entry) => entry.template === 'company')
      .map((entry) => ({
        key: `menu-${entry.menu.id}`,
        name: entry.menu.name,
        path: entry.path,
        href: entry.href,
        source: { menu: entry.menu },
      })),
    ...tables.companies.map((row) => {
      const path = ['company', String(row.id), pathSegment(slugOf(row.title))];
      return {
        key: `company-${row.id}`,
        name: row.title,
        path,
        href: hrefOf(path),
        source: { row: row.id },
      };
    }),
  ]);
  const servicePages = tables.services.map((row) => ({
    id: row.id,
    href: hrefOf(['service-single', String(row.id)]),
  }));

  const nav = withTableEntries(buildNav(tree, companies, withPages), {
    tablePages,
    companies: companyPages.filter((page) => 'row' in page.source),
    fixed: FIXED_PAGES.filter(
      (page) => !covered.has(page.template) && page.has(tables, tree.length === 0),
    ),
  });
  const footer = FOOTER_MENUS.flatMap((name) => {
    const menu = footerMenus.find((candidate) => candidate.name === name)?.menu;
    if (menu) return [{ label: name, href: entries.get(menu.id)!.href }];
    const page = tablePages.find((candidate) => candidate.template === name.toLowerCase());
    if (page) return [{ label: name, href: page.href }];
    return name === 'Contact' && tree.length === 0
      ? [{ label: name, href: hrefOf(['contact']) }]
      : [];
  });
  return {
    tree,
    entries,
    pages: [...menuPages, ...tablePages],
    home,
    companies,
    companyPages,
    servicePages,
    nav,
    footer,
    emptyMenus,
  };
}

/** Two companies whose paths would be one (a menu and a row of the same id and name) get distinct ones. */
function uniquePaths(pages: CompanyPage[]): CompanyPage[] {
  const seen = new Set<string>();
  return pages.map((page) => {
    let path = page.path;
    for (let n = 2; seen.has(path.join('/')); n += 1)
      path = [...page.path.slice(0, -1), `${page.path.at(-1)}-${n}`];
    seen.add(path.join('/'));
    return path === page.path ? page : { ...page, path, href: hrefOf(path) };
  });
}

interface TableEntries {
  tablePages: SiteMapEntry[];
  companies: CompanyPage[];
  fixed: ReadonlyArray<{ template: Template; label: string; href: string }>;
}

/**
 * The header with the tables' parts added where no menu leads to them: the About family into
 * the About dropdown (or one of its own), the table's companies into the dropdown holding the
 * menus' companies (or a Companies dropdown), then Gallery, Profile, Services and the fixed
 * pages, before a last Contact entry.
 */
function withTableEntries(nav: NavItem[], added: TableEntries): NavItem[] {
  let nextId = -1;
  const leaf = (label: string, href: string): NavItem => ({
    id: nextId--,
    label,
    href,
    page: href,
    children: [],
  });
  const dropdown = (label: string, children: NavItem[]): NavItem => ({
    id: nextId--,
    label,
    page: children[0]!.page,
    children,
  });
  const result = nav.map((item) => ({ ...item, children: [...item.children] }));
  const topLevel: NavItem[] = [];

  const about = added.tablePages
    .filter((page) => ABOUT_FAMILY.includes(page.template))
    .map((page) => leaf(page.menu.name, page.href));
  const aboutMenu = result.find((item) => item.label.trim().toLowerCase() === 'about');
  if (about.length > 0) {
    if (aboutMenu && aboutMenu.children.length > 0) aboutMenu.children.push(...about);
    else topLevel.push(about.length === 1 ? about[0]! : dropdown('About', about));
  }
  const companies = added.companies.map((page) => leaf(page.name, page.href));
  const companyMenu = result.find((item) =>
    item.children.some((child) => child.href?.startsWith('/company/')),
  );
  if (companies.length > 0) {
    if (companyMenu) companyMenu.children.push(...companies);
    else topLevel.push(dropdown('Companies', companies));
  }
  for (const page of added.tablePages.filter(
    (candidate) => !ABOUT_FAMILY.includes(candidate.template),
  ))
    topLevel.push(leaf(page.menu.name, page.href));
  for (const page of added.fixed) topLevel.push(leaf(page.label, page.href));

  // A header made from the tables alone starts, as every header does, with Home.
  if (result.length === 0 && topLevel.length > 0) return [leaf('Home', '/'), ...topLevel];
  const contactAt = result.findIndex((item) => item.label.trim().toLowerCase() === 'contact');
  return contactAt >= 0
    ? [...result.slice(0, contactAt), ...topLevel, ...result.slice(contactAt)]
    : [...result, ...topLevel];
}

/** The pages of one template. */
export const pagesWithTemplate = (map: SiteMap, template: Template): SiteMapEntry[] =>
  map.pages.filter((entry) => entry.template === template);

/** What the site map needs of a snapshot's tables, and how many notices, circulars and employees it has. */
export const tableSummary = (
  tables: Tables,
  counts: { notices: number; circulars: number; employees: number },
): TableSummary => ({
  ...tables,
  ...counts,
});

/** The site map of a whole snapshot (the pull's checks and warnings). */
export const siteMapOf = (snapshot: Snapshot): SiteMap =>
  siteMap(
    snapshot.menus,
    snapshot.pages,
    tableSummary(snapshot.tables, {
      notices: snapshot.notices.length,
      circulars: snapshot.circulars.length,
      employees: snapshot.employees.length,
    }),
  );
