import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENDPOINTS,
  loadEndpoints,
  paginatedOf,
  withId,
} from '../../scripts/lib/settings/cms-endpoints.ts';
import { scratch } from '../helpers/scratch.ts';

describe('endpoints', () => {
  it('defaults to the paths of CMS-API.md, typo included', () => {
    expect(loadEndpoints({})).toEqual(DEFAULT_ENDPOINTS);
    expect(loadEndpoints({}).employees).toContain('without_paginaiton');
  });

  it('takes a file first, then one env var per path', async () => {
    const file = join(await scratch(), 'endpoints.json');
    await writeFile(
      file,
      JSON.stringify({
        employees: '/employee/api/v1/employee/without_pagination/all/',
        menus: '/from-file/',
      }),
    );
    const endpoints = loadEndpoints({ CMS_ENDPOINTS_FILE: file, CMS_PATH_MENUS: '/from-env/' });
    expect(endpoints.employees).toBe('/employee/api/v1/employee/without_pagination/all/');
    expect(endpoints.menus).toBe('/from-env/');
    expect(endpoints.notices).toBe(DEFAULT_ENDPOINTS.notices);
  });

  it('refuses paths that cannot work, naming the variable', async () => {
    expect(() => loadEndpoints({ CMS_PATH_MENUS: 'no-slash' })).toThrow(
      'CMS_PATH_MENUS: "no-slash" must start with "/"',
    );
    expect(() => loadEndpoints({ CMS_PATH_MENU_CONTENTS: '/contents/' })).toThrow(
      'CMS_PATH_MENU_CONTENTS: "/contents/" must contain {id}',
    );
    const file = join(await scratch(), 'endpoints.json');
    await writeFile(file, JSON.stringify({ menu: '/typo-in-key/' }));
    expect(() => loadEndpoints({ CMS_ENDPOINTS_FILE: file })).toThrow(/CMS_ENDPOINTS_FILE .*menu/);
  });

  it('fills the id into a path', () => {
    expect(withId(DEFAULT_ENDPOINTS.menuContents, 7)).toBe(
      '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/7',
    );
  });

  it('finds the paginated list of each unpaginated variant, however it is spelled', () => {
    expect(
      Object.fromEntries(
        (['sliders', 'notices', 'employees', 'circulars', 'gallery', 'portfolios'] as const).map(
          (name) => [name, paginatedOf(DEFAULT_ENDPOINTS[name])],
        ),
      ),
    ).toEqual({
      sliders: '/homepage_slider/api/v1/homepage_slider/all/',
      notices: '/notice/api/v1/notice/all/',
      employees: '/employee/api/v1/employee/all/',
      circulars: '/circular/api/v1/circular/all/',
      gallery: '/gallery/api/v1/gallery/all/',
      portfolios: '/portfolio/api/v1/portfolio/all/',
    });
    expect(paginatedOf(DEFAULT_ENDPOINTS.team)).toBeNull();
    expect(paginatedOf('/wpx/api/v1/wpx/all/')).toBeNull();
  });
});
