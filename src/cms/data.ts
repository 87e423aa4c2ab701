/**
 * The site's one door to the snapshot: the content collections read once per build into a
 * model whose every part carries the content digest of what it holds. Route data
 * (src/cms/route-data.ts) is assembled from these parts, so a page's cache key is made of
 * the digests of exactly the data the page is given.
 */
import { getCollection, getEntry } from 'astro:content';
import { contactFormTarget, type ContactFormTarget } from '../site-config.ts';
import { cacheKey, digestOf, listKey } from './cache-keys.ts';
import type { NavItem } from './navigation.ts';
import { noticeOrder, sliderOrder } from './order.ts';
import type { Employee, MenuPage, Notice, Settings, Slider } from './schema.ts';
import { siteMap, type SiteMap } from './site-map.ts';

/** A piece of page data and the digest of the snapshot entries it was made from. */
export interface Digested<T> {
  value: T;
  digest: string;
}

/** What every page shows around its content: head, header, banner, footer. */
export interface Frame {
  settings: Settings;
  /** The header menu; the header marks the current entry for the page it is on. */
  nav: NavItem[];
  footerLinks: Array<{ label: string; href: string }>;
  /** The year of the build, for the footer's ©. */
  year: number;
  /** The inner pages' banner picture (the Home menu's Title image). */
  banner: string | undefined;
  /** The partner logos over the footer (the Home menu's Partner images). */
  partners: string[];
  /** Where the contact form sends; every page's CSP names a form-mail service, so it is frame data. */
  form: ContactFormTarget;
}

export interface SiteModel {
  frame: Digested<Frame>;
  map: SiteMap;
  home: Digested<MenuPage | undefined>;
  pages: ReadonlyMap<number, Digested<MenuPage>>;
  notices: Digested<Notice[]>;
  employees: Digested<Employee[]>;
  sliders: Digested<Slider[]>;
}

let model: Promise<SiteModel> | undefined;

/** The whole model, read once per build; under `astro dev` on every request, so a new pull shows at once. */
export function getModel(): Promise<SiteModel> {
  if (import.meta.env.DEV) return readModel();
  return (model ??= readModel());
}

async function readModel(): Promise<SiteModel> {
  const [settingsEntry, treeEntry, pageEntries, notices, employees, sliders] = await Promise.all([
    getEntry('settings', 'settings'),
    getEntry('menuTree', 'tree'),
    getCollection('pages'),
    getCollection('notices'),
    getCollection('employees'),
    getCollection('sliders'),
  ]);
  if (!settingsEntry) throw new Error('The snapshot has no general settings (settings.json).');
  const tree = treeEntry?.data.menus ?? [];
  const pages = new Map(pageEntries.map((entry) => [entry.data.id, { value: entry.data, digest: digestOf(entry) }]));
  const map = siteMap(
    tree,
    pageEntries.map((entry) => entry.data),
  );
  const home = (map.home && pages.get(map.home.id)) ?? { value: undefined, digest: 'no home' };
  const year = new Date().getFullYear();
  const form = contactFormTarget();
  const frame: Frame = {
    settings: settingsEntry.data,
    nav: map.nav,
    footerLinks: map.footer,
    year,
    banner: home.value?.images.Title?.[0],
    partners: home.value?.images.Partner ?? [],
    form,
  };
  return {
    frame: {
      value: frame,
      digest: cacheKey(year, JSON.stringify(form), digestOf(settingsEntry), treeEntry && digestOf(treeEntry), home.digest),
    },
    map,
    home,
    pages,
    notices: { value: sorted(notices, noticeOrder), digest: listKey(notices) },
    employees: { value: sorted(employees, (a, b) => a.id - b.id), digest: listKey(employees) },
    sliders: { value: sorted(sliders, sliderOrder), digest: listKey(sliders) },
  };
}

function sorted<T>(entries: Array<{ data: T }>, compare: (a: T, b: T) => number): T[] {
  return entries.map((entry) => entry.data).sort(compare);
}
