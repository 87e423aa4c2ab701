/**
 * The CMS read API's paths (CMS-API.md). Deployments of this back office differ, so each
 * path can be overridden: first from a JSON file named by CMS_ENDPOINTS_FILE, then from
 * one env var per path. The pull and the reference CMS read the same object.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LIST_KINDS, LISTS, type ListKind } from '../../../src/cms/lists.ts';
import { formatZodError } from '../../../src/cms/zod-errors.ts';
import { readSettings, text } from '../../../src/lib/settings.ts';

/** Each list's path from the contract (src/cms/lists.ts), then the answers that are no list. */
export const DEFAULT_ENDPOINTS = {
  ...(Object.fromEntries(LIST_KINDS.map((kind) => [kind, LISTS[kind].path])) as Record<
    ListKind,
    string
  >),
  settings: '/general_setting/api/v1/general_setting/all/',
  notice: '/notice/api/v1/notice/{id}',
  menus: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
  menuContents: '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/{id}',
  contentImages:
    '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/{id}',
  designations: '/designation/api/v1/designation/without_pagination/all/',
  /** The detail view: the only answer with a company's extra pictures. */
  company: '/sister_concern/api/v1/sister_concern/{id}',
};
export type Endpoints = typeof DEFAULT_ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** `CMS_PATH_MENU_CONTENTS` for `menuContents`. */
export const envVarOf = (name: EndpointName): string =>
  `CMS_PATH_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/** The settings that move the endpoints, in every schema of a process that reads the CMS API. */
export const ENDPOINT_SETTINGS = {
  CMS_ENDPOINTS_FILE: text(),
  ...(Object.fromEntries(
    (Object.keys(DEFAULT_ENDPOINTS) as EndpointName[]).map((name) => [envVarOf(name), text()]),
  ) as Record<`CMS_PATH_${string}`, ReturnType<typeof text>>),
};
const endpointSettings = z.object(ENDPOINT_SETTINGS);

const WITH_ID: readonly EndpointName[] = ['notice', 'menuContents', 'contentImages', 'company'];

const path = z.string().startsWith('/', 'must start with "/"');
const EndpointsFileSchema = z.strictObject(
  Object.fromEntries(Object.keys(DEFAULT_ENDPOINTS).map((name) => [name, path.optional()])),
);

export function loadEndpoints(env: NodeJS.ProcessEnv = process.env): Endpoints {
  const settings = readSettings(endpointSettings, env);
  const endpoints = { ...DEFAULT_ENDPOINTS };
  const file = settings.CMS_ENDPOINTS_FILE;
  if (file) {
    const parsed = EndpointsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`CMS_ENDPOINTS_FILE ${file}: ${formatZodError(parsed.error)}`);
    Object.assign(endpoints, parsed.data);
  }
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const value = (settings as Record<string, string | undefined>)[envVarOf(name)];
    if (value) endpoints[name] = value;
  }
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const value = endpoints[name];
    if (!value.startsWith('/'))
      throw new Error(`${envVarOf(name)}: "${value}" must start with "/"`);
    if (WITH_ID.includes(name) && !value.includes('{id}')) {
      throw new Error(`${envVarOf(name)}: "${value}" must contain {id}`);
    }
  }
  return endpoints;
}

/** The segment that names a list's unpaginated variant, however the endpoint spells it (CMS-API §1.2; the employees' typo too). */
const UNPAGINATED = /\/(?:without_pagination|without_paginaiton|wp)(?=\/)/;

/**
 * The paginated list of an unpaginated path (`…/all/wp/` → `…/all/`), where an installation
 * lacks the variant; null for a path that is paginated already.
 */
export const paginatedOf = (path: string): string | null =>
  UNPAGINATED.test(path) ? path.replace(UNPAGINATED, '') : null;

export const withId = (template: string, id: number): string =>
  template.replace('{id}', String(id));
