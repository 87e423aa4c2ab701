/**
 * The site map: computed once from the menu tree and the Home menu's page, it says for every
 * menu its template, path and href, which menus get pages (the header's leaves and the
 * footer's four), the header menu and the footer links. The header, the footer, the routes and
 * the pull's warnings all read it, so a link and the page it points at cannot disagree.
 */
import {
  FOOTER_MENUS,
  buildNav,
  companyNames,
  findMenu,
  linkedMenus,
  menuPath,
  templateOf,
  type NavItem,
  type Template,
} from './navigation.ts';
import { hrefOf } from './page-paths.ts';
import type { MenuNode, MenuPage } from './schema.ts';
import { flattenMenus } from './snapshot-files.ts';

export interface SiteMapEntry {
  menu: MenuNode;
  template: Template;
  /** Raw path segments; `[]` for the home page. */
  path: string[];
  href: string;
}

export interface SiteMap {
  tree: readonly MenuNode[];
  /** Every menu of the tree, by id. */
  entries: ReadonlyMap<number, SiteMapEntry>;
  /** The menus that get a page: every leaf of the header menu and the footer's menus. */
  pages: SiteMapEntry[];
  home: MenuNode | undefined;
  /** Home blocks named like no section: each a company. */
  companies: ReadonlySet<string>;
  nav: NavItem[];
  footer: Array<{ label: string; href: string }>;
}

export function siteMap(tree: readonly MenuNode[], pages: readonly MenuPage[]): SiteMap {
  const home = findMenu(tree, 'Home');
  const companies = companyNames(pages.find((page) => page.id === home?.id));
  const entries = new Map(
    flattenMenus(tree).map((menu) => {
      const path = menuPath(menu, companies);
      return [menu.id, { menu, template: templateOf(menu, companies), path, href: hrefOf(path) }] as const;
    }),
  );
  const footerMenus = FOOTER_MENUS.flatMap((name) => {
    const menu = findMenu(tree, name);
    return menu ? [{ name, menu }] : [];
  });
  const withPages = new Set([...linkedMenus(tree), ...footerMenus.map(({ menu }) => menu)].map((menu) => menu.id));
  return {
    tree,
    entries,
    pages: [...entries.values()].filter((entry) => withPages.has(entry.menu.id)),
    home,
    companies,
    nav: buildNav(tree, companies, withPages),
    footer: footerMenus.map(({ name, menu }) => ({ label: name, href: entries.get(menu.id)!.href })),
  };
}

/** The pages of one template. */
export const pagesWithTemplate = (map: SiteMap, template: Template): SiteMapEntry[] =>
  map.pages.filter((entry) => entry.template === template);
