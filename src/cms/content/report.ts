/**
 * What the pull tells editors about how their content was read (docs/snapshot-and-pull.md): which style of
 * the back office each part of the site came from, which blocks the site had no slot for and
 * shows as sections of their own, and, as warnings, what it does not show and why. It calls the
 * same functions the pages do (./parts.ts), so it says what the site does.
 */
import type { Template } from '../navigation.ts';
import type { MenuPage, Snapshot } from '../schema.ts';
import { siteMapOf, type SiteMap } from '../site-map.ts';
import {
  aboutTexts,
  contactDetails,
  historyTexts,
  homeSections,
  messages,
  missionTexts,
  pageSections,
  partnerLogos,
  pictures,
  staff,
  TEMPLATE_SLOTS,
  type MenuSources,
} from './parts.ts';
import { nameKey, slotOf } from './slots.ts';

export interface ContentReport {
  /** One line per part of the site: where its content came from. */
  sources: string[];
  /** Blocks and image groups shown as sections of their own, by menu. */
  sections: string[];
  /** What an editor entered that the site does not show, and why. */
  unshown: string[];
}

const count = (items: readonly unknown[], what: string) => `${items.length} ${what}`;

/** Where a part's content came from, by the origins its items carry (`about text 3`, `menu 2 (About), block "About"`). */
function styleOf(origins: readonly string[]): string {
  if (origins.length === 0) return 'nothing to show';
  const fromMenus = origins.filter((origin) => origin.startsWith('menu ')).length;
  const fromTables = origins.length - fromMenus;
  if (fromMenus === 0) return `the tables (${fromTables})`;
  if (fromTables === 0) return `the menus (${fromMenus})`;
  return `the menus (${fromMenus}) and the tables (${fromTables})`;
}

function sourcesOf(map: SiteMap, snapshot: Snapshot, template: Template): MenuSources {
  const entry = map.pages.find((candidate) => candidate.template === template);
  const own = entry?.fromMenu
    ? snapshot.pages.find((page) => page.id === entry.menu.id)
    : undefined;
  const home = map.home && snapshot.pages.find((page) => page.id === map.home!.id);
  return { own, home };
}

export function contentReport(snapshot: Snapshot): ContentReport {
  const map = siteMapOf(snapshot);
  const { tables } = snapshot;
  const at = (template: Template) => sourcesOf(map, snapshot, template);
  const sources = [
    `about text: ${styleOf(aboutTexts(at('about'), tables.abouts).map((item) => item.origin))}`,
    `mission and vision: ${styleOf(missionTexts(at('mission'), tables.abouts, tables.missionVisions).map((item) => item.origin))}`,
    `history: ${styleOf(historyTexts(at('history'), tables.abouts).map((item) => item.origin))}`,
    `messages: ${styleOf(messages(at('message'), tables.abouts, tables.companyMessages).map((item) => item.origin))}`,
    `staff: ${count(snapshot.employees, 'employees')}, ${count(tables.team, 'team members')} (${staff(snapshot.employees, tables.team).length} shown)`,
    `companies: ${map.companyPages.filter((page) => 'menu' in page.source).length} from the menus, ${tables.companies.length} from the tables`,
    `services: ${count(tables.services, 'from the tables')}${map.pages.some((entry) => entry.template === 'services' && entry.fromMenu) ? ' and the Services menu' : ''}`,
    `gallery: ${pictures(at('gallery'), 'gallery', tables.gallery).length} photos; profile: ${pictures(at('profile'), 'profile', tables.profiles).length} pages`,
    `partners: ${partnerLogos(at('home').home, tables.clients, tables.portfolios).length} logos; testimonials: ${tables.testimonials.length}`,
    `notices: ${snapshot.notices.length}; job circulars: ${snapshot.circulars.length}`,
  ];

  const home = at('home').home;
  const listed = (page: MenuPage, names: Array<string | null>) =>
    names.length > 0 ? [`${where(page)}: ${names.map((name) => `"${name}"`).join(', ')}`] : [];
  const templates = new Set<string>(map.pages.map((entry) => entry.template));
  const companies = new Set(
    map.companyPages.flatMap((page) =>
      'menu' in page.source ? [nameKey(page.source.menu.name)] : [],
    ),
  );
  const sections = [
    ...(home
      ? listed(
          home,
          homeSections(home, templates, companies).map((item) => item.heading),
        )
      : []),
    ...map.pages.flatMap((entry) => {
      const page =
        entry.fromMenu && entry.template !== 'home'
          ? snapshot.pages.find((candidate) => candidate.id === entry.menu.id)
          : undefined;
      return page
        ? listed(
            page,
            pageSections(entry.template, page).map((item) => item.heading),
          )
        : [];
    }),
  ];

  return { sources, sections, unshown: unshown(snapshot, map) };
}

/** Something an editor entered that the site leaves out: the menu, its block if one, and why. */
export interface UnshownPart {
  menu: Pick<MenuPage, 'id' | 'name'>;
  block?: string;
  /** Why, in the pull's log words (after the menu and block). */
  why: string;
  /** What replaces it or where it would be shown: the fix an editor can make. */
  cause:
    | { kind: 'dropdown'; count: number }
    | { kind: 'table'; table: string; template: Template }
    | { kind: 'settings'; what: string };
}

const lineOf = ({ menu, block, why }: UnshownPart) =>
  `${where(menu)}${block === undefined ? '' : `, block "${block}"`} ${why}`;

/** What the site leaves out, each named: nothing an editor enters is dropped without a word. */
const unshown = (snapshot: Snapshot, map: SiteMap): string[] =>
  unshownParts(snapshot, map).map(lineOf);

export function unshownParts(
  snapshot: Snapshot,
  map: SiteMap = siteMapOf(snapshot),
): UnshownPart[] {
  const lines: UnshownPart[] = [];
  const withPage = new Set(
    map.pages.filter((entry) => entry.fromMenu).map((entry) => entry.menu.id),
  );
  const companyMenus = new Set(
    map.companyPages.flatMap((page) => ('menu' in page.source ? [page.source.menu.id] : [])),
  );
  for (const page of snapshot.pages) {
    const has = page.blocks.length + page.images.filter((group) => group.files.length > 0).length;
    if (
      has > 0 &&
      !withPage.has(page.id) &&
      !companyMenus.has(page.id) &&
      page.id !== map.home?.id
    ) {
      lines.push({
        menu: page,
        why: `has ${has} block(s) or image group(s) but no page: a menu with children is a dropdown, and only its children have pages`,
        cause: { kind: 'dropdown', count: has },
      });
    }
  }
  const { tables } = snapshot;
  const supersede = (
    template: Template,
    tableRows: number,
    slots: readonly string[],
    table: string,
  ) => {
    if (tableRows === 0) return;
    const { own } = sourcesOf(map, snapshot, template);
    for (const block of own?.blocks ?? []) {
      const slot = slotOf(block.name);
      if (slot && slots.includes(slot))
        lines.push({
          menu: own!,
          block: block.name,
          why: `is not shown: the ${table} table has the ${template} page's text`,
          cause: { kind: 'table', table, template },
        });
    }
  };
  supersede(
    'about',
    aboutTexts({ own: undefined, home: undefined }, tables.abouts).length,
    TEMPLATE_SLOTS.about,
    'about',
  );
  supersede(
    'mission',
    missionTexts({ own: undefined, home: undefined }, tables.abouts, tables.missionVisions).length,
    TEMPLATE_SLOTS.mission,
    'about',
  );
  supersede(
    'history',
    historyTexts({ own: undefined, home: undefined }, tables.abouts).length,
    TEMPLATE_SLOTS.history,
    'about',
  );
  supersede(
    'message',
    messages({ own: undefined, home: undefined }, tables.abouts, tables.companyMessages).length,
    TEMPLATE_SLOTS.message,
    'about',
  );
  // A Contact block of a kind the settings also hold that the contact page leaves out: its
  // place is taken by the settings' values (contactDetails decides which blocks it shows).
  const contact = sourcesOf(map, snapshot, 'contact');
  const details = contactDetails(contact, snapshot.settings);
  const fromSettings = { address: details.addresses, email: details.emails, phone: details.phones };
  const shown = new Set(details.blocks.map((block) => block.origin));
  for (const block of contact.own?.blocks ?? []) {
    const slot = slotOf(block.name);
    const origin = `${where(contact.own!)}, block "${block.name}"`;
    if (
      (slot === 'address' || slot === 'email' || slot === 'phone') &&
      fromSettings[slot].length > 0 &&
      !shown.has(origin)
    ) {
      lines.push({
        menu: contact.own!,
        block: block.name,
        why: `is not shown: the contact page shows the general settings' ${CONTACT_WORDS[slot]} in its place`,
        cause: { kind: 'settings', what: CONTACT_WORDS[slot] },
      });
    }
  }
  return lines;
}

const CONTACT_WORDS = {
  address: 'addresses',
  email: 'e-mail addresses',
  phone: 'phone numbers',
} as const;

const where = (page: Pick<MenuPage, 'id' | 'name'>) => `menu ${page.id} (${page.name})`;
