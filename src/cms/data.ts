/** The site's one door to the snapshot: typed reads of the content collections. */
import { getCollection, getEntry } from 'astro:content';
import { companyNames, findMenu, menuPath, type Template } from './navigation.ts';
import { noticeOrder, sliderOrder } from './order.ts';
import { menusWithTemplate } from './routes.ts';
import type { Employee, MenuNode, MenuPage, Notice, Settings, Slider } from './schema.ts';

export interface Site {
  settings: Settings;
  tree: MenuNode[];
  pages: ReadonlyMap<number, MenuPage>;
  home: MenuPage | undefined;
  companies: ReadonlySet<string>;
}

let site: Promise<Site> | undefined;

/** Everything every page needs (menus, settings, companies), read once per build. */
export function getSite(): Promise<Site> {
  return (site ??= (async () => {
    const [settingsEntry, treeEntry, pageEntries] = await Promise.all([
      getEntry('settings', 'settings'),
      getEntry('menuTree', 'tree'),
      getCollection('pages'),
    ]);
    if (!settingsEntry) throw new Error('The snapshot has no general settings (settings.json).');
    const tree = treeEntry?.data.menus ?? [];
    const pages = new Map(pageEntries.map((entry) => [entry.data.id, entry.data]));
    const homeMenu = findMenu(tree, 'Home');
    const home = homeMenu ? pages.get(homeMenu.id) : undefined;
    return { settings: settingsEntry.data, tree, pages, home, companies: companyNames(home) };
  })());
}

/**
 * A block of the given menu, or the Home menu's block of that name when the menu has
 * none (the sample CMS keeps every section's text on Home, SPEC §3).
 */
export function blockOf(site: Site, menuId: number | undefined, name: string): string | undefined {
  const own = menuId === undefined ? undefined : site.pages.get(menuId)?.blocks[name];
  return own ?? site.home?.blocks[name];
}

/** Likewise for an image group. */
export function imagesOf(site: Site, menuId: number | undefined, group: string): string[] {
  const own = menuId === undefined ? undefined : site.pages.get(menuId)?.images[group];
  return own && own.length > 0 ? own : (site.home?.images[group] ?? []);
}

/** getStaticPaths for the pages of one template: `{ id }` params, the menu as a prop. */
export async function menuRoutes(template: Exclude<Template, 'generic' | 'company'>) {
  const { tree, companies } = await getSite();
  return menusWithTemplate(tree, companies, template).map((menu) => ({ params: { id: String(menu.id) }, props: { menu } }));
}

export async function companyRoutes() {
  const { tree, companies } = await getSite();
  return menusWithTemplate(tree, companies, 'company').map((menu) => {
    const [, id, name] = menuPath(menu, companies);
    return { params: { id: id!, name: name! }, props: { menu } };
  });
}

export async function genericRoutes() {
  const { tree, companies } = await getSite();
  return menusWithTemplate(tree, companies, 'generic').map((menu) => {
    const [section, id] = menuPath(menu, companies);
    return { params: { section: section!, id: id! }, props: { menu } };
  });
}

/** Newest first. */
export async function getNotices(): Promise<Notice[]> {
  return sortedBy(await getCollection('notices'), noticeOrder);
}

export async function getEmployees(): Promise<Employee[]> {
  return sortedBy(await getCollection('employees'), (a, b) => a.id - b.id);
}

export async function getSliders(): Promise<Slider[]> {
  return sortedBy(await getCollection('sliders'), sliderOrder);
}

function sortedBy<T>(entries: Array<{ data: T }>, compare: (a: T, b: T) => number): T[] {
  return entries.map((entry) => entry.data).sort(compare);
}
