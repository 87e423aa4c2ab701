/** The site's one door to the snapshot: typed reads of the content collections. */
import { getCollection, getEntry } from 'astro:content';
import { contactFormAction } from '../site-config.ts';
import { TEMPLATE_LISTS, cacheKey, digestOf, listKey, type ListName } from './cache-keys.ts';
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
  /** The year of the build, for the footer's ©; part of the frame key, so New Year renders every page again. */
  year: number;
  /** What every page's frame shows, as a cacheKey part (src/cms/cache-keys.ts). */
  frameKey: string;
  /** Each menu page's content digest. */
  pageDigests: ReadonlyMap<number, string>;
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
    const pageDigests = new Map(pageEntries.map((entry) => [entry.data.id, digestOf(entry)]));
    const homeMenu = findMenu(tree, 'Home');
    const home = homeMenu ? pages.get(homeMenu.id) : undefined;
    const year = new Date().getFullYear();
    const frameKey = cacheKey(
      year,
      digestOf(settingsEntry),
      treeEntry && digestOf(treeEntry),
      homeMenu && pageDigests.get(homeMenu.id),
      contactFormAction(),
    );
    return { settings: settingsEntry.data, tree, pages, home, companies: companyNames(home), year, frameKey, pageDigests };
  })());
}

/** A block of the Home menu, where the CMS keeps the text every section shares. */
export const homeBlock = (site: Site, name: string): string | undefined => site.home?.blocks[name];

/** An image group of the Home menu. */
export const homeImages = (site: Site, group: string): string[] => site.home?.images[group] ?? [];

/**
 * A block of the given menu, or the Home menu's block of that name when the menu has none
 * or the page has no menu of its own (`/contact` without an id).
 */
export function blockOf(site: Site, menuId: number | undefined, name: string): string | undefined {
  return (menuId === undefined ? undefined : site.pages.get(menuId)?.blocks[name]) ?? homeBlock(site, name);
}

/** Likewise for an image group. */
export function imagesOf(site: Site, menuId: number | undefined, group: string): string[] {
  const own = menuId === undefined ? undefined : site.pages.get(menuId)?.images[group];
  return own && own.length > 0 ? own : homeImages(site, group);
}

const listKeys = new Map<ListName, Promise<string>>();
const keyOfList = (name: ListName) => {
  let key = listKeys.get(name);
  if (!key) listKeys.set(name, (key = getCollection(name).then(listKey)));
  return key;
};

/** The pages of one template: the menu as a prop, keyed by the frame, the menu's page and the lists the template shows. */
async function templateRoutes<P>(template: Template, params: (menu: MenuNode, path: string[]) => P) {
  const site = await getSite();
  const lists = await Promise.all((TEMPLATE_LISTS[template] ?? []).map(keyOfList));
  return menusWithTemplate(site.tree, site.companies, template).map((menu) => ({
    params: params(menu, menuPath(menu, site.companies)),
    props: { menu },
    cacheKey: cacheKey(site.frameKey, site.pageDigests.get(menu.id), ...lists),
  }));
}

/** getStaticPaths for the pages of one template: `{ id }` params, the menu as a prop. */
export const menuRoutes = (template: Exclude<Template, 'generic' | 'company'>) =>
  templateRoutes(template, (menu) => ({ id: String(menu.id) }));

export const companyRoutes = () => templateRoutes('company', (_, [, id, name]) => ({ id: id!, name: name! }));

export const genericRoutes = () => templateRoutes('generic', (_, [section, id]) => ({ section: section!, id: id! }));

/** One page per notice, keyed by the frame and that notice. */
export async function noticeRoutes() {
  const { frameKey } = await getSite();
  return (await getCollection('notices')).map((entry) => ({
    params: { id: String(entry.data.id) },
    props: { notice: entry.data },
    cacheKey: cacheKey(frameKey, digestOf(entry)),
  }));
}

/** Routes whose content is in the code (the template demo pages), keyed by the frame they show. */
export async function framedRoutes<R extends object>(routes: readonly R[]) {
  const { frameKey } = await getSite();
  return routes.map((route) => ({ ...route, cacheKey: frameKey }));
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
