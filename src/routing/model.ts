/**
 * The site's one door to the snapshot: the content collections read once per build into a
 * model whose every part carries the content digest of what it holds. Route data
 * (src/routing/) is assembled from these parts, so a page's cache key is made of
 * the digests of exactly the data the page is given.
 */
import { getEntry } from 'astro:content';
import type { ContactFormTarget } from '../forms/contact-target.ts';
import { buildSettings, contactFormTarget, templatePages } from '../site-config.ts';
import { cacheKey, digestOf } from '../cms/cache-keys.ts';
import { officeFacts, partnerLogos, type Logo, type OfficeFacts } from '../cms/content/parts.ts';
import { slotOf } from '../cms/content/slots.ts';
import type { NavItem } from '../cms/navigation.ts';
import {
  TABLES,
  type Employee,
  type MenuPage,
  type Notice,
  type Settings,
  type Slider,
  type Snapshot,
  type Table,
  type Tables,
} from '../cms/schema.ts';
import { pagesWithTemplate, siteMap, tableSummary, type SiteMap } from '../cms/site-map.ts';

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
  /** The inner pages' banner picture (the Home menu's Title image, else the newest gallery photo). */
  banner: string | undefined;
  /** The partner logos over the footer. */
  partners: Logo[];
  /** The footer's licence and office hours, from the Contact menu's blocks of those names. */
  office: OfficeFacts;
  /** Where the contact form sends; every page's CSP names a form-mail service, so it is frame data. */
  form: ContactFormTarget;
  /** SPEC's template with its demo pages (the sample), or the group's company site (src/cms/site-kind.ts). */
  template: boolean;
  /** The group's time zone (SITE_TIME_ZONE): a page's script tells the group's day by it. */
  timeZone: string;
}

export interface SiteModel {
  frame: Digested<Frame>;
  map: SiteMap;
  home: Digested<MenuPage | undefined>;
  pages: ReadonlyMap<number, Digested<MenuPage>>;
  notices: Digested<Notice[]>;
  circulars: Digested<Notice[]>;
  /** The words of each notice's and circular's PDF, by `notice-7` or `circular-11` ('' where it has none). */
  pdfTexts: ReadonlyMap<string, Digested<string>>;
  /** The day of the build (the group's, `YYYY-MM-DD`; site-config.ts): circulars past their deadline on it are closed. */
  today: string;
  employees: Digested<Employee[]>;
  sliders: Digested<Slider[]>;
  tables: { [T in Table]: Digested<Tables[T]> };
}

let model: Promise<SiteModel> | undefined;

/** The whole model, read once per build; under `astro dev` on every request, so a new pull shows at once. */
export function getModel(): Promise<SiteModel> {
  if (import.meta.env.DEV) return readModel();
  return (model ??= readModel());
}

/** Forgets the model read so far: the next getModel() reads the snapshot again (tests edit it between reads). */
export function forgetModel(): void {
  model = undefined;
}

/** A part of the snapshot (src/content.config.ts) with its digest. */
async function part<K extends keyof Snapshot>(name: K): Promise<Digested<Snapshot[K]>> {
  const entry = await getEntry('snapshot', name);
  if (!entry) throw new Error(`The snapshot has no ${name}: the content layer did not load it.`);
  return { value: entry.data.value as Snapshot[K], digest: digestOf(entry) };
}

const NO_TEXT: Digested<string> = { value: '', digest: 'no text' };

/** Each PDF's words (src/content.config.ts `pdfTexts`), by kind and id. */
async function pdfTextsOf(
  kinds: Record<'notice' | 'circular', readonly Notice[]>,
): Promise<Map<string, Digested<string>>> {
  const ids = Object.entries(kinds).flatMap(([kind, list]) =>
    list.map(({ id }) => `${kind}-${id}`),
  );
  const entries = await Promise.all(ids.map(async (id) => getEntry('pdfTexts', id)));
  return new Map(
    ids.map((id, i) => {
      const entry = entries[i];
      return [id, entry ? { value: entry.data.text, digest: digestOf(entry) } : NO_TEXT];
    }),
  );
}

/** An item of a part, digested on its own: an edit of one page or row changes its own digest only. */
const item = <T>(value: T): Digested<T> => ({ value, digest: cacheKey(JSON.stringify(value)) });

async function readModel(): Promise<SiteModel> {
  const [settings, tree, menuPages, notices, circulars, employees, sliders, tableParts] =
    await Promise.all([
      part('settings'),
      part('menus'),
      part('pages'),
      part('notices'),
      part('circulars'),
      part('employees'),
      part('sliders'),
      part('tables'),
    ]);
  const tableValues = tableParts.value;
  const tables = Object.fromEntries(
    TABLES.map((table) => [table, item(tableValues[table])]),
  ) as SiteModel['tables'];
  const pages = new Map(menuPages.value.map((page) => [page.id, item(page)]));
  const summary = tableSummary(tableValues, {
    notices: notices.value.length,
    circulars: circulars.value.length,
    employees: employees.value.length,
  });
  const map = siteMap(tree.value, menuPages.value, summary);
  const home = (map.home && pages.get(map.home.id)) ?? { value: undefined, digest: 'no home' };
  const { buildDay, timeZone } = buildSettings();
  const year = Number(buildDay.slice(0, 4));
  const form = contactFormTarget();
  const template = await templatePages();
  const partners = partnerLogos(home.value, tableValues.clients, tableValues.portfolios);
  const contactEntry = pagesWithTemplate(map, 'contact')[0];
  const office = officeFacts({
    own: contactEntry && pages.get(contactEntry.menu.id)?.value,
    home: home.value,
  });
  const frame: Frame = {
    settings: settings.value,
    nav: map.nav,
    footerLinks: map.footer,
    year,
    // A site without menus has no Title image: its newest gallery photo stands in.
    banner:
      home.value?.images.find((group) => slotOf(group.name) === 'title')?.files[0] ??
      tableValues.gallery[0]?.image,
    partners,
    office,
    form,
    template,
    timeZone,
  };
  return {
    frame: {
      value: frame,
      digest: cacheKey(
        year,
        timeZone,
        JSON.stringify(form),
        String(template),
        settings.digest,
        tree.digest,
        home.digest,
        // The header and the partner strip, not every row of the tables they are made from.
        JSON.stringify([map.nav, map.footer, partners, office]),
      ),
    },
    map,
    home,
    pages,
    notices,
    circulars,
    pdfTexts: await pdfTextsOf({ notice: notices.value, circular: circulars.value }),
    today: buildDay,
    employees,
    sliders,
    tables,
  };
}
