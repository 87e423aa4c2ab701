/**
 * Route data, in the manner of Starlight's: for each page template, one function returns
 * exactly what its page renders, as digested parts. `routed()` turns the parts into the page's
 * props and its incremental-build `cacheKey` at once, so the key is always made of the digests
 * of the data the page was given and no table has to be kept in step with the components.
 *
 * What each part shows, and from which style of the back office, is decided in
 * src/cms/content/parts.ts; this module only hands each page its parts.
 *
 * Media need no key: pages reach them through virtual:snapshot-media, so a changed, added or
 * removed file changes the code hash Astro computes itself. Renamed scripts and styles are in
 * every key (src/integrations/built-assets.ts).
 */
import { builtAssetsDigest } from '../integrations/built-assets.ts';
import { serviceIcon } from '../components/ui/icon-svg.ts';
import { SERVICES } from '../demo/services.ts';
import { cacheKey } from '../cms/cache-keys.ts';
import { enquiryHref, type ContactFormFields } from '../forms/contact.ts';
import { contactValues, phoneCountry, whatsappHref, type Phone } from '../cms/contact-values.ts';
import { stableStringify } from '../cms/stable-json.ts';
import {
  aboutTexts,
  contactDetails,
  heroSlides,
  historyTexts,
  homeAbout,
  homeSections,
  messages,
  missionTexts,
  ownSections,
  pageSections,
  performanceTexts,
  pictures,
  services,
  slotContent,
  staff,
  TEMPLATE_SLOTS,
  testimonials,
  type MenuSources,
} from '../cms/content/parts.ts';
import { uniqueIds, type Section } from '../cms/content/sections.ts';
import { nameKey, type Slot } from '../cms/content/slots.ts';
import { getModel, type Digested, type SiteModel } from './model.ts';
import { findMenu, type Template } from '../cms/navigation.ts';
import { hrefOf } from '../cms/page-paths.ts';
import { noticeTitle, tickerNotices, type NoticeKind } from '../cms/notices.ts';
import { circularStatus, statedDeadline, type CircularStatus } from '../cms/circular-facts.ts';
import type { MenuPage, Notice, RecordOf } from '../cms/schema.ts';
import { pagesWithTemplate, type CompanyPage, type SiteMapEntry } from '../cms/site-map.ts';

type Parts = Record<string, Digested<unknown>>;
type Values<P extends Parts> = { [K in keyof P]: P[K]['value'] };

/** A page's props and its cache key, from the same parts and the names of the scripts and styles it may link to. */
export function routed<P extends Parts>(parts: P): { props: Values<P>; cacheKey: string } {
  const entries = Object.entries(parts).sort(([a], [b]) => a.localeCompare(b));
  return {
    props: Object.fromEntries(entries.map(([name, part]) => [name, part.value])) as Values<P>,
    cacheKey: cacheKey(
      `assets:${builtAssetsDigest()}`,
      ...entries.map(([name, part]) => `${name}:${part.digest}`),
    ),
  };
}

/** A value computed from digested inputs, digested by them. */
function derived<T>(
  compute: () => T,
  ...inputs: ReadonlyArray<Digested<unknown> | string>
): Digested<T> {
  return {
    value: compute(),
    digest: cacheKey(...inputs.map((input) => (typeof input === 'string' ? input : input.digest))),
  };
}

/**
 * A slice of a long list (the ticker's notices, the form's latest events), digested by what it
 * holds: an edit of a record outside the slice leaves the pages that show it as they were.
 */
function slice<T>(compute: () => T): Digested<T> {
  const value = compute();
  return { value, digest: cacheKey(stableStringify(value)) };
}

const NONE: Digested<MenuPage | undefined> = { value: undefined, digest: 'none' };

/** The page's own menu (none for a page made from the tables) and the Home menu. */
function sourcesOf(
  model: SiteModel,
  entry: SiteMapEntry | undefined,
): { sources: MenuSources; digests: Array<Digested<unknown>> } {
  const own = entry?.fromMenu ? (model.pages.get(entry.menu.id) ?? NONE) : NONE;
  return { sources: { own: own.value, home: model.home.value }, digests: [own, model.home] };
}

/** A page's own sections after its template's part: its other blocks and groups, ids unique on the page. */
function withOwnSections(part: Section[], own: MenuPage | undefined, slots: readonly Slot[]) {
  return uniqueIds([...part, ...ownSections(own, slots)]);
}

/** The Home menu's blocks that no part of the site shows. */
function homeLeftovers(model: SiteModel): Section[] {
  const templates = new Set<string>(model.map.pages.map((entry) => entry.template));
  const companies = new Set(
    model.map.companyPages.flatMap((page) =>
      'menu' in page.source ? [nameKey(page.source.menu.name)] : [],
    ),
  );
  return homeSections(model.home.value, templates, companies);
}

/** The services: the Services menu's blocks, then the table's, each linking to its page. */
function servicesOf(model: SiteModel): Digested<ReturnType<typeof services>> {
  const entry = pagesWithTemplate(model.map, 'services')[0];
  const page = entry && model.pages.get(entry.menu.id);
  const hrefs = new Map(model.map.servicePages.map((service) => [service.id, service.href]));
  return derived(
    () =>
      services(page && { page: page.value, href: entry.href }, model.tables.services.value, (row) =>
        hrefs.get(row.id)!,
      ),
    page ?? NONE,
    model.tables.services,
  );
}

function homeParts(model: SiteModel) {
  const { tables } = model;
  const allServices = servicesOf(model);
  const sources = { own: model.home.value, home: undefined };
  return {
    hero: derived(
      () => heroSlides(model.sliders.value, allServices.value),
      model.sliders,
      allServices,
    ),
    about: derived(
      () => homeAbout(model.home.value, tables.abouts.value) ?? null,
      model.home,
      tables.abouts,
    ),
    featured: derived(
      () => {
        const found = slotContent(sources, 'featured');
        // Each picture leads to the gallery, where the group's photos are, when there is one.
        return {
          intro: found?.html ?? null,
          pictures: found?.pictures ?? [],
          gallery: pagesWithTemplate(model.map, 'gallery')[0]?.href ?? null,
        };
      },
      model.home,
      JSON.stringify(model.map.pages.map((entry) => entry.href)),
    ),
    services: derived(
      () => ({
        intro: slotContent(sources, 'services')?.html ?? null,
        items: allServices.value,
        // The page listing every service: the Services menu's, or the one made from the tables.
        index: pagesWithTemplate(model.map, 'services')[0]?.href ?? null,
      }),
      model.home,
      allServices,
    ),
    partnersIntro: derived(() => slotContent(sources, 'partners')?.html ?? null, model.home),
    // The Title block's words: the group's line under its first screen (its picture is the banner).
    tagline: derived(() => slotContent(sources, 'title')?.html ?? null, model.home),
    sections: derived(
      () => homeLeftovers(model),
      model.home,
      JSON.stringify(model.map.pages.map((entry) => entry.template)),
    ),
    ticker: slice(() => tickerNotices(model.notices.value, model.circulars.value)),
  };
}

/**
 * The contact form's fields: SPEC's, whose event list offers the latest notices, not years of
 * them; or a company site's enquiry about one of the group's companies or services.
 */
function contactFormFields(model: SiteModel): Digested<ContactFormFields> {
  if (model.frame.value.template)
    return slice(() => ({
      kind: 'template',
      events: model.notices.value.slice(0, 10).map((notice) => noticeTitle(notice)),
    }));
  return slice(() => ({
    kind: 'company',
    topics: {
      companies: model.map.companyPages.map((page) => page.name),
      services: servicesOf(model).value.map((service) => service.title),
      circulars: openCirculars(model).map((circular) => ({
        id: circular.id,
        title: noticeTitle(circular, 'circular'),
      })),
    },
  }));
}

/** What each template's page shows besides the frame. */
const TEMPLATE_PARTS = {
  home: (model: SiteModel) => homeParts(model),
  about: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts, testimonials: rows } = model.tables;
    return {
      sections: derived(
        () => withOwnSections(aboutTexts(sources, abouts.value), sources.own, TEMPLATE_SLOTS.about),
        ...digests,
        abouts,
      ),
      testimonials: derived(() => testimonials(rows.value), rows),
    };
  },
  mission: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts, missionVisions } = model.tables;
    return {
      sections: derived(
        () =>
          withOwnSections(
            missionTexts(sources, abouts.value, missionVisions.value),
            sources.own,
            TEMPLATE_SLOTS.mission,
          ),
        ...digests,
        abouts,
        missionVisions,
      ),
    };
  },
  performance: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      sections: derived(
        () => withOwnSections(performanceTexts(sources), sources.own, TEMPLATE_SLOTS.performance),
        ...digests,
      ),
    };
  },
  history: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts } = model.tables;
    return {
      sections: derived(
        () =>
          withOwnSections(historyTexts(sources, abouts.value), sources.own, TEMPLATE_SLOTS.history),
        ...digests,
        abouts,
      ),
    };
  },
  message: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const { abouts, companyMessages } = model.tables;
    return {
      messages: derived(
        () => messages(sources, abouts.value, companyMessages.value),
        ...digests,
        abouts,
        companyMessages,
      ),
      sections: derived(() => pageSections('message', sources.own), ...digests),
    };
  },
  profile: (model: SiteModel, entry?: SiteMapEntry) =>
    picturePage(model, entry, 'profile', model.tables.profiles),
  gallery: (model: SiteModel, entry?: SiteMapEntry) =>
    picturePage(model, entry, 'gallery', model.tables.gallery),
  document: (model: SiteModel, entry?: SiteMapEntry) =>
    picturePage(model, entry, 'documents', { value: [], digest: 'none' }),
  contact: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    const settings = { value: model.frame.value.settings, digest: model.frame.digest };
    return {
      contact: derived(() => contactDetails(sources, settings.value), ...digests, settings),
      sections: derived(() => pageSections('contact', sources.own), ...digests),
      fields: contactFormFields(model),
    };
  },
  clients: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      intro: derived(() => slotContent(sources, 'partners')?.html ?? null, ...digests),
      sections: derived(() => pageSections('clients', sources.own), ...digests),
    };
  },
  services: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      services: servicesOf(model),
      intro: derived(
        () => slotContent({ own: sources.own, home: undefined }, 'services')?.html ?? null,
        ...digests,
      ),
    };
  },
  notice: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      notices: model.notices,
      circulars: model.circulars,
      sections: derived(() => pageSections('notice', sources.own), ...digests),
    };
  },
  'our team': (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return {
      staff: derived(
        () =>
          staff(
            model.employees.value,
            model.tables.team.value,
            phoneCountry(model.frame.value.settings),
          ),
        model.employees,
        model.tables.team,
        model.frame,
      ),
      sections: derived(() => pageSections('our team', sources.own), ...digests),
    };
  },
  generic: (model: SiteModel, entry?: SiteMapEntry) => {
    const { sources, digests } = sourcesOf(model, entry);
    return { sections: derived(() => pageSections('generic', sources.own), ...digests) };
  },
} satisfies Record<Exclude<Template, 'company'>, (model: SiteModel, entry?: SiteMapEntry) => Parts>;
type RoutedTemplate = keyof typeof TEMPLATE_PARTS;

/** A picture page: its pictures (every group of its menu, the Home fallback, the table's), then its own blocks. */
function picturePage(
  model: SiteModel,
  entry: SiteMapEntry | undefined,
  slot: 'gallery' | 'profile' | 'documents',
  rows: Digested<ReadonlyArray<{ image: string }>>,
) {
  const { sources, digests } = sourcesOf(model, entry);
  return {
    pictures: derived(() => pictures(sources, slot, rows.value), ...digests, rows),
    sections: derived(() => pageSections(entry?.template ?? slot, sources.own), ...digests),
  };
}

type TemplateProps<T extends RoutedTemplate> = Values<
  { frame: SiteModel['frame'] } & ReturnType<(typeof TEMPLATE_PARTS)[T]>
>;

function templateParts<T extends RoutedTemplate>(
  model: SiteModel,
  template: T,
  entry: SiteMapEntry | undefined,
) {
  const parts = (
    TEMPLATE_PARTS[template] as (
      model: SiteModel,
      entry?: SiteMapEntry,
    ) => ReturnType<(typeof TEMPLATE_PARTS)[T]>
  )(model, entry);
  return { frame: model.frame, ...parts };
}

/**
 * The props of a page that has no getStaticPaths (`/`, `/contact`, `/notice/`, `/our team/`),
 * for the template's menu found by name (the Contact menu for `/contact`), if there is one.
 */
export async function pageData<T extends RoutedTemplate>(
  template: T,
  menuName?: string,
): Promise<TemplateProps<T>> {
  const model = await getModel();
  const menu = menuName === undefined ? undefined : findMenu(model.map.tree, menuName);
  const entry = menu && model.map.entries.get(menu.id);
  return routed(templateParts(model, template, entry)).props;
}

/** Only the frame: the template's demo pages, the sign-in screens, the 404 page. */
export async function frameData() {
  return routed({ frame: (await getModel()).frame }).props;
}

async function templateRoutes<T extends RoutedTemplate, P>(
  template: T,
  params: (entry: SiteMapEntry) => P,
) {
  const model = await getModel();
  return pagesWithTemplate(model.map, template).map((entry) => {
    const { props, cacheKey } = routed(templateParts(model, template, entry));
    return {
      params: params(entry),
      props: { ...(props as TemplateProps<T>), menu: entry.menu },
      cacheKey,
    };
  });
}

/** getStaticPaths for the pages of one template: `{ id }` params; the menu and its route data as props. */
export const menuRoutes = <T extends Exclude<RoutedTemplate, 'generic'>>(template: T) =>
  templateRoutes(template, (entry) => ({ id: String(entry.menu.id) }));

/** Pictures a picture page shows at a time: a long gallery or profile is paged, in the editors' order. */
export const PICTURES_PER_PAGE = 24;

/** Where a page of pictures stands among its pages, and where the others are. */
export interface PictureRun {
  /** 1-based. */
  page: number;
  hrefs: string[];
  /** The number of the page's first picture among all of them, 1-based, and how many there are. */
  first: number;
  total: number;
}

/** getStaticPaths for a picture page (Gallery, Profile, Our Documents): `{ id, page }`, page 1 at the menu's own path. */
export async function pictureRoutes(template: 'gallery' | 'profile' | 'document') {
  const routes = await menuRoutes(template);
  return routes.flatMap(({ params, props, cacheKey: key }) => {
    const { pictures } = props;
    const pages = Math.max(1, Math.ceil(pictures.length / PICTURES_PER_PAGE));
    const hrefs = Array.from({ length: pages }, (_, index) =>
      hrefOf(index === 0 ? [template, params.id] : [template, params.id, String(index + 1)]),
    );
    return hrefs.map((_, index) => {
      const run: PictureRun = {
        page: index + 1,
        hrefs,
        first: index * PICTURES_PER_PAGE + 1,
        total: pictures.length,
      };
      return {
        params: { id: params.id, page: index === 0 ? undefined : String(index + 1) },
        props: {
          ...props,
          pictures: pictures.slice(index * PICTURES_PER_PAGE, (index + 1) * PICTURES_PER_PAGE),
          // The pages after the first show only pictures: the menu's text leads the first.
          sections: index === 0 ? props.sections : [],
          run,
        },
        cacheKey: cacheKey(key, `page ${index + 1}`),
      };
    });
  });
}

export const genericRoutes = () =>
  templateRoutes('generic', ({ path: [section, id] }) => ({ section: section!, id: id! }));

/** What a company's page shows: its text, logo and pictures, then its menu's own blocks. */
export interface CompanyContent {
  name: string;
  html: string;
  logo: string | null;
  pictures: string[];
  businessName: string | null;
  sections: Section[];
}

function companyContent(model: SiteModel, page: CompanyPage): Digested<CompanyContent> {
  if ('menu' in page.source) {
    const { menu } = page.source;
    const own = model.pages.get(menu.id) ?? NONE;
    const block = model.home.value?.blocks.find(
      (candidate) => nameKey(candidate.name) === nameKey(menu.name),
    );
    const group = model.home.value?.images.find(
      (candidate) => nameKey(candidate.name) === nameKey(menu.name),
    );
    return derived(
      () => ({
        name: menu.name,
        html: block?.html ?? '',
        logo: group?.files[0] ?? null,
        pictures: group?.files.slice(1) ?? [],
        businessName: null,
        sections: pageSections('company', own.value),
      }),
      model.home,
      own,
    );
  }
  const rowId = page.source.row;
  const row = model.tables.companies.value.find((candidate) => candidate.id === rowId)!;
  return derived(
    () => ({
      name: row.title,
      html: row.description ?? '',
      logo: row.image,
      pictures: row.images,
      businessName: row.business_name,
      sections: [],
    }),
    JSON.stringify(row),
  );
}

/** One page per company of the group: a child menu named like a Home block, or a row of the companies table. */
export async function companyRoutes() {
  const model = await getModel();
  return model.map.companyPages.map((page) => {
    const route = routed({ frame: model.frame, company: companyContent(model, page) });
    const group = model.frame.value.nav.find((item) =>
      item.children.some((child) => child.href === page.href),
    );
    return {
      params: { id: page.path[1]!, name: page.path[2]! },
      props: { ...route.props, breadcrumb: [...(group ? [group.label] : []), page.name] },
      cacheKey: route.cacheKey,
    };
  });
}

/** A service as its page shows it (SPEC §2's `/service/{id}` and `/service-single/{id}`). */
export interface ServiceView {
  id: number;
  title: string;
  html: string;
  /** A Tabler icon's name: the CMS's own where it names one. */
  icon: string;
  image: string | null;
  /** The back office's service, rather than the template's sample. */
  fromCms: boolean;
}

/** The table's services; where it has none, the template's sixteen sample services (SPEC §2), on the template's site only. */
function serviceViews(model: SiteModel): Digested<ServiceView[]> {
  const rows = model.tables.services;
  if (rows.value.length === 0) {
    if (!model.frame.value.template) return { value: [], digest: 'no services' };
    const sample = SERVICES.map((service) => ({
      id: service.id,
      title: service.title,
      html: service.description,
      icon: service.fIcon1,
      image: null,
      fromCms: false,
    }));
    return { value: sample, digest: 'sample services' };
  }
  return derived(
    () =>
      rows.value.map((row: RecordOf<'services'>) => ({
        id: row.id,
        title: row.title,
        html: row.details ?? '',
        icon: serviceIcon(row.icon),
        image: row.image,
        fromCms: true,
      })),
    rows,
  );
}

/** One page per service (`/service-single/{id}`, and `/service/{id}` as SPEC routes it), with every service for its sidebar. */
export async function serviceRoutes() {
  const model = await getModel();
  const all = serviceViews(model);
  return all.value.map((service) => {
    const route = routed({
      frame: model.frame,
      service: { value: service, digest: cacheKey(JSON.stringify(service)) },
      services: all,
    });
    return { params: { id: String(service.id) }, ...route };
  });
}

/** A notice's or circular's PDF words ('' where it has none). */
const pdfText = (model: SiteModel, kind: NoticeKind, notice: Notice): Digested<string> =>
  model.pdfTexts.get(`${kind}-${notice.id}`) ?? { value: '', digest: 'no text' };

/** Whether a circular still takes applications on the build's day, by its text's deadline or its age. */
function statusOf(model: SiteModel, circular: Notice): Digested<CircularStatus> {
  const text = pdfText(model, 'circular', circular);
  return derived(
    () => circularStatus(circular.date, statedDeadline(text.value, circular.date), model.today),
    text,
    model.today,
    String(circular.date),
  );
}

/** The job circulars still open, for the contact form's choices and the feed. */
const openCirculars = (model: SiteModel): Notice[] =>
  model.circulars.value.filter((circular) => statusOf(model, circular).value.open);

/** One page per notice: the frame, that record and its PDF's words. */
export async function noticeRoutes() {
  const model = await getModel();
  return model.notices.value.map((notice: Notice) => {
    const route = routed({
      frame: model.frame,
      notice: { value: notice, digest: cacheKey(JSON.stringify(notice)) },
      text: pdfText(model, 'notice', notice),
    });
    return { params: { id: String(notice.id) }, ...route };
  });
}

/** How a visitor answers a circular: the contact form with it chosen, a call, a WhatsApp chat naming it. */
export interface CircularAnswer {
  applyHref: string;
  call: Phone | undefined;
  whatsapp: string | undefined;
}

function answerOf(model: SiteModel, circular: Notice, open: boolean): Digested<CircularAnswer> {
  const { settings, template } = model.frame.value;
  const phones = contactValues(settings).phones;
  const mobile = phones.find((phone) => phone.whatsapp);
  const title = noticeTitle(circular, 'circular');
  return derived(
    () => ({
      // The template keeps SPEC's form, which has no list of circulars to choose from.
      applyHref: enquiryHref(hrefOf(['contact']), template || !open ? undefined : circular.id),
      call: phones[0],
      whatsapp:
        mobile &&
        whatsappHref(
          mobile,
          `Hello, I am writing about your job circular "${title}" (No. ${circular.id}).`,
        ),
    }),
    model.frame,
    JSON.stringify(circular),
    String(open),
  );
}

/** One page per job circular: as a notice's, plus whether it is still open, and how to answer it. */
export async function circularRoutes() {
  const model = await getModel();
  return model.circulars.value.map((circular: Notice) => {
    const status = statusOf(model, circular);
    const route = routed({
      frame: model.frame,
      notice: { value: circular, digest: cacheKey(JSON.stringify(circular)) },
      text: pdfText(model, 'circular', circular),
      status,
      answer: answerOf(model, circular, status.value.open),
      today: { value: model.today, digest: model.today },
    });
    return { params: { id: String(circular.id) }, ...route };
  });
}

/** The feed's notices and circulars: a closed circular has left it. */
export async function feedData() {
  const model = await getModel();
  return {
    settings: model.frame.value.settings,
    notices: model.notices.value,
    circulars: openCirculars(model),
  };
}

/** Routes whose content is in the code (the template's demo pages): their own props plus the frame. */
export async function framedRoutes<
  R extends { params: Record<string, string>; props?: Record<string, unknown> },
>(routes: readonly R[]) {
  const { props: frameProps, cacheKey } = routed({ frame: (await getModel()).frame });
  return routes.map((route) => ({
    ...route,
    props: { ...route.props, ...frameProps },
    cacheKey,
  }));
}

/** The testimonials page: the back office's testimonials (the template's own where it has none). */
export async function testimonialData() {
  const model = await getModel();
  return routed({
    frame: model.frame,
    testimonials: derived(
      () => testimonials(model.tables.testimonials.value),
      model.tables.testimonials,
    ),
  }).props;
}
