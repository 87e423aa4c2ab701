/**
 * The CMS read API as typed answers: every endpoint of docs/cms-contract.md fetched through the
 * HTTP client. An answer whose shape is wrong as a whole (not JSON, no wrapper, a wrong status)
 * is one PullError naming the endpoint; inside a good answer each record is checked on its own,
 * and a bad one is left out with a warning naming the endpoint and the record.
 */
import type { z } from 'zod';
import type { Entity } from '../../../src/cms/entities.ts';
import { LIST_KINDS, LISTS, listsBy, type ListKind } from '../../../src/cms/lists.ts';
import {
  listAnswerSchema,
  PageNumbersSchema,
  RawContentImagesAnswerSchema,
  RawDesignationSchema,
  RawMenuContentsAnswerSchema,
  RawMenusAnswerSchema,
  rawSchemaOf,
  TABLES,
  type MenuNode,
  type RawRecord,
  type Table,
} from '../../../src/cms/schema.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { formatZodError } from '../../../src/cms/zod-errors.ts';
import { paginatedOf, withId, type Endpoints } from '../settings/cms-endpoints.ts';
import { MISSING, PullError, type HttpClient } from './http.ts';
import { nestingDepth } from './json-depth.ts';
import { recordPlace, type LeaveOut } from './left-out.ts';
import { fieldLabel, screenOf } from './screens.ts';
import { allOrFirstFailure } from './settle.ts';

/** A paginated list that never reaches its last page must not loop forever. */
const MAX_PAGES = 1000;
/** The largest page the back office serves (CMS-API §1.2): larger sizes are cut to it. */
const PAGE_SIZE = 100;
/** Deeper than any real answer (the menu tree nests two objects a level): refused before zod recurses. */
const MAX_JSON_DEPTH = 64;

/** One menu with the answers of its two content endpoints. */
export interface RawMenuContent {
  menu: MenuNode;
  blocks: Record<string, string | null> | null | undefined;
  images: Record<string, string | string[] | null> | null | undefined;
}

/** Each list the pull reads: the entity describing its records and the key wrapping them. */
/** The lists the pull reads, each by its contract's key (src/cms/lists.ts). */
const LIST_KEYS = listsBy('key');
type ListName = ListKind;
type ListRecords<L extends ListName> = Array<RawRecord<L>>;

/** Everything the CMS holds, as it answered. */
export interface RawCms {
  setting: RawRecord<'settings'>;
  sliders: ListRecords<'sliders'>;
  notices: ListRecords<'notices'>;
  circulars: ListRecords<'circulars'>;
  employees: ListRecords<'employees'>;
  /** Designation id → name, or null where the installation has no designation list. */
  designations: ReadonlyMap<number, string> | null;
  menus: MenuNode[];
  contents: RawMenuContent[];
  tables: { [T in Table]: Array<RawRecord<T>> };
}

/** The singular used in warnings: `notice 9`, `team member 4`. */
export const recordName = (entity: Entity, id: unknown): string =>
  `${entity === 'settings' ? 'settings' : LISTS[entity].words[0]} ${typeof id === 'number' ? id : `without an id`}`;

/** An answer where the endpoint was there: MISSING only answers where a 404 was allowed. */
const present = <T>(answer: T | typeof MISSING | null): T | null =>
  answer === MISSING ? null : answer;

export class CmsClient {
  private readonly http: HttpClient;
  private readonly apiUrl: string;
  private readonly endpoints: Endpoints;
  /** Asks every other request to stop once one has failed. */
  private readonly stopTheRest: () => void;
  private readonly warn: (message: string) => void;
  private readonly leaveOut: LeaveOut;

  constructor(
    http: HttpClient,
    apiUrl: string,
    endpoints: Endpoints,
    stopTheRest: () => void,
    warn: (message: string) => void,
    leaveOut: LeaveOut,
  ) {
    this.http = http;
    this.apiUrl = apiUrl.replace(/\/$/, '');
    this.endpoints = endpoints;
    this.stopTheRest = stopTheRest;
    this.warn = warn;
    this.leaveOut = leaveOut;
  }

  async readAll(): Promise<RawCms> {
    const { endpoints } = this;
    const [menus, setting, designations, lists] = await allOrFirstFailure(
      [this.readMenus(), this.readSetting(), this.readDesignations(), this.readLists()],
      this.stopTheRest,
    );
    const [contents, companies] = await allOrFirstFailure(
      [
        allOrFirstFailure(
          flattenMenus(menus).map(async (menu) => {
            const [blocks, images] = await Promise.all([
              this.get(
                withId(endpoints.menuContents, menu.id),
                RawMenuContentsAnswerSchema,
                menu.id,
              ),
              this.get(
                withId(endpoints.contentImages, menu.id),
                RawContentImagesAnswerSchema,
                menu.id,
              ),
            ]);
            return {
              menu,
              blocks: present(blocks)?.menu_contents,
              images: present(images)?.content_images,
            };
          }),
          this.stopTheRest,
        ),
        this.withCompanyPictures(lists.companies),
      ],
      this.stopTheRest,
    );
    const { sliders, notices, circulars, employees } = lists;
    const tables = Object.fromEntries(
      TABLES.map((table) => [table, table === 'companies' ? companies : lists[table]]),
    ) as RawCms['tables'];
    return {
      setting,
      sliders,
      notices,
      circulars,
      employees,
      designations,
      menus,
      contents,
      tables,
    };
  }

  /** The menu tree; an installation without the CMS app (404) has no menus. */
  private async readMenus(): Promise<MenuNode[]> {
    const answer = await this.get(this.endpoints.menus, RawMenusAnswerSchema, undefined, true);
    return answer === MISSING || answer === null ? [] : answer.menus;
  }

  /** The settings row to use: the list is newest first, and the newest row is the site's (CMS-API §1.2). */
  private async readSetting(): Promise<RawRecord<'settings'>> {
    const path = this.endpoints.settings;
    const [first] =
      (await this.readPages(path, 'general_settings', false, screenOf('settings'))) ?? [];
    if (first === undefined)
      throw new PullError(
        `GET ${path}`,
        'the list is empty; the site needs one general-settings item',
      );
    const parsed = rawSchemaOf('settings').safeParse(first);
    if (!parsed.success)
      throw new PullError(`GET ${path}`, `invalid settings: ${formatZodError(parsed.error)}`);
    return parsed.data;
  }

  /** Designation names by id, to show employees' roles; null where the list does not answer. */
  private async readDesignations(): Promise<ReadonlyMap<number, string> | null> {
    const path = this.endpoints.designations;
    const items = await this.readPages(path, 'designations', true, screenOf('employees'));
    if (items === null) return null;
    const names = new Map<number, string>();
    for (const item of items) {
      const parsed = RawDesignationSchema.safeParse(item);
      if (parsed.success) names.set(parsed.data.id, parsed.data.name);
      else this.warn(`GET ${path}: a designation is left out: ${formatZodError(parsed.error)}`);
    }
    return names;
  }

  private async readLists(): Promise<{ [L in ListName]: ListRecords<L> }> {
    const names = LIST_KINDS;
    const lists = await allOrFirstFailure(
      names.map((name) => this.readList(name)),
      this.stopTheRest,
    );
    return Object.fromEntries(names.map((name, index) => [name, lists[index]])) as {
      [L in ListName]: ListRecords<L>;
    };
  }

  /** One list's records, each checked on its own; a record whose id was seen already is left out. */
  private async readList<L extends ListName>(name: L): Promise<ListRecords<L>> {
    const entity: ListKind = name;
    const key = LIST_KEYS[name];
    const path = this.endpoints[name];
    const items = (await this.readPages(path, key, true, screenOf(entity))) ?? [];
    const schema = rawSchemaOf(entity);
    const seen = new Set<number>();
    const records: ListRecords<L> = [];
    for (const item of items) {
      const itemId = (item as { id?: unknown } | null)?.id;
      const parsed = schema.safeParse(item);
      if (!parsed.success) {
        this.warn(
          `GET ${path}: ${recordName(entity, itemId)} is left out: ${formatZodError(parsed.error)}`,
        );
        this.leaveOut({ ...recordPlace(entity, item)(), reason: 'row-unreadable' });
      } else if (seen.has(parsed.data.id)) {
        this.warn(
          `GET ${path}: ${recordName(entity, parsed.data.id)} appears more than once; the first is kept`,
        );
      } else {
        seen.add(parsed.data.id);
        records.push(parsed.data as unknown as ListRecords<L>[number]);
      }
    }
    return records;
  }

  /**
   * Every item of a list, paginated or not (CMS-API §1.2): the largest page size, then pages
   * 2 to total_pages. A page past the end answers the last page again, so the loop follows
   * total_pages and stops where the page number answered is not the one asked. An unpaginated
   * variant that answers 404 (an installation without it) is read from its paginated list
   * instead. Null where the installation does not have the list (404) and `optional` says that
   * means no rows.
   */
  private async readPages(
    path: string,
    key: string,
    optional: boolean,
    screen: string,
  ): Promise<unknown[] | null> {
    const pageOf = (page: number) =>
      `${path}${path.includes('?') ? '&' : '?'}size=${PAGE_SIZE}${page > 1 ? `&page=${page}` : ''}`;
    const wrapper = listAnswerSchema(key);
    const paginated = paginatedOf(path);
    const first = await this.getList(pageOf(1), wrapper, optional || paginated !== null);
    if (first === null)
      return paginated === null ? null : this.readPages(paginated, key, optional, screen);
    const items = [...(first[key] as unknown[])];
    const numbers = PageNumbersSchema.safeParse(first);
    if (!numbers.success) return items;
    for (let page = 2; page <= numbers.data.total_pages; page += 1) {
      const pagePath = pageOf(page);
      if (page > MAX_PAGES) throw new PullError(`GET ${path}`, `more than ${MAX_PAGES} pages`);
      const answer = await this.getList(pagePath, wrapper, false);
      const answered = PageNumbersSchema.safeParse(answer);
      if (!answered.success || answered.data.page !== page) {
        // Rows were deleted while we paged: the server answered its last page instead.
        this.warn(
          `GET ${pagePath}: asked for page ${page}, the answer was another page; the list ends there`,
        );
        this.leaveOut({ screen, reason: 'list-changed' });
        break;
      }
      items.push(...(answer![key] as unknown[]));
    }
    return items;
  }

  private async getList(
    path: string,
    wrapper: z.ZodType,
    optional: boolean,
  ): Promise<Record<string, unknown> | null> {
    const answer = await this.get(path, wrapper, undefined, optional);
    if (answer === MISSING) return null;
    if (answer === null)
      throw new PullError(`GET ${path}`, 'empty answer where a list was expected');
    return answer as Record<string, unknown>;
  }

  /** Each company with the extra pictures only its detail view lists (CMS-API §2.8). */
  private async withCompanyPictures(
    companies: Array<RawRecord<'companies'>>,
  ): Promise<Array<RawRecord<'companies'>>> {
    const detailSchema = rawSchemaOf('companies').pick({ images: true });
    return Promise.all(
      companies.map(async (company) => {
        const path = withId(this.endpoints.company, company.id);
        const answer = await this.http
          .getJson(`${this.apiUrl}${path}`, path, { allowMissing: true })
          .catch((error: unknown) => {
            // A 400 is the back office's "does not exist": the row was deleted since the list.
            if (error instanceof PullError && /HTTP 400/.test(error.reason)) return MISSING;
            throw error;
          });
        if (answer === MISSING || answer === null) return company;
        const parsed = detailSchema.safeParse(answer);
        if (!parsed.success) {
          this.warn(
            `GET ${path}: the extra pictures of ${recordName('companies', company.id)} are left out: ${formatZodError(parsed.error)}`,
          );
          this.leaveOut({
            ...recordPlace('companies', company)(),
            field: fieldLabel('images'),
            reason: 'pictures-unreadable',
          });
          return company;
        }
        return { ...company, images: parsed.data.images };
      }),
    );
  }

  /** A checked answer, null for the CMS's "no content" (204 or an empty body), MISSING for a 404 where allowed. */
  private async get<S extends z.ZodType>(
    path: string,
    schema: S,
    menuId?: number,
    allowMissing = false,
  ): Promise<z.output<S> | null | typeof MISSING> {
    const answer = await this.http.getJson(`${this.apiUrl}${path}`, path, {
      ...(menuId === undefined ? {} : { menuId }),
      allowMissing,
    });
    if (answer === null || answer === MISSING) return answer;
    if (nestingDepth(answer) > MAX_JSON_DEPTH) {
      throw new PullError(
        `GET ${path}`,
        `invalid answer: nests deeper than ${MAX_JSON_DEPTH} levels`,
        menuId,
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new PullError(`GET ${path}`, `invalid answer: ${formatZodError(parsed.error)}`, menuId);
    return parsed.data;
  }
}
