/**
 * The back office's tables as its read API lists them (CMS-API Part 1 and 2): each one's
 * wrapper key, columns in model order, file columns, orders, search column, the message of
 * its detail view for an unknown id (typos kept) and its paths. Rows come from the snapshot
 * (the inverse of the pull's normalisation); tables the snapshot has no data for are empty.
 * A path given as `{ endpoint }` is the configured one (scripts/lib/settings/cms-endpoints.ts), so the
 * reference CMS answers where the pull asks.
 */
import { LISTS } from '../../../src/cms/lists.ts';
import type { Entity } from '../../../src/cms/entities.ts';
import { mediaFieldsOf } from '../../../src/cms/media-fields.ts';
import type { Snapshot } from '../../../src/cms/schema.ts';
import type { EndpointName } from '../settings/cms-endpoints.ts';
import {
  employeeDetailSerializer,
  employeeRows,
  employeeListSerializer,
  designationRows,
} from './employees.ts';
import { byText, bySerialNumber, newestFirst, oldestFirst, type Order } from './orderings.ts';
import { fileUrl } from './file-uri.ts';
import {
  listSerializer,
  plainSerializer,
  type Columns,
  type Row,
  type Serializer,
} from './serializers.ts';

export type Path = string | { endpoint: EndpointName };

export interface Table extends Columns {
  /** The list answer's one plural key. */
  key: string;
  rows: (snapshot: Snapshot) => readonly Row[];
  /** The paginated list's order; the unpaginated one's where it differs. */
  order: Order<Row>;
  allOrder?: Order<Row>;
  /** The column `?searchKey=` matches on the paginated list. */
  search?: string;
  /** A search that drops the ordering: the matches come in the table's physical order. */
  searchUnordered?: boolean;
  /** A query parameter that, when not empty, makes the paginated list fail (a filter on a column the model lacks). */
  failsOn?: string;
  /** The detail view's answer for an unknown id, `{id}` standing for it; and its status where not 400. */
  missing: string;
  missingStatus?: number;
  /** `list` writes the lists' rows (the unpaginated one's too unless `all` is given), `detail` the detail view's. */
  serializers?: { list?: Serializer; all?: Serializer; detail?: Serializer };
  /** `list`: paginated; `all`: every row; `detail`: one row by id; `flagged`: paginated, only rows whose flag is true. */
  paths: { list?: Path; all?: Path; detail?: Path; flagged?: { path: Path; flag: string } };
}

const filesOf = (entity: Entity): string[] =>
  mediaFieldsOf(entity).flatMap(({ field, list }) => (list ? [] : [field]));

const rowsOf = (rows: readonly object[]): readonly Row[] => rows as readonly Row[];

/** A table the snapshot keeps: its rows and its file columns. */
const snapshotTable = (table: keyof Snapshot['tables']): Pick<Table, 'rows' | 'files'> => ({
  rows: (snapshot) => rowsOf(snapshot.tables[table]),
  files: filesOf(table),
});

const none = (): readonly Row[] => [];

/** `/about/api/v1/about/` and the like: most apps mount their views under this shape. */
export const app = (name: string) => `/${name}/api/v1/${name}/`;

/** A table with the usual shape: paginated `all/`, newest first, detail by id; `paths` replaces some of them. */
export function table(
  name: string,
  {
    paths,
    ...spec
  }: Omit<Table, 'name' | 'order' | 'paths'> & Partial<Pick<Table, 'order' | 'paths'>>,
): Table {
  return {
    name,
    order: newestFirst,
    paths: { list: `${app(name)}all/`, detail: `${app(name)}{id}`, ...paths },
    ...spec,
  };
}

/** A company's detail view: its extra pictures, newest first, right after its id (CMS-API §2.8). */
const companyDetailSerializer: Serializer = (columns, row) => {
  const { id, ...rest } = plainSerializer(columns, row);
  const images = (row.images as readonly string[]).map((image, index, all) => ({
    id: row.id * 100 + all.length - index,
    image: fileUrl(image),
  }));
  return { id, images, ...rest };
};

const noticeColumns = ['title', 'date', 'note', 'file', 'show_on_homepage'];

export const BACK_OFFICE_TABLES: Record<string, Table> = {
  sliders: table('homepage_slider', {
    key: LISTS.sliders.key,
    columns: ['title', 'subtitle', 'serial_number', 'image', 'details'],
    files: filesOf('sliders'),
    rows: (snapshot) => rowsOf(snapshot.sliders),
    allOrder: bySerialNumber,
    missing: "HomePageSlider id - {id} does't exists",
    paths: { all: { endpoint: 'sliders' } },
  }),
  settings: table('general_setting', {
    key: 'general_settings',
    columns: [
      'title',
      'site_name',
      'site_address',
      'email',
      'email2',
      'email3',
      'phone',
      'phone2',
      'phone3',
      'favicon',
      'logo',
      'footer_logo',
      'address',
      'address2',
      'google_url',
      'facebook_url',
      'twitter_url',
      'linkedin_url',
      'instagram_url',
    ],
    files: filesOf('settings').filter((field) => field !== 'slider'),
    rows: (snapshot) => rowsOf([snapshot.settings]),
    missing: "GeneralSetting id - {id} does't exists",
    // This detail view uses the list serializer, e-mails included (CMS-API §2.2).
    serializers: { detail: listSerializer },
    paths: { list: { endpoint: 'settings' } },
  }),
  services: table('service_slider', {
    key: LISTS.services.key,
    columns: ['title', 'slug', 'serial_number', 'icon', 'image', 'details'],
    ...snapshotTable('services'),
    search: 'title',
    missing: "ServiceSlider id - {id} does't exists",
    paths: { list: { endpoint: 'services' } },
  }),
  abouts: table('about', {
    key: LISTS.abouts.key,
    columns: ['title', 'serial_number', 'image', 'icon', 'content_type', 'details'],
    leftEmpty: { icon: 'undefined' },
    ...snapshotTable('abouts'),
    search: 'title',
    missing: "About id - {id} does't exists",
    paths: { list: { endpoint: 'abouts' } },
  }),
  missionVisions: table('mission_vision', {
    key: LISTS.missionVisions.key,
    columns: ['title', 'serial_number', 'image', 'icon', 'details'],
    ...snapshotTable('missionVisions'),
    missing: "MissionVission id - {id} does't exists",
    paths: { list: { endpoint: 'missionVisions' } },
  }),
  team: table('team', {
    key: LISTS.team.key,
    columns: [
      'name',
      'employee_id',
      'phone_number',
      'email',
      'serial_number',
      'image',
      'designation',
    ],
    leftEmpty: { employee_id: 'undefined', phone_number: 'undefined', email: 'undefined' },
    ...snapshotTable('team'),
    search: 'name',
    missing: "Team id - {id} does't exists",
    paths: { list: { endpoint: 'team' } },
  }),
  companyMessages: table('company_message', {
    key: LISTS.companyMessages.key,
    columns: ['title', 'company_name', 'designation', 'serial_number', 'image', 'description'],
    ...snapshotTable('companyMessages'),
    missing: "OurCompanyMessage id - {id} does't exists",
    paths: { list: { endpoint: 'companyMessages' } },
  }),
  companies: table('sister_concern', {
    key: LISTS.companies.key,
    columns: ['title', 'description', 'business_name', 'serial_number', 'image'],
    ...snapshotTable('companies'),
    search: 'title',
    missing: "SisterConcern id - {id} doesn't exist",
    serializers: { list: plainSerializer, detail: companyDetailSerializer },
    paths: { list: { endpoint: 'companies' }, detail: { endpoint: 'company' } },
  }),
  gallery: table('gallery', {
    key: LISTS.gallery.key,
    columns: ['image'],
    ...snapshotTable('gallery'),
    missing: "Gallery id - {id} does't exists",
    paths: { all: { endpoint: 'gallery' } },
  }),
  profiles: table('profile', {
    key: LISTS.profiles.key,
    columns: ['image'],
    ...snapshotTable('profiles'),
    missing: "Profile id - {id} does't exists",
    paths: { all: { endpoint: 'profiles' } },
  }),
  portfolios: table('portfolio', {
    key: LISTS.portfolios.key,
    columns: ['title', 'slug', 'image', 'is_portfolio', 'serial_number'],
    ...snapshotTable('portfolios'),
    // The snapshot keeps the rows the back office lists as its portfolio: every one has the flag.
    leftEmpty: { is_portfolio: true },
    order: bySerialNumber,
    search: 'title',
    searchUnordered: true,
    failsOn: 'category',
    missing: "Portfolio id - {id} does't exists",
    paths: {
      all: { endpoint: 'portfolios' },
      flagged: { path: `${app('portfolio')}is_portfolio/all/`, flag: 'is_portfolio' },
    },
  }),
  portfolioCategories: table('portfolio_category', {
    key: 'portfolio_categories',
    columns: ['name'],
    files: [],
    rows: none,
    // No ordering at all: the rows' physical order.
    order: oldestFirst,
    // Not in CMS-API: written the way its siblings' are.
    missing: "PortfolioCategory id - {id} does't exists",
  }),
  testimonials: table('testimonial', {
    key: LISTS.testimonials.key,
    columns: ['review', 'name', 'designation', 'serial_number', 'image'],
    ...snapshotTable('testimonials'),
    search: 'name',
    missing: "Testimonial id - {id} does't exists",
    paths: { list: { endpoint: 'testimonials' } },
  }),
  clients: table('client', {
    key: LISTS.clients.key,
    columns: ['name', 'slug', 'serial_number', 'description', 'image', 'site_link', 'country_name'],
    ...snapshotTable('clients'),
    search: 'name',
    missing: "Client id - {id} does't exists",
    paths: { all: { endpoint: 'clients' } },
  }),
  products: table('product', {
    key: 'products',
    columns: ['name', 'slug', 'icon', 'image', 'description', 'serial_number'],
    files: ['image'],
    rows: none,
    order: bySerialNumber,
    missing: "Product id - {id} does't exists",
  }),
  notices: table('notice', {
    key: LISTS.notices.key,
    columns: noticeColumns,
    files: filesOf('notices'),
    rows: (snapshot) => rowsOf(snapshot.notices),
    missing: "notice id - {id} doesn't exists",
    serializers: { list: plainSerializer },
    paths: { all: { endpoint: 'notices' }, detail: { endpoint: 'notice' } },
  }),
  circulars: table('circular', {
    key: LISTS.circulars.key,
    columns: noticeColumns,
    files: filesOf('circulars'),
    rows: (snapshot) => rowsOf(snapshot.circulars),
    missing: "circular id - {id} doesn't exists",
    serializers: { list: plainSerializer },
    paths: { all: { endpoint: 'circulars' } },
  }),
  employees: table('employee', {
    key: LISTS.employees.key,
    columns: [],
    files: [],
    rows: employeeRows,
    order: byText('first_name'),
    missing: "Employee id - {id} doesn't exists",
    // The employee view answers an unknown id with 200 and the message (CMS-API §2.15).
    missingStatus: 200,
    serializers: { list: employeeListSerializer, detail: employeeDetailSerializer },
    paths: { all: { endpoint: 'employees' } },
  }),
  designations: table('designation', {
    key: 'designations',
    columns: ['name'],
    files: [],
    rows: designationRows,
    order: byText('name'),
    missing: "Designation id - {id} doesn't exists",
    paths: { all: { endpoint: 'designations' } },
  }),
};
