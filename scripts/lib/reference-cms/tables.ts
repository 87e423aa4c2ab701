/**
 * The back office's tables as its read API lists them (CMS-API Part 1 and 2): each one's
 * wrapper key, columns in model order, file columns, orders, search column, the message of
 * its detail view for an unknown id (typos kept) and its paths. Rows come from the snapshot
 * (the inverse of the pull's normalisation); tables the snapshot has no data for are empty.
 * A path given as `{ endpoint }` is the configured one (scripts/lib/settings/cms-endpoints.ts), so the
 * reference CMS answers where the pull asks. The lists of the contract (src/cms/lists.ts) take
 * their key, rows and path from it; a content table added there and not here is served in the
 * usual shape.
 */
import { isTable, LISTS, type ListKind } from '../../../src/cms/lists.ts';
import { ENTITIES, type Entity } from '../../../src/cms/entities.ts';
import { mediaFieldsOf } from '../../../src/cms/media-fields.ts';
import { TABLES, type Snapshot } from '../../../src/cms/schema.ts';
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

const none = (): readonly Row[] => [];

/** `/about/api/v1/about/` and the like: most apps mount their views under this shape. */
export const app = (name: string) => `/${name}/api/v1/${name}/`;

type Spec = Omit<Table, 'name' | 'order' | 'paths'> & Partial<Pick<Table, 'order' | 'paths'>>;

/** A table with the usual shape: paginated `all/`, newest first, detail by id; `paths` replaces some of them. */
export function table(name: string, { paths, ...spec }: Spec): Table {
  return {
    name,
    order: newestFirst,
    paths: { list: `${app(name)}all/`, detail: `${app(name)}{id}`, ...paths },
    ...spec,
  };
}

/**
 * A list of the contract (src/cms/lists.ts) in its app: its key, rows and file columns, and the
 * pull's path answered where the configuration puts it, as the paginated list when it is the
 * app's `all/` and as the unpaginated one otherwise.
 */
function listed(kind: ListKind, spec: Omit<Spec, 'key' | 'rows' | 'files'> & Partial<Spec>): Table {
  const { key, path } = LISTS[kind];
  const name = path.split('/')[1]!;
  const rows = (snapshot: Snapshot) =>
    rowsOf(isTable(kind) ? snapshot.tables[kind] : snapshot[kind]);
  return table(name, {
    key,
    rows,
    files: filesOf(kind),
    ...spec,
    paths: { [path === `${app(name)}all/` ? 'list' : 'all']: { endpoint: kind }, ...spec.paths },
  });
}

/**
 * A content table of the contract this file has no entry for (a new one): the usual shape, its
 * entity's fields as the columns.
 */
export function usualTable(kind: (typeof TABLES)[number]): Table {
  const fileLists = mediaFieldsOf(kind).flatMap(({ field, list }) => (list ? [field] : []));
  return listed(kind, {
    columns: Object.keys(ENTITIES[kind]).filter(
      (field) => field !== 'id' && !fileLists.includes(field),
    ),
    missing: `${kind} id - {id} doesn't exist`,
  });
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

const KNOWN_TABLES: Record<string, Table> = {
  sliders: listed('sliders', {
    columns: ['title', 'subtitle', 'serial_number', 'image', 'details'],
    allOrder: bySerialNumber,
    missing: "HomePageSlider id - {id} does't exists",
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
  services: listed('services', {
    columns: ['title', 'slug', 'serial_number', 'icon', 'image', 'details'],
    search: 'title',
    missing: "ServiceSlider id - {id} does't exists",
  }),
  abouts: listed('abouts', {
    columns: ['title', 'serial_number', 'image', 'icon', 'content_type', 'details'],
    leftEmpty: { icon: 'undefined' },
    search: 'title',
    missing: "About id - {id} does't exists",
  }),
  missionVisions: listed('missionVisions', {
    columns: ['title', 'serial_number', 'image', 'icon', 'details'],
    missing: "MissionVission id - {id} does't exists",
  }),
  team: listed('team', {
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
    search: 'name',
    missing: "Team id - {id} does't exists",
  }),
  companyMessages: listed('companyMessages', {
    columns: ['title', 'company_name', 'designation', 'serial_number', 'image', 'description'],
    missing: "OurCompanyMessage id - {id} does't exists",
  }),
  companies: listed('companies', {
    columns: ['title', 'description', 'business_name', 'serial_number', 'image'],
    search: 'title',
    missing: "SisterConcern id - {id} doesn't exist",
    serializers: { list: plainSerializer, detail: companyDetailSerializer },
    paths: { detail: { endpoint: 'company' } },
  }),
  gallery: listed('gallery', {
    columns: ['image'],
    missing: "Gallery id - {id} does't exists",
  }),
  profiles: listed('profiles', {
    columns: ['image'],
    missing: "Profile id - {id} does't exists",
  }),
  portfolios: listed('portfolios', {
    columns: ['title', 'slug', 'image', 'is_portfolio', 'serial_number'],
    // The snapshot keeps the rows the back office lists as its portfolio: every one has the flag.
    leftEmpty: { is_portfolio: true },
    order: bySerialNumber,
    search: 'title',
    searchUnordered: true,
    failsOn: 'category',
    missing: "Portfolio id - {id} does't exists",
    paths: { flagged: { path: `${app('portfolio')}is_portfolio/all/`, flag: 'is_portfolio' } },
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
  testimonials: listed('testimonials', {
    columns: ['review', 'name', 'designation', 'serial_number', 'image'],
    search: 'name',
    missing: "Testimonial id - {id} does't exists",
  }),
  clients: listed('clients', {
    columns: ['name', 'slug', 'serial_number', 'description', 'image', 'site_link', 'country_name'],
    search: 'name',
    missing: "Client id - {id} does't exists",
  }),
  products: table('product', {
    key: 'products',
    columns: ['name', 'slug', 'icon', 'image', 'description', 'serial_number'],
    files: ['image'],
    rows: none,
    order: bySerialNumber,
    missing: "Product id - {id} does't exists",
  }),
  notices: listed('notices', {
    columns: noticeColumns,
    missing: "notice id - {id} doesn't exists",
    serializers: { list: plainSerializer },
    paths: { detail: { endpoint: 'notice' } },
  }),
  circulars: listed('circulars', {
    columns: noticeColumns,
    missing: "circular id - {id} doesn't exists",
    serializers: { list: plainSerializer },
  }),
  employees: listed('employees', {
    columns: [],
    files: [],
    rows: employeeRows,
    order: byText('first_name'),
    missing: "Employee id - {id} doesn't exists",
    // The employee view answers an unknown id with 200 and the message (CMS-API §2.15).
    missingStatus: 200,
    serializers: { list: employeeListSerializer, detail: employeeDetailSerializer },
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

/** Every table the reference CMS serves: the back office's, and the usual shape for a new one of the contract. */
export const BACK_OFFICE_TABLES: Record<string, Table> = {
  ...Object.fromEntries(
    TABLES.filter((kind) => !(kind in KNOWN_TABLES)).map((kind) => [kind, usualTable(kind)]),
  ),
  ...KNOWN_TABLES,
};
