/**
 * The CMS read API as typed answers: every endpoint of docs/cms-contract.md fetched through the
 * HTTP client and checked against its raw schema, or one PullError naming the endpoint.
 */
import type { z } from 'zod';
import {
  RawContentImagesAnswerSchema,
  RawEmployeesAnswerSchema,
  RawMenuContentsAnswerSchema,
  RawMenusAnswerSchema,
  RawNoticesAnswerSchema,
  RawSettingsAnswerSchema,
  RawSliderPageSchema,
  type MenuNode,
  type RawEmployee,
  type RawNotice,
  type RawSetting,
  type RawSlider,
} from '../../src/cms/schema.ts';
import { flattenMenus } from '../../src/cms/snapshot-files.ts';
import { formatZodError } from '../../src/cms/zod-errors.ts';
import { withId, type Endpoints } from './endpoints.ts';
import { PullError, type HttpClient } from './http.ts';
import { nestingDepth } from './json-depth.ts';
import { allOrFirstFailure } from './settle.ts';

/** Sliders are paginated; a server that never reaches its last page must not loop forever. */
const MAX_SLIDER_PAGES = 1000;
/** Deeper than any real answer (the menu tree nests two objects a level): refused before zod recurses. */
const MAX_JSON_DEPTH = 64;

/** One menu with the answers of its two content endpoints. */
export interface RawMenuContent {
  menu: MenuNode;
  blocks: Record<string, string | null> | null | undefined;
  images: Record<string, string | string[] | null> | null | undefined;
}

/** Everything the CMS holds, as it answered. */
export interface RawCms {
  menus: MenuNode[];
  setting: RawSetting;
  notices: RawNotice[];
  employees: RawEmployee[];
  sliders: RawSlider[];
  contents: RawMenuContent[];
}

export class CmsClient {
  private readonly http: HttpClient;
  private readonly apiUrl: string;
  private readonly endpoints: Endpoints;
  /** Asks every other request to stop once one has failed. */
  private readonly stopTheRest: () => void;

  constructor(http: HttpClient, apiUrl: string, endpoints: Endpoints, stopTheRest: () => void) {
    this.http = http;
    this.apiUrl = apiUrl.replace(/\/$/, '');
    this.endpoints = endpoints;
    this.stopTheRest = stopTheRest;
  }

  async readAll(): Promise<RawCms> {
    const { endpoints } = this;
    const [menus, settings, notices, employees, sliders] = await allOrFirstFailure(
      [
        this.getRequired(endpoints.menus, RawMenusAnswerSchema),
        this.getRequired(endpoints.settings, RawSettingsAnswerSchema),
        this.getRequired(endpoints.notices, RawNoticesAnswerSchema),
        this.getRequired(endpoints.employees, RawEmployeesAnswerSchema),
        this.getSliders(),
      ],
      this.stopTheRest,
    );
    const [setting] = settings.general_settings;
    if (!setting) throw new PullError(`GET ${endpoints.settings}`, 'the list is empty; the site needs one general-settings item');
    const contents = await allOrFirstFailure(
      flattenMenus(menus.menus).map(async (menu) => {
        const [blocks, images] = await Promise.all([
          this.get(withId(endpoints.menuContents, menu.id), RawMenuContentsAnswerSchema, menu.id),
          this.get(withId(endpoints.contentImages, menu.id), RawContentImagesAnswerSchema, menu.id),
        ]);
        return { menu, blocks: blocks?.menu_contents, images: images?.content_images };
      }),
      this.stopTheRest,
    );
    return { menus: menus.menus, setting, notices: notices.notices, employees: employees.employees, sliders, contents };
  }

  /** A checked answer, or null for the CMS's "no content" (204 or an empty body). */
  private async get<S extends z.ZodType>(path: string, schema: S, menuId?: number): Promise<z.output<S> | null> {
    const answer = await this.http.getJson(`${this.apiUrl}${path}`, path, menuId);
    if (answer === null) return null;
    if (nestingDepth(answer) > MAX_JSON_DEPTH) {
      throw new PullError(`GET ${path}`, `invalid answer: nests deeper than ${MAX_JSON_DEPTH} levels`, menuId);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new PullError(`GET ${path}`, `invalid answer: ${formatZodError(parsed.error)}`, menuId);
    return parsed.data;
  }

  private async getRequired<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    const answer = await this.get(path, schema);
    if (answer === null) throw new PullError(`GET ${path}`, 'empty answer where a list was expected');
    return answer;
  }

  private async getSliders(): Promise<RawSlider[]> {
    const path = this.endpoints.sliders;
    let page = await this.getRequired(path, RawSliderPageSchema);
    const items = [...page.homepage_sliders];
    while (page.page < page.total_pages) {
      const next = page.page + 1;
      if (next > MAX_SLIDER_PAGES) throw new PullError(`GET ${path}`, `more than ${MAX_SLIDER_PAGES} pages`);
      const nextPath = `${path}${path.includes('?') ? '&' : '?'}page=${next}`;
      page = await this.getRequired(nextPath, RawSliderPageSchema);
      if (page.page !== next) throw new PullError(`GET ${nextPath}`, `asked for page ${next}, got page ${page.page}`);
      items.push(...page.homepage_sliders);
    }
    // A slider saved while we paged can show up twice.
    return [...new Map(items.map((item) => [item.id, item])).values()];
  }
}
