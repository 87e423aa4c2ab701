/**
 * The back office's lists, each described once: the key its answer wraps the rows in, its
 * default path (each moved by its `CMS_PATH_*` setting), the screen editors edit it on, and the
 * words for one row and for many. A content table (`table: true`) is one the snapshot keeps
 * under `tables/`, in its `order`. Its fields are in ./entities.ts; everything else that names a list is derived
 * from here: TABLES (./schema.ts), the default endpoints and the pull's lists, the screens and
 * the change words the publish report uses, the reference CMS's keys, and the table of lists in
 * docs/cms-contract.md, which a test reads back.
 */
import type { Entity } from './entities.ts';
import { byEditorsOrder, byIdNewestFirst, bySerialThenUpload } from './order.ts';

interface List {
  /** The one plural key a list answer wraps its rows in. */
  key: string;
  /** The unpaginated list where the back office has one: one request for every row. */
  path: string;
  /** The back-office screen the list is edited on, as the publish report names it. */
  screen: string;
  /** The words for one row and for many: `1 notice`, `3 notices`; `notice 9` in a warning. */
  words: readonly [string, string];
  /**
   * A page the table fills by itself, at `/{template}/{id}/` (SPEC's routes carry an id; this
   * page has no menu, so it has its own fixed number), linked in the header as `label` while
   * the table has rows, unless a menu of the same template already has the page.
   */
  page?: { template: string; label: string; id: number };
}

/** A list, or a content table with the order the site shows its rows in (./order.ts). */
export type ListContract =
  | (List & { table?: never; order?: never })
  | (List & { table: true; order: (a: never, b: never) => number });

export const LISTS = {
  sliders: {
    key: 'homepage_sliders',
    path: '/homepage_slider/api/v1/homepage_slider/wp/all/',
    screen: 'Home slider',
    words: ['slide', 'slides'],
  },
  notices: {
    key: 'notices',
    path: '/notice/api/v1/notice/all/without_pagination/',
    screen: 'Notices',
    words: ['notice', 'notices'],
  },
  circulars: {
    key: 'circulars',
    // Spelled the other way round from the notices' (CMS-API §2.14).
    path: '/circular/api/v1/circular/without_pagination/all/',
    screen: 'Job circulars',
    words: ['job circular', 'job circulars'],
  },
  employees: {
    key: 'employees',
    // The typo is the real server's; deployments that fixed it override this path.
    path: '/employee/api/v1/employee/without_paginaiton/all/',
    screen: 'Employees',
    words: ['employee', 'employees'],
  },
  services: {
    key: 'service_sliders',
    path: '/service_slider/api/v1/service_slider/all/',
    screen: 'Services',
    words: ['service', 'services'],
    page: { template: 'services', label: 'Services', id: 8 },
    table: true,
    order: byEditorsOrder,
  },
  abouts: {
    key: 'abouts',
    path: '/about/api/v1/about/all/',
    screen: 'About',
    words: ['about text', 'about texts'],
    table: true,
    order: byEditorsOrder,
  },
  missionVisions: {
    key: 'mission_visions',
    path: '/mission_vision/api/v1/mission_vision/all/',
    screen: 'Mission and vision',
    words: ['mission or vision text', 'mission and vision texts'],
    table: true,
    order: byEditorsOrder,
  },
  team: {
    key: 'teams',
    path: '/team/api/v1/team/all/',
    screen: 'Team',
    words: ['team member', 'team members'],
    table: true,
    order: byEditorsOrder,
  },
  companyMessages: {
    key: 'company_messages',
    path: '/company_message/api/v1/company_message/all/',
    screen: 'Company messages',
    words: ['company message', 'company messages'],
    table: true,
    order: byEditorsOrder,
  },
  companies: {
    key: 'sister_concerns',
    path: '/sister_concern/api/v1/sister_concern/all/',
    screen: 'Sister concerns',
    words: ['company', 'companies'],
    table: true,
    order: byEditorsOrder,
  },
  gallery: {
    key: 'galleries',
    path: '/gallery/api/v1/gallery/all/wp/',
    screen: 'Gallery',
    words: ['gallery photo', 'gallery photos'],
    page: { template: 'gallery', label: 'Gallery', id: 6 },
    table: true,
    // No order field: newest first, as the back office lists them.
    order: byIdNewestFirst,
  },
  profiles: {
    key: 'profiles',
    path: '/profile/api/v1/profile/all/wp/',
    screen: 'Profile',
    words: ['profile page', 'profile pages'],
    page: { template: 'profile', label: 'Profile', id: 7 },
    table: true,
    // A document's pages, uploaded last page first: newest first is page order (CMS-API Part 3.1).
    order: byIdNewestFirst,
  },
  portfolios: {
    key: 'portfolios',
    path: '/portfolio/api/v1/portfolio/all/wp/',
    screen: 'Portfolio',
    words: ['portfolio entry', 'portfolio entries'],
    table: true,
    order: bySerialThenUpload,
  },
  testimonials: {
    key: 'testimonials',
    path: '/testimonial/api/v1/testimonial/all/',
    screen: 'Testimonials',
    words: ['testimonial', 'testimonials'],
    table: true,
    order: byEditorsOrder,
  },
  clients: {
    key: 'clients',
    path: '/client/api/v1/client/without_pagination/all/',
    screen: 'Clients',
    words: ['client', 'clients'],
    table: true,
    order: byEditorsOrder,
  },
} as const satisfies Record<Exclude<Entity, 'settings'>, ListContract>;

export type ListKind = keyof typeof LISTS;
/** The lists the snapshot keeps under `tables/`. */
export type Table = {
  [K in ListKind]: (typeof LISTS)[K] extends { table: true } ? K : never;
}[ListKind];

export const LIST_KINDS = Object.keys(LISTS) as ListKind[];

/** Whether a list is a content table, kept by the snapshot under `tables/`. */
export const isTable = (kind: ListKind): kind is Table => 'table' in LISTS[kind];

/** The templates of the pages a table fills by itself: `gallery`, `profile`, `services`. */
export type ListPageTemplate = {
  [K in ListKind]: (typeof LISTS)[K] extends { page: { template: infer T } } ? T : never;
}[ListKind];

/** The tables that fill a page of their own, by the page's fixed number. */
export const LIST_PAGES = LIST_KINDS.flatMap((kind) => {
  const { page } = LISTS[kind] as ListContract;
  return page && isTable(kind)
    ? [{ ...page, kind, template: page.template as ListPageTemplate }]
    : [];
}).sort((a, b) => a.id - b.id);

/** Each list's value of one field of the contract: `listsBy('screen').team` is `'Team'`. */
export const listsBy = <F extends keyof List>(field: F) =>
  Object.fromEntries(LIST_KINDS.map((kind) => [kind, (LISTS[kind] as List)[field]])) as Record<
    ListKind,
    List[F]
  >;
