/**
 * The site's parts, each fed by both styles of the back office (CMS-API Part 3) by one rule:
 *
 * - a **text** part (the about text, mission, story, messages, contact details) comes from the
 *   back office's tables where they have a row for it, otherwise from the menus: the page's
 *   own menu first, the Home menu's block of the same slot as a fallback;
 * - a **list** part (companies, services, staff, photos, partners, testimonials) holds the
 *   menus' items and then the tables' rows.
 *
 * Tables win texts because they are where the group now edits (CMS-API Part 3): a database that
 * still holds the old menus would otherwise publish stale text. What a part does not show is
 * named in the pull's report (./report.ts). Pure functions of snapshot data, no `astro:`.
 */
import {
  contactValues,
  DEFAULT_PHONE_COUNTRY,
  phoneOf,
  type ContactValues,
  type Phone,
} from '../contact-values.ts';
import type { CountryCode } from 'libphonenumber-js/min';
import { plainText, sanitise } from '../sanitise.ts';
import { repeatsSettings } from './contact-blocks.ts';
import type { MenuPage, RecordOf, Settings, Slider, Tables } from '../schema.ts';
import { aboutSection, homeAboutRow, missionRows, rowsOf } from './about-texts.ts';
import { section, sectionsOfPage, uniqueIds, type Picture, type Section } from './sections.ts';
import { nameKey, slotOf, type Slot } from './slots.ts';

/** A page's own menu and the Home menu, whose blocks stand in for what the page lacks. */
export interface MenuSources {
  own: MenuPage | undefined;
  home: MenuPage | undefined;
}

/** The block and pictures filling a slot: the page's own, else the Home menu's. */
export interface SlotContent {
  html: string | null;
  pictures: Picture[];
  origin: string;
}

function slotIn(page: MenuPage | undefined, slot: Slot): SlotContent | undefined {
  if (!page) return undefined;
  const block = page.blocks.find((candidate) => slotOf(candidate.name) === slot);
  const group = page.images.find(
    (candidate) => slotOf(candidate.name) === slot && candidate.files.length > 0,
  );
  if (!block && !group) return undefined;
  const name = block?.name ?? group!.name;
  return {
    html: block?.html ?? null,
    pictures: (group?.files ?? []).map((ref) => ({ ref, caption: null })),
    origin: `menu ${page.id} (${page.name}), ${block ? 'block' : 'image group'} "${name}"`,
  };
}

/** A slot from the page's own menu, else from the Home menu; block and pictures each fall back on their own. */
export function slotContent({ own, home }: MenuSources, slot: Slot): SlotContent | undefined {
  const mine = slotIn(own, slot);
  const fallback = slotIn(home, slot);
  if (!mine) return fallback;
  if (mine.html !== null && mine.pictures.length > 0) return mine;
  return {
    ...mine,
    html: mine.html ?? fallback?.html ?? null,
    pictures: mine.pictures.length > 0 ? mine.pictures : (fallback?.pictures ?? []),
  };
}

const slotSection = (sources: MenuSources, slot: Slot, heading: string | null): Section[] => {
  const found = slotContent(sources, slot);
  return found ? section(heading, found.html, found.pictures, found.origin) : [];
};

/** The slots each template fills; the page's other blocks and groups are its own sections. */
export const TEMPLATE_SLOTS = {
  home: ['title', 'about', 'featured', 'services', 'partners'],
  about: ['about'],
  mission: ['mission', 'vision', 'values'],
  performance: ['performance'],
  history: ['history'],
  message: ['managingPartner', 'partnerOne', 'partnerTwo'],
  contact: ['address', 'email', 'phone', 'map'],
  clients: ['partners'],
  services: ['services'],
  gallery: ['gallery'],
  profile: ['profile'],
  document: ['documents'],
} as const satisfies Record<string, readonly Slot[]>;
export type SlotTemplate = keyof typeof TEMPLATE_SLOTS;

/** The page's own blocks and groups that fill none of its template's slots, as sections. */
export function ownSections(own: MenuPage | undefined, slots: readonly Slot[]): Section[] {
  return sectionsOfPage(own, (name) => {
    const slot = slotOf(name);
    return slot === undefined || !slots.includes(slot);
  });
}

/** The templates whose image groups are the page's pictures, with the slot of their own group. */
const PICTURE_SLOTS = { gallery: 'gallery', profile: 'profile', document: 'documents' } as const;

/**
 * A menu's page's own sections, as its template shows them beside its parts: a Services page's
 * blocks are its services, a picture page's groups its pictures, so neither is a section.
 */
export function pageSections(template: string, own: MenuPage | undefined): Section[] {
  if (template === 'services') return [];
  if (template in PICTURE_SLOTS) {
    const slot = PICTURE_SLOTS[template as keyof typeof PICTURE_SLOTS];
    return uniqueIds(ownSections(own && { ...own, images: [] }, [slot]));
  }
  const slots: readonly Slot[] =
    template in TEMPLATE_SLOTS ? TEMPLATE_SLOTS[template as SlotTemplate] : [];
  return uniqueIds(ownSections(own, slots));
}

/**
 * The Home menu's blocks no part of the site shows, each a section of the home page (projects,
 * say): not a home slot, not a slot a page of the site fills (`templates`), not a company with a
 * page of its own (`companies`, as compared by `nameKey`).
 */
export function homeSections(
  home: MenuPage | undefined,
  templates: ReadonlySet<string>,
  companies: ReadonlySet<string>,
): Section[] {
  const shownElsewhere = (slot: Slot) =>
    Object.entries(TEMPLATE_SLOTS).some(
      ([template, slots]) =>
        (template === 'home' || templates.has(template)) &&
        (slots as readonly Slot[]).includes(slot),
    );
  return uniqueIds(
    sectionsOfPage(home, (name) => {
      const slot = slotOf(name);
      return slot ? !shownElsewhere(slot) : !companies.has(nameKey(name));
    }),
  );
}

// ---------------------------------------------------------------- texts

/** The about page's text: the tables' about rows, else the About slot. */
export function aboutTexts(sources: MenuSources, abouts: Tables['abouts']): Section[] {
  const rows = rowsOf(abouts, 'about');
  return rows.length > 0 ? rows.flatMap(aboutSection) : slotSection(sources, 'about', null);
}

/** The home page's about block: one text and one picture. */
export function homeAbout(
  home: MenuPage | undefined,
  abouts: Tables['abouts'],
): Section | undefined {
  const row = homeAboutRow(abouts);
  if (row) return aboutSection(row)[0];
  return slotSection({ own: home, home: undefined }, 'about', null)[0];
}

const MISSION_SLOTS = [
  ['mission', 'Mission'],
  ['vision', 'Vision'],
  ['values', 'Values'],
] as const;

/** Mission, vision and values: the tables' rows (about texts of those types, then mission/vision rows), else the slots. */
export function missionTexts(
  sources: MenuSources,
  abouts: Tables['abouts'],
  missionVisions: Tables['missionVisions'],
): Section[] {
  const rows = [
    ...missionRows(abouts).flatMap(aboutSection),
    ...missionVisions.flatMap((row) =>
      section(
        row.title,
        row.details,
        row.image ? [{ ref: row.image, caption: row.title }] : [],
        `mission/vision text ${row.id}`,
      ),
    ),
  ];
  return rows.length > 0
    ? rows
    : MISSION_SLOTS.flatMap(([slot, heading]) => slotSection(sources, slot, heading));
}

/** The story: the tables' story rows, else the History slot. */
export function historyTexts(sources: MenuSources, abouts: Tables['abouts']): Section[] {
  const rows = rowsOf(abouts, 'history');
  return rows.length > 0 ? rows.flatMap(aboutSection) : slotSection(sources, 'history', null);
}

export function performanceTexts(sources: MenuSources): Section[] {
  return slotSection(sources, 'performance', null);
}

export interface Message {
  id: string;
  /** The tab's label: who wrote it, or "Message" where the back office names nobody. */
  label: string;
  /** Whether the back office names who wrote it. */
  signed: boolean;
  html: string;
  image: string | null;
  origin: string;
}

const MESSAGE_SLOTS = [
  ['managingPartner', 'Managing Partner'],
  ['partnerOne', 'Partner'],
  ['partnerTwo', 'Partner'],
] as const;

/** The leadership's messages: the tables' (about texts of type Company message, then company messages), else SPEC's three tabs. */
export function messages(
  sources: MenuSources,
  abouts: Tables['abouts'],
  companyMessages: Tables['companyMessages'],
): Message[] {
  const rows: Message[] = [
    ...rowsOf(abouts, 'message').map((row) => ({
      id: `about-${row.id}`,
      label: row.title ?? 'Message',
      signed: row.title !== null,
      html: row.details ?? '',
      image: row.image,
      origin: `about text ${row.id}`,
    })),
    ...companyMessages.map((row) => ({
      id: `message-${row.id}`,
      label: row.designation ?? row.title ?? 'Message',
      signed: (row.designation ?? row.title) !== null,
      html: row.description ?? '',
      image: row.image,
      origin: `company message ${row.id}`,
    })),
  ].filter((message) => message.html !== '' || message.image !== null);
  if (rows.length > 0) return rows;
  return MESSAGE_SLOTS.flatMap(([slot, label]) => {
    const found = slotContent(sources, slot);
    return found && (found.html || found.pictures.length > 0)
      ? [
          {
            id: slot,
            label,
            signed: true,
            html: found.html ?? '',
            image: found.pictures[0]?.ref ?? null,
            origin: found.origin,
          },
        ]
      : [];
  });
}

export interface ContactDetails extends ContactValues {
  /** Editor HTML of the map block (an allowed embed), if any. */
  map: string | null;
  /** The Contact menu's address, e-mail and phone blocks that say more than the settings do. */
  blocks: Array<{ slot: 'address' | 'email' | 'phone'; html: string; origin: string }>;
}

/** Every address, e-mail and phone of the settings, and beside them the Contact menu's blocks of those kinds that add to them. */
export function contactDetails(sources: MenuSources, settings: Settings): ContactDetails {
  const values = contactValues(settings);
  const blocks = (['address', 'email', 'phone'] as const).flatMap((slot) => {
    const found = slotContent(sources, slot);
    return found?.html && !repeatsSettings(slot, plainText(found.html), values)
      ? [{ slot, html: found.html, origin: found.origin }]
      : [];
  });
  return { ...values, map: slotContent(sources, 'map')?.html ?? null, blocks };
}

/** The footer's office facts, as lines to show: the recruiting licence and the office hours. */
export interface OfficeFacts {
  licence: string | null;
  hours: string | null;
}

/** Longer text than a footer line holds is the block's own, on the Contact page. */
const FACT_LENGTH = 120;

const FACTS = {
  licence: { label: 'Licence', named: /licen[cs]e|\bRL\s*(?:no|number)\b/i },
  hours: { label: 'Office hours', named: /hours|open|closed/i },
} as const;

/**
 * The Contact menu's "Licence" and "Office hours" blocks, for the footer, labelled unless the
 * editors' words already say what they are ("Recruiting licence RL-0000"); the blocks stay on
 * the Contact page as its own sections, whole.
 */
export function officeFacts(sources: MenuSources): OfficeFacts {
  const fact = (slot: keyof typeof FACTS) => {
    const html = slotContent(sources, slot)?.html;
    const text = html ? plainText(html, FACT_LENGTH) : '';
    if (!text) return null;
    return FACTS[slot].named.test(text) ? text : `${FACTS[slot].label}: ${text}`;
  };
  return { licence: fact('licence'), hours: fact('hours') };
}

// ---------------------------------------------------------------- the home page's first screen

export interface HeroSlide {
  id: string;
  /** Editor HTML (the back office's slide titles are rich text), sanitised when rendered. */
  title: string | null;
  subtitle: string | null;
  details: string | null;
  image: string;
  href: string | null;
}

/**
 * The slides; where the back office has none (the group's current data), the services that have
 * a picture: their pictures are kept in the slider's folder (CMS-API §2.3).
 */
export function heroSlides(
  sliders: readonly Slider[],
  services: readonly ServiceItem[],
): HeroSlide[] {
  if (sliders.length > 0) {
    return sliders.map((slide) => ({
      id: `slide-${slide.id}`,
      title: slide.title,
      subtitle: slide.subtitle,
      details: slide.details,
      image: slide.image,
      href: slide.link,
    }));
  }
  return services.flatMap((service) =>
    service.image
      ? [
          {
            id: service.id,
            title: service.title,
            subtitle: service.summary,
            details: null,
            image: service.image,
            href: service.href,
          },
        ]
      : [],
  );
}

function firstSentence(html: string): string | null {
  const text = sanitise(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.{20,160}?[.!?](\s|$)/.exec(text)?.[0]?.trim();
  return sentence ?? (text.length > 0 ? text.slice(0, 160) : null);
}

// ---------------------------------------------------------------- lists

export interface ServiceItem {
  id: string;
  title: string;
  html: string;
  /** Its first sentence: the line a list of services shows. */
  summary: string | null;
  image: string | null;
  /** The icon its CMS field names (a table's service), if any. */
  icon: string | null;
  /** The service's own page, or its section of the Services menu's page. */
  href: string;
  origin: string;
}

/** The Services menu's blocks (one per service, with the group of its name), then the table's services. */
export function services(
  menu: { page: MenuPage; href: string } | undefined,
  rows: Tables['services'],
  serviceHref: (row: RecordOf<'services'>) => string,
): ServiceItem[] {
  const fromMenu = menu
    ? ownSections(menu.page, TEMPLATE_SLOTS.services).map((item) => ({
        id: item.id,
        title: item.heading ?? menu.page.name,
        html: item.html,
        summary: firstSentence(item.html),
        image: item.pictures[0]?.ref ?? null,
        icon: null,
        href: `${menu.href}#${item.id}`,
        origin: item.origin,
      }))
    : [];
  const fromTable = rows.map((row) => ({
    id: `service-${row.id}`,
    title: row.title,
    html: row.details ?? '',
    summary: firstSentence(row.details ?? ''),
    image: row.image,
    icon: row.icon,
    href: serviceHref(row),
    origin: `service ${row.id}`,
  }));
  return [...fromMenu, ...fromTable];
}

export interface Person {
  id: string;
  name: string;
  role: string | null;
  image: string | null;
  email: string | null;
  phone: Phone | null;
}

/** The employees, then the team table's members in the editors' order; phones dialled from `country`. */
export function staff(
  employees: ReadonlyArray<RecordOf<'employees'>>,
  team: Tables['team'],
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): Person[] {
  const phone = (typed: string | null) => (typed === null ? null : phoneOf(typed, country));
  return [
    ...employees.map((employee) => ({
      id: `employee-${employee.id}`,
      name: [employee.first_name, employee.last_name].filter(Boolean).join(' '),
      role: employee.designation,
      image: employee.image,
      email: employee.email,
      phone: phone(employee.primary_phone),
    })),
    ...team.map((member) => ({
      id: `team-${member.id}`,
      name: member.name,
      role: member.designation,
      image: member.image,
      email: member.email,
      phone: phone(member.phone_number),
    })),
  ];
}

export interface Logo {
  ref: string;
  name: string | null;
  href: string | null;
}

/** Partner logos: the Home menu's partner group, then clients, then the portfolio (countries and companies). */
export function partnerLogos(
  home: MenuPage | undefined,
  clients: Tables['clients'],
  portfolios: Tables['portfolios'],
): Logo[] {
  const fromMenu = (slotIn(home, 'partners')?.pictures ?? []).map((picture) => ({
    ref: picture.ref,
    name: null,
    href: null,
  }));
  const fromClients = clients.flatMap((client) =>
    client.image ? [{ ref: client.image, name: client.name, href: client.site_link }] : [],
  );
  const fromPortfolio = portfolios.flatMap((entry) =>
    entry.image
      ? [
          {
            ref: entry.image,
            name: [entry.title, entry.slug].filter(Boolean).join(', ') || null,
            href: null,
          },
        ]
      : [],
  );
  return [...fromMenu, ...fromClients, ...fromPortfolio];
}

export interface Testimonial {
  id: string;
  quote: string;
  name: string | null;
  role: string | null;
  image: string | null;
}

export const testimonials = (rows: Tables['testimonials']): Testimonial[] =>
  rows.map((row) => ({
    id: `testimonial-${row.id}`,
    quote: row.review,
    name: row.name,
    role: row.designation,
    image: row.image,
  }));

/**
 * A picture page's pictures (Gallery, Profile, Document): every image group of its menu, each
 * picture captioned by its group unless the group is the page's own slot, the Home menu's group
 * of that slot where the menu has none, then the table's photos.
 */
export function pictures(
  sources: MenuSources,
  slot: 'gallery' | 'profile' | 'documents',
  rows: ReadonlyArray<{ image: string }>,
): Picture[] {
  const own = (sources.own?.images ?? []).flatMap((group) =>
    group.files.map((ref) => ({ ref, caption: slotOf(group.name) === slot ? null : group.name })),
  );
  const fromMenus = own.length > 0 ? own : (slotIn(sources.home, slot)?.pictures ?? []);
  return [...fromMenus, ...rows.map((row) => ({ ref: row.image, caption: null }))];
}
