/**
 * The CMS read API's paths (CMS-API.md). Deployments of this back office differ, so each
 * path can be overridden: first from a JSON file named by CMS_ENDPOINTS_FILE, then from
 * one env var per path. The pull and the reference CMS read the same object.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { formatZodError } from '../../src/cms/zod-errors.ts';

export const DEFAULT_ENDPOINTS = {
  sliders: '/homepage_slider/api/v1/homepage_slider/all/',
  settings: '/general_setting/api/v1/general_setting/all/',
  notices: '/notice/api/v1/notice/all/without_pagination/',
  notice: '/notice/api/v1/notice/{id}',
  menus: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
  menuContents: '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/{id}',
  contentImages: '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/{id}',
  // The typo is the real server's; deployments that fixed it override this path.
  employees: '/employee/api/v1/employee/without_paginaiton/all/',
};
export type Endpoints = typeof DEFAULT_ENDPOINTS;
export type EndpointName = keyof Endpoints;

export const ENDPOINT_ENV: Record<EndpointName, string> = {
  sliders: 'CMS_PATH_SLIDERS',
  settings: 'CMS_PATH_SETTINGS',
  notices: 'CMS_PATH_NOTICES',
  notice: 'CMS_PATH_NOTICE',
  menus: 'CMS_PATH_MENUS',
  menuContents: 'CMS_PATH_MENU_CONTENTS',
  contentImages: 'CMS_PATH_CONTENT_IMAGES',
  employees: 'CMS_PATH_EMPLOYEES',
};

const WITH_ID: readonly EndpointName[] = ['notice', 'menuContents', 'contentImages'];

const path = z.string().startsWith('/', 'must start with "/"');
const EndpointsFileSchema = z.strictObject(Object.fromEntries(Object.keys(DEFAULT_ENDPOINTS).map((name) => [name, path.optional()])));

export function loadEndpoints(env: NodeJS.ProcessEnv = process.env): Endpoints {
  const endpoints = { ...DEFAULT_ENDPOINTS };
  if (env.CMS_ENDPOINTS_FILE) {
    const parsed = EndpointsFileSchema.safeParse(JSON.parse(readFileSync(env.CMS_ENDPOINTS_FILE, 'utf8')));
    if (!parsed.success) throw new Error(`CMS_ENDPOINTS_FILE ${env.CMS_ENDPOINTS_FILE}: ${formatZodError(parsed.error)}`);
    Object.assign(endpoints, parsed.data);
  }
  for (const name of Object.keys(ENDPOINT_ENV) as EndpointName[]) {
    const value = env[ENDPOINT_ENV[name]];
    if (value) endpoints[name] = value;
  }
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const value = endpoints[name];
    if (!value.startsWith('/')) throw new Error(`${ENDPOINT_ENV[name]}: "${value}" must start with "/"`);
    if (WITH_ID.includes(name) && !value.includes('{id}')) {
      throw new Error(`${ENDPOINT_ENV[name]}: "${value}" must contain {id}`);
    }
  }
  return endpoints;
}

export const withId = (template: string, id: number): string => template.replace('{id}', String(id));
