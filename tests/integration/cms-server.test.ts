/**
 * The reference CMS over real HTTP, one case per quirk of the back office (CMS-API.md), each
 * against a small invented snapshot in the v2 shape.
 */
import { spawn } from 'node:child_process';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { startCmsServer, type CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { writeSnapshot } from '../../scripts/lib/pull/snapshot-writer.ts';
import type { RecordOf, Snapshot } from '../../src/cms/schema.ts';
import {
  baseSettings,
  inventedSnapshot,
  writeInventedSnapshot,
} from '../helpers/invented-snapshot.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

const ORIGIN = {
  source: { api: 'http://cms.invalid', media: 'http://cms.invalid' },
  pulledAt: '2026-01-01T00:00:00Z',
};

async function serve(
  snapshot: Snapshot,
  media: Record<string, string> = {},
  options: Partial<CmsServerOptions> = {},
) {
  const snapshotDir = await writeInventedSnapshot(snapshot, media);
  const cms = await startCmsServer({ snapshotDir, endpoints: DEFAULT_ENDPOINTS, ...options });
  cleanup.push(() => cms.close());
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${cms.url}${path}`, { headers, redirect: 'manual' });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
    };
  };
  return { cms, snapshotDir, get };
}

const team = (
  id: number,
  name: string,
  extra: Partial<RecordOf<'team'>> = {},
): RecordOf<'team'> => ({
  id,
  name,
  designation: 'Executive',
  serial_number: id,
  image: null,
  phone_number: null,
  email: null,
  ...extra,
});

const notice = (id: number, extra: Partial<RecordOf<'notices'>> = {}): RecordOf<'notices'> => ({
  id,
  title: `Notice ${id}`,
  date: '2025-03-01',
  note: null,
  file: null,
  show_on_homepage: false,
  ...extra,
});

const slide = (id: number, serial: number | null): RecordOf<'sliders'> => ({
  id,
  title: `<p>Slide ${id}</p>`,
  subtitle: null,
  details: null,
  image: `siteSettings/homePageSlider/slide-${id}.png`,
  link: 'https://example.org/more',
  serial_number: serial,
});

const employee = (
  id: number,
  first_name: string,
  designation: string | null,
): RecordOf<'employees'> => ({
  id,
  first_name,
  last_name: 'Example',
  email: `${first_name.toLowerCase()}@example.org`,
  primary_phone: null,
  image: null,
  designation,
});

const portfolio = (
  id: number,
  serial: number | null,
  title: string | null = null,
): RecordOf<'portfolios'> => ({
  id,
  title,
  slug: `Country ${id}`,
  image: null,
  serial_number: serial,
});

const HTML_404 = /^\n<!doctype html>\n<html lang="en">\n<head>\n {2}<title>Not Found<\/title>/;
const HTML_500 = /<title>Server Error \(500\)<\/title>/;
const keysOf = (value: object) => Object.keys(value);

describe('JSON as Django REST framework writes it', () => {
  it('writes compact UTF-8 JSON with non-ASCII as itself, as application/json', async () => {
    const { get } = await serve(inventedSnapshot({ notices: [notice(5, { title: 'ছুটি' })] }));
    const answer = await get('/notice/api/v1/notice/all/without_pagination/');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.text).toContain('"title":"ছুটি"');
    expect(answer.text).not.toMatch(/\\u|", "|": /);
  });

  it('sends a list serializer’s keys in its order: id, the e-mails, the columns, the times', async () => {
    const { get } = await serve(inventedSnapshot({ tables: { team: [team(1, 'Ana')] } }));
    const [member] = (await get('/team/api/v1/team/all/')).json().teams;
    expect(keysOf(member)).toEqual([
      'id',
      'created_by',
      'updated_by',
      'name',
      'employee_id',
      'phone_number',
      'email',
      'serial_number',
      'image',
      'designation',
      'created_at',
      'updated_at',
    ]);
    expect(member.created_by).toMatch(/@/);
  });

  it('sends a plain serializer’s keys in its order in a detail view: id, the columns, the times, the user ids', async () => {
    const { get } = await serve(inventedSnapshot({ tables: { team: [team(4, 'Ana')] } }));
    const member = (await get('/team/api/v1/team/4')).json();
    expect(keysOf(member).slice(0, 2)).toEqual(['id', 'name']);
    expect(keysOf(member).slice(-4)).toEqual([
      'created_at',
      'updated_at',
      'created_by',
      'updated_by',
    ]);
    expect(typeof member.created_by).toBe('number');
  });

  it('writes date-times in +06:00 with six-digit microseconds, left out when zero, the same on every run', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => team(index + 1, `Member ${index + 1}`));
    const { get } = await serve(inventedSnapshot({ tables: { team: rows } }));
    const first = (await get('/team/api/v1/team/all/?size=20')).json().teams;
    const times = first.flatMap((member: { created_at: string; updated_at: string }) => [
      member.created_at,
      member.updated_at,
    ]);
    for (const time of times)
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\+06:00$/);
    expect(times.some((time: string) => !time.includes('.'))).toBe(true);
    expect((await get('/team/api/v1/team/all/?size=20')).json().teams).toEqual(first);
  });
});

describe('file fields', () => {
  it('writes /media/ and the name encoded by filepath_to_uri, no host; null when empty', async () => {
    const settings = {
      ...baseSettings,
      logo: "siteSettings/logo/Ana_María_(v2)~'x'!.png",
      footer_logo: 'siteSettings/logo/a b+c&d.png',
    };
    const { get } = await serve(inventedSnapshot({ settings }));
    const [row] = (await get('/general_setting/api/v1/general_setting/all/')).json()
      .general_settings;
    expect(row.logo).toBe("/media/siteSettings/logo/Ana_Mar%C3%ADa_(v2)~'x'!.png");
    expect(row.footer_logo).toBe('/media/siteSettings/logo/a%20b%2Bc%26d.png');
    expect(row.favicon).toBeNull();
  });

  it('sends content images as bare storage names, neither /media/ nor encoded', async () => {
    const pages = [
      {
        id: 1,
        name: 'Home',
        blocks: [],
        images: [{ name: 'Brand', files: ['cms/ContentImage/Zoë logo.png'] }],
      },
    ];
    const { get } = await serve(
      inventedSnapshot({ menus: [{ id: 1, name: 'Home', parent: null, children: [] }], pages }),
    );
    const answer = await get(DEFAULT_ENDPOINTS.contentImages.replace('{id}', '1'));
    expect(answer.json()).toEqual({ content_images: { Brand: 'cms/ContentImage/Zoë logo.png' } });
  });

  it('writes the employees’ nested created_by.image as /media/ and the raw name, while their own image is encoded', async () => {
    const person = { ...employee(1, 'Zoë', null), image: 'users/Zoë.png' };
    const { get } = await serve(inventedSnapshot({ employees: [person] }));
    const [answer] = (await get(DEFAULT_ENDPOINTS.employees)).json().employees;
    expect(answer.created_by.image).toBe('/media/users/Zoë.png');
    expect(keysOf(answer.created_by)).toEqual([
      'id',
      'email',
      'first_name',
      'last_name',
      'username',
      'image',
    ]);
    expect(answer.image).toBe('/media/users/Zo%C3%AB.png');
  });
});

describe('the first slide, a plain Django view', () => {
  it('answers the slide with the highest id in Django’s JSON: \\u escapes, spaces after , and :, no Vary or Allow', async () => {
    const slides = [slide(2, 1), { ...slide(14, 2), subtitle: 'Café' }, slide(9, null)];
    const { get } = await serve(inventedSnapshot({ sliders: slides }));
    const answer = await get('/homepage_slider/api/v1/first_homepage_slider/');
    expect(answer.text).toMatch(
      /^\{"homepage_slider": \{"id": 14, "created_by": "editor@example\.org", /,
    );
    expect(answer.text).toContain('"subtitle": "Caf\\u00e9"');
    expect(answer.headers.get('vary')).toBeNull();
    expect(answer.headers.get('allow')).toBeNull();
    expect((await get(DEFAULT_ENDPOINTS.sliders)).headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('answers 404 {"detail": "No slider found."} when there is no slide', async () => {
    const { get } = await serve(inventedSnapshot());
    const answer = await get('/homepage_slider/api/v1/first_homepage_slider/');
    expect([answer.status, answer.text]).toEqual([404, '{"detail": "No slider found."}']);
  });
});

describe('menus, blocks and image groups', () => {
  const menus = [
    { id: 1, name: 'Home', parent: null, children: [] },
    {
      id: 2,
      name: 'Products',
      parent: null,
      children: [{ id: 3, name: 'Tea', parent: 2, children: [] }],
    },
  ];
  const groups = [
    { name: 'About', files: ['cms/ContentImage/about.png'] },
    { name: 'Web Design', files: ['cms/ContentImage/web-1.png', 'cms/ContentImage/web-2.png'] },
    {
      name: 'Brand',
      files: ['cms/ContentImage/b1.png', 'cms/ContentImage/b2.png', 'cms/ContentImage/b3.png'],
    },
    { name: 'Gallery', files: ['cms/ContentImage/g.png'] },
  ];
  const home = {
    id: 1,
    name: 'Home',
    blocks: [
      { name: 'About', html: '<p>About us</p>' },
      { name: '2024', html: '<p>A year</p>' },
      { name: 'Web Design', html: '' },
    ],
    images: groups,
  };
  const pages = [
    home,
    { id: 2, name: 'Products', blocks: [], images: [] },
    { id: 3, name: 'Tea', blocks: [], images: [] },
  ];
  const blocksOf = (id: string) => DEFAULT_ENDPOINTS.menuContents.replace('{id}', id);
  const imagesOf = (id: string) => DEFAULT_ENDPOINTS.contentImages.replace('{id}', id);

  it('nests the menus as {id, name, parent, children}', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    expect((await get(DEFAULT_ENDPOINTS.menus)).text).toBe(
      '{"menus":[{"id":1,"name":"Home","parent":null,"children":[]},{"id":2,"name":"Products","parent":null,"children":[{"id":3,"name":"Tea","parent":2,"children":[]}]}]}',
    );
  });

  it('answers a menu’s blocks in the page’s order, a number-like name in its place', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    expect((await get(blocksOf('1'))).text).toBe(
      '{"menu_contents":{"About":"<p>About us</p>","2024":"<p>A year</p>","Web Design":""}}',
    );
  });

  it('answers a menu without blocks with 204 and no body', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    expect(await get(blocksOf('2'))).toMatchObject({ status: 204, text: '' });
  });

  it('answers an unknown numeric menu id on the blocks endpoint with 204 too', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    expect(await get(blocksOf('99'))).toMatchObject({ status: 204, text: '' });
  });

  it('answers a non-numeric menu id on the blocks endpoint with Django’s HTML 500', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    const answer = await get(blocksOf('Home'));
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toMatch(HTML_500);
  });

  it('answers image groups in a hash order, whatever order the snapshot keeps them in; one file as a string, several as an array', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    const reversed = await serve(
      inventedSnapshot({
        menus,
        pages: [{ ...home, images: [...groups].reverse() }, ...pages.slice(1)],
      }),
    );
    const answer = (await get(imagesOf('1'))).json().content_images;
    expect(keysOf(answer)).toEqual(
      keysOf((await reversed.get(imagesOf('1'))).json().content_images),
    );
    expect(keysOf(answer)).not.toEqual(groups.map(({ name }) => name));
    expect(answer).toEqual({
      About: 'cms/ContentImage/about.png',
      'Web Design': ['cms/ContentImage/web-1.png', 'cms/ContentImage/web-2.png'],
      Brand: ['cms/ContentImage/b1.png', 'cms/ContentImage/b2.png', 'cms/ContentImage/b3.png'],
      Gallery: 'cms/ContentImage/g.png',
    });
  });

  it('answers a menu without images, or an unknown numeric id, with 200 and a null map', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    for (const id of ['2', '99'])
      expect(await get(imagesOf(id))).toMatchObject({
        status: 200,
        text: '{"content_images":null}',
      });
  });

  it('answers a non-digit menu id on the images endpoint with Django’s HTML 404', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    const answer = await get(imagesOf('Home'));
    expect(answer.status).toBe(404);
    expect(answer.text).toMatch(HTML_404);
  });
});

describe('the CMS menus as tables (CMS-API §2.17)', () => {
  const menus = [
    {
      id: 1,
      name: 'Home',
      parent: null,
      children: [{ id: 4, name: 'Tea', parent: 1, children: [] }],
    },
    { id: 2, name: 'Contact', parent: null, children: [] },
  ];
  const pages = [
    {
      id: 1,
      name: 'Home',
      blocks: [
        { name: 'About', html: '<p>Us</p>' },
        { name: 'Brand', html: '' },
      ],
      images: [{ name: 'Brand', files: ['cms/ContentImage/Zoë.png'] }],
    },
    { id: 4, name: 'Tea', blocks: [], images: [] },
    { id: 2, name: 'Contact', blocks: [], images: [] },
  ];

  it('lists every block as menu_items, newest first, with its menu nested and its ids in creation order', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    const items = (
      await get('/cms_menu_content/api/v1/cms_menu_content/without_pagination/all/')
    ).json().menu_items;
    expect(items.map(({ name }: { name: string }) => name)).toEqual(['Brand', 'About']);
    expect(keysOf(items[0])).toEqual([
      'id',
      'cms_menu',
      'created_by',
      'updated_by',
      'name',
      'value',
      'created_at',
      'updated_at',
    ]);
    expect(items[0].cms_menu).toEqual({ id: 1, name: 'Home', parent: null });
    const detail = (await get(`/cms_menu_content/api/v1/cms_menu_content/${items[1].id}`)).json();
    expect(keysOf(detail)).toEqual([
      'id',
      'name',
      'value',
      'created_at',
      'updated_at',
      'cms_menu',
      'created_by',
      'updated_by',
    ]);
    expect(detail.cms_menu).toBe(1);
  });

  it('lists the menus flat by position, a child with its parent as {id, name}', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    expect((await get('/cms_menu/api/v1/cms_menu/without_pagination/all/')).text).toBe(
      '{"menus":[{"id":1,"name":"Home","parent":null},{"id":4,"name":"Tea","parent":{"id":1,"name":"Home"}},{"id":2,"name":"Contact","parent":null}]}',
    );
    expect((await get('/cms_menu/api/v1/cms_menu/9')).json()).toEqual({
      detail: "CMSMenu id - 9 does't exists",
    });
  });

  it('answers a menu’s blocks and images together with the images always []', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    const path = '/cms_menu/api/v1/cms_menu/get_all_menu_content_and_image_by_cms_menu_id/';
    expect((await get(`${path}1`)).text).toBe(
      '{"menu_contents":{"About":"<p>Us</p>","Brand":""},"content_images":[]}',
    );
    expect((await get(`${path}4`)).text).toBe('{"menu_contents":[],"content_images":[]}');
  });

  it('lists image rows with encoded /media/ URLs, and answers 400 for a menu without any', async () => {
    const { get } = await serve(inventedSnapshot({ menus, pages }));
    const [row] = (await get('/cms_menu_content_image/api/v1/cms_menu_content_image/all/')).json()
      .content_images;
    expect(row).toMatchObject({ head: 'Brand', image: '/media/cms/ContentImage/Zo%C3%AB.png' });
    const none = await get(
      '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/4',
    );
    expect([none.status, none.json()]).toEqual([
      400,
      { detail: "CMSMenuContentImage with menu 4 does't exist" },
    ]);
  });
});

describe('detail views and errors', () => {
  it('answers an unknown notice id with 400 and the code’s message', async () => {
    const { get } = await serve(inventedSnapshot({ notices: [notice(5)] }));
    const answer = await get('/notice/api/v1/notice/42');
    expect([answer.status, answer.text]).toEqual([
      400,
      '{"detail":"notice id - 42 doesn\'t exists"}',
    ]);
    expect((await get('/notice/api/v1/notice/5')).json()).toMatchObject({
      id: 5,
      title: 'Notice 5',
    });
  });

  it.each([
    ['/about/api/v1/about/9', "About id - 9 does't exists"],
    ['/mission_vision/api/v1/mission_vision/9', "MissionVission id - 9 does't exists"],
    ['/team/api/v1/team/9', "Team id - 9 does't exists"],
    ['/company_message/api/v1/company_message/9', "OurCompanyMessage id - 9 does't exists"],
    ['/sister_concern/api/v1/sister_concern/9', "SisterConcern id - 9 doesn't exist"],
    ['/gallery/api/v1/gallery/9', "Gallery id - 9 does't exists"],
    ['/profile/api/v1/profile/9', "Profile id - 9 does't exists"],
    ['/portfolio/api/v1/portfolio/9', "Portfolio id - 9 does't exists"],
    ['/testimonial/api/v1/testimonial/9', "Testimonial id - 9 does't exists"],
    ['/client/api/v1/client/9', "Client id - 9 does't exists"],
    ['/product/api/v1/product/9', "Product id - 9 does't exists"],
    ['/service_slider/api/v1/service_slider/9', "ServiceSlider id - 9 does't exists"],
    ['/homepage_slider/api/v1/homepage_slider/9', "HomePageSlider id - 9 does't exists"],
    ['/general_setting/api/v1/general_setting/9', "GeneralSetting id - 9 does't exists"],
    ['/circular/api/v1/circular/9', "circular id - 9 doesn't exists"],
    ['/designation/api/v1/designation/9', "Designation id - 9 doesn't exists"],
  ])(
    'answers an unknown id on %s with 400 and its own message, typos kept',
    async (path, detail) => {
      const { get } = await serve(inventedSnapshot());
      const answer = await get(path);
      expect([answer.status, answer.json()]).toEqual([400, { detail }]);
    },
  );

  it('answers an unknown employee id with 200 and a detail', async () => {
    const { get } = await serve(inventedSnapshot());
    const answer = await get('/employee/api/v1/employee/9');
    expect([answer.status, answer.json()]).toEqual([
      200,
      { detail: "Employee id - 9 doesn't exists" },
    ]);
  });

  it('answers an unknown path, or a non-digit id where an int is expected, with Django’s HTML 404', async () => {
    const { get } = await serve(inventedSnapshot({ notices: [notice(5)] }));
    for (const path of [
      '/nothing/here/',
      '/notice/api/v1/notice/five',
      '/menu_item/api/v1/menu_item/all/',
    ]) {
      const answer = await get(path);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([
        404,
        'text/html; charset=utf-8',
      ]);
      expect(answer.text).toMatch(HTML_404);
    }
  });

  it('redirects a list URL asked without its trailing slash with 301, query kept', async () => {
    const { get } = await serve(inventedSnapshot());
    const answer = await get('/team/api/v1/team/all?size=100');
    expect([answer.status, answer.headers.get('location'), answer.text]).toEqual([
      301,
      '/team/api/v1/team/all/?size=100',
      '',
    ]);
  });

  it('answers a detail URL asked with a trailing slash with 404', async () => {
    const { get } = await serve(inventedSnapshot({ notices: [notice(5)] }));
    expect((await get('/notice/api/v1/notice/5/')).status).toBe(404);
  });

  it('does not serve Part 4’s views: contact messages, customers, vendors, users', async () => {
    const { get } = await serve(inventedSnapshot());
    for (const path of [
      '/contact/api/v1/contact/all/',
      '/customer/api/v1/customer/all/',
      '/vendor/api/v1/vendor/without_pagination/all/',
      '/user/api/v1/user/all/',
      '/admin/',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('refuses a Bearer token it cannot verify with 401, even on a public list, while /media/ takes no notice', async () => {
    const { get } = await serve(
      inventedSnapshot({ notices: [notice(5, { file: 'notice/notice/a.pdf' })] }),
      { 'notice/notice/a.pdf': '%PDF-1.4' },
    );
    const list = '/notice/api/v1/notice/all/without_pagination/';
    const stale = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.expired' };
    expect((await get(list)).status).toBe(200);
    expect((await get(list, { authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(200);
    const refused = await get(list, stale);
    expect([refused.status, refused.json()]).toEqual([
      401,
      expect.objectContaining({ code: 'token_not_valid' }),
    ]);
    expect((await get(list, { authorization: 'Bearer' })).json()).toMatchObject({
      code: 'bad_authorization_header',
    });
    expect((await get('/media/notice/notice/a.pdf', stale)).status).toBe(200);
  });

  it('answers the notice search, which needs a login, with 401', async () => {
    const { get } = await serve(inventedSnapshot());
    expect((await get('/notice/api/v1/notice/search/')).status).toBe(401);
  });
});

describe('pagination', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => team(index + 1, `Member ${index + 1}`));
  const numbers = (body: Record<string, unknown>) => ({
    ...body,
    teams: (body.teams as Array<{ id: number }>).map(({ id }) => id),
  });

  it('answers page 1 of size 10 by default, in the wrapper {key, page, size, total_pages, total_elements}', async () => {
    const { get } = await serve(inventedSnapshot({ tables: { team: twelve } }));
    const answer = (await get('/team/api/v1/team/all/')).json();
    expect(keysOf(answer)).toEqual(['teams', 'page', 'size', 'total_pages', 'total_elements']);
    expect(numbers(answer)).toEqual({
      teams: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3],
      page: 1,
      size: 10,
      total_pages: 2,
      total_elements: 12,
    });
  });

  it('reads size as digits only and caps it at 100', async () => {
    const { get } = await serve(inventedSnapshot({ tables: { team: twelve } }));
    expect((await get('/team/api/v1/team/all/?size=500')).json()).toMatchObject({
      size: 100,
      total_pages: 1,
    });
    expect((await get('/team/api/v1/team/all/?size=abc')).json()).toMatchObject({ size: 10 });
    expect((await get('/team/api/v1/team/all/?size=5')).json()).toMatchObject({
      size: 5,
      total_pages: 3,
    });
  });

  it('answers size=0 with Django’s HTML 500', async () => {
    const { get } = await serve(inventedSnapshot({ tables: { team: twelve } }));
    const answer = await get('/team/api/v1/team/all/?size=0');
    expect(answer.status).toBe(500);
    expect(answer.text).toMatch(HTML_500);
  });

  it('answers the last page, with its number, for a page past the end or page 0; ignores a page that is not digits', async () => {
    const { get } = await serve(inventedSnapshot({ tables: { team: twelve } }));
    for (const page of ['9', '0'])
      expect(numbers((await get(`/team/api/v1/team/all/?page=${page}`)).json())).toMatchObject({
        teams: [2, 1],
        page: 2,
      });
    expect((await get('/team/api/v1/team/all/?page=-1')).json()).toMatchObject({ page: 1 });
  });

  it('answers an empty table as page 1 of 1', async () => {
    const { get } = await serve(inventedSnapshot());
    expect((await get('/about/api/v1/about/all/?page=3')).text).toBe(
      '{"abouts":[],"page":1,"size":10,"total_pages":1,"total_elements":0}',
    );
  });

  it('takes the default size from the pageSize option', async () => {
    const { get } = await serve(
      inventedSnapshot({ tables: { team: twelve } }),
      {},
      { pageSize: 4 },
    );
    expect((await get('/team/api/v1/team/all/')).json()).toMatchObject({ size: 4, total_pages: 3 });
  });

  it('searches trimmed, spaces collapsed, case-insensitively, while total_elements still counts the whole table', async () => {
    const rows = [...twelve, team(13, 'Ana Maria Rahman'), team(14, 'ANA MARIA Khan')];
    const { get } = await serve(inventedSnapshot({ tables: { team: rows } }));
    const answer = (
      await get('/team/api/v1/team/all/?searchKey=%20%20ana%20%20%20maria%20')
    ).json();
    expect(numbers(answer)).toEqual({
      teams: [14, 13],
      page: 1,
      size: 10,
      total_pages: 1,
      total_elements: 14,
    });
  });

  it('answers every row on the unpaginated variants', async () => {
    const gallery = Array.from({ length: 13 }, (_, index) => ({
      id: index + 1,
      image: `siteSettings/gallery/${index + 1}.webp`,
    }));
    const { get } = await serve(
      inventedSnapshot({
        tables: { gallery },
        notices: Array.from({ length: 12 }, (_, index) => notice(index + 1)),
      }),
    );
    const all = (await get('/gallery/api/v1/gallery/all/wp/')).json();
    expect(keysOf(all)).toEqual(['galleries']);
    expect(all.galleries).toHaveLength(13);
    expect(
      (await get('/notice/api/v1/notice/all/without_pagination/')).json().notices,
    ).toHaveLength(12);
    expect((await get('/gallery/api/v1/gallery/all/')).json().galleries).toHaveLength(10);
  });

  it("answers Django's 404 on every unpaginated variant of an installation without them, while the paginated lists answer", async () => {
    const { get } = await serve(
      inventedSnapshot({ notices: [notice(1)] }),
      {},
      { withoutUnpaginated: true },
    );
    for (const path of [
      '/notice/api/v1/notice/all/without_pagination/',
      '/homepage_slider/api/v1/homepage_slider/wp/all/',
      '/gallery/api/v1/gallery/all/wp/',
      '/employee/api/v1/employee/without_paginaiton/all/',
    ]) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.text).toMatch(HTML_404);
    }
    expect((await get('/notice/api/v1/notice/all/')).json()).toMatchObject({
      notices: [{ id: 1 }],
      total_pages: 1,
    });
  });
});

describe('orders', () => {
  it('lists newest id first, whatever the snapshot’s order', async () => {
    const notices = [
      notice(5, { date: '2025-03-01' }),
      notice(9, { date: null }),
      notice(7, { date: '2025-01-10' }),
    ];
    const { get } = await serve(inventedSnapshot({ notices }));
    const ids = (await get(DEFAULT_ENDPOINTS.notices))
      .json()
      .notices.map(({ id }: { id: number }) => id);
    expect(ids).toEqual([9, 7, 5]);
  });

  it('lists the unpaginated slides and the portfolio by serial number, nulls last', async () => {
    const { get } = await serve(
      inventedSnapshot({
        sliders: [slide(1, 2), slide(2, null), slide(3, 1)],
        tables: { portfolios: [portfolio(1, null), portfolio(2, 2), portfolio(3, 1)] },
      }),
    );
    const ids = (list: Array<{ id: number }>) => list.map(({ id }) => id);
    expect(
      ids((await get('/homepage_slider/api/v1/homepage_slider/wp/all/')).json().homepage_sliders),
    ).toEqual([3, 1, 2]);
    expect(
      ids((await get('/homepage_slider/api/v1/homepage_slider/all/')).json().homepage_sliders),
    ).toEqual([3, 2, 1]);
    for (const path of [
      '/portfolio/api/v1/portfolio/all/wp/',
      '/portfolio/api/v1/portfolio/all/',
      '/portfolio/api/v1/portfolio/is_portfolio/all/',
    ]) {
      expect(ids((await get(path)).json().portfolios)).toEqual([3, 2, 1]);
    }
  });

  it('lists employees by first name and designations by name', async () => {
    const employees = [
      employee(1, 'Rafi', 'Office Coordinator'),
      employee(2, 'Ana', 'Driver'),
      employee(3, 'Mita', 'Office Coordinator'),
    ];
    const { get } = await serve(inventedSnapshot({ employees }));
    expect(
      (await get(DEFAULT_ENDPOINTS.employees))
        .json()
        .employees.map(({ first_name }: { first_name: string }) => first_name),
    ).toEqual(['Ana', 'Mita', 'Rafi']);
    expect(
      (await get(DEFAULT_ENDPOINTS.designations))
        .json()
        .designations.map(({ name }: { name: string }) => name),
    ).toEqual(['Driver', 'Office Coordinator']);
  });
});

describe('each table’s own shape', () => {
  it('sends the settings’ 24 fields and no pop-up slider', async () => {
    const { get } = await serve(
      inventedSnapshot({ settings: { ...baseSettings, id: 3, slider: 'siteSettings/popup.png' } }),
    );
    const answer = (await get(DEFAULT_ENDPOINTS.settings)).json();
    expect(answer).toMatchObject({ page: 1, size: 10, total_pages: 1, total_elements: 1 });
    const [row] = answer.general_settings;
    expect(keysOf(row)).toHaveLength(24);
    expect(keysOf(row)).not.toContain('slider');
    expect(row).toMatchObject({
      id: 3,
      site_name: 'Example Group',
      email2: null,
      linkedin_url: null,
      footer_logo: null,
    });
    expect((await get('/general_setting/api/v1/general_setting/3')).json().created_by).toMatch(/@/);
  });

  it('sends slides without a link', async () => {
    const { get } = await serve(inventedSnapshot({ sliders: [slide(1, 1)] }));
    const [row] = (await get(DEFAULT_ENDPOINTS.sliders)).json().homepage_sliders;
    expect(keysOf(row)).toEqual([
      'id',
      'created_by',
      'updated_by',
      'title',
      'subtitle',
      'serial_number',
      'image',
      'details',
      'created_at',
      'updated_at',
    ]);
  });

  it('sends notices and circulars with the user ids last and a file of any type', async () => {
    const file = 'notice/notice/None__20250403.png';
    const { get } = await serve(
      inventedSnapshot({
        notices: [notice(9, { title: null, date: null, file })],
        circulars: [notice(3)],
      }),
    );
    const [row] = (await get(DEFAULT_ENDPOINTS.notices)).json().notices;
    expect(keysOf(row)).toEqual([
      'id',
      'title',
      'date',
      'note',
      'file',
      'show_on_homepage',
      'created_at',
      'updated_at',
      'created_by',
      'updated_by',
    ]);
    expect(row).toMatchObject({
      title: null,
      date: null,
      file: `/media/${file}`,
      created_by: 1,
      updated_by: 1,
    });
    expect(keysOf((await get(DEFAULT_ENDPOINTS.circulars)).json().circulars[0])).toEqual(
      keysOf(row),
    );
  });

  it('sends every employee column, designation as a bare id the designation list names', async () => {
    const { get } = await serve(
      inventedSnapshot({
        employees: [employee(1, 'Rafi', 'Office Coordinator'), employee(2, 'Ana', null)],
      }),
    );
    const [ana, rafi] = (await get(DEFAULT_ENDPOINTS.employees)).json().employees;
    expect(keysOf(rafi)).toHaveLength(38);
    expect(keysOf(rafi).slice(0, 9)).toEqual([
      'id',
      'role',
      'thana',
      'city',
      'country',
      'department',
      'branch',
      'created_by',
      'updated_by',
    ]);
    expect(keysOf(rafi).at(-1)).toBe('designation');
    expect(rafi).toMatchObject({
      nid: null,
      basic_money: null,
      is_active: true,
      email: 'rafi@example.org',
    });
    expect(ana.designation).toBeNull();
    const designations = (await get(DEFAULT_ENDPOINTS.designations)).json().designations;
    expect(designations.find(({ id }: { id: number }) => id === rafi.designation)?.name).toBe(
      'Office Coordinator',
    );
    const detail = (await get('/employee/api/v1/employee/1')).json();
    expect(keysOf(detail).slice(-9)).toEqual([
      'role',
      'thana',
      'city',
      'country',
      'created_by',
      'updated_by',
      'department',
      'branch',
      'designation',
    ]);
  });

  it('sends the team’s designation as text and "undefined" where the snapshot has no phone, e-mail or staff number', async () => {
    const { get } = await serve(
      inventedSnapshot({ tables: { team: [team(1, 'Ana', { phone_number: '01700000000' })] } }),
    );
    const [row] = (await get('/team/api/v1/team/all/')).json().teams;
    expect(row).toMatchObject({
      designation: 'Executive',
      phone_number: '01700000000',
      email: 'undefined',
      employee_id: 'undefined',
    });
  });

  it('sends an about row’s icon as "undefined"', async () => {
    const about = {
      id: 1,
      title: '',
      serial_number: null,
      image: null,
      content_type: 'About us',
      details: '<p>Us</p>',
    };
    const { get } = await serve(inventedSnapshot({ tables: { abouts: [about] } }));
    const [row] = (await get('/about/api/v1/about/all/')).json().abouts;
    expect(keysOf(row)).toEqual([
      'id',
      'created_by',
      'updated_by',
      'title',
      'serial_number',
      'image',
      'icon',
      'content_type',
      'details',
      'created_at',
      'updated_at',
    ]);
    expect(row.icon).toBe('undefined');
  });

  it('lists sister concerns with the plain serializer and no images; the detail view adds them after the id', async () => {
    const company = {
      id: 2,
      title: 'Example Overseas (RL-0000)',
      description: null,
      business_name: null,
      serial_number: 1,
      image: null,
      images: [
        'siteSettings/sister_concern_image/b.png',
        'siteSettings/sister_concern_image/a.png',
      ],
    };
    const { get } = await serve(inventedSnapshot({ tables: { companies: [company] } }));
    const [row] = (await get(DEFAULT_ENDPOINTS.companies)).json().sister_concerns;
    expect(keysOf(row)).toEqual([
      'id',
      'title',
      'description',
      'business_name',
      'serial_number',
      'image',
      'created_at',
      'updated_at',
      'created_by',
      'updated_by',
    ]);
    const detail = (await get('/sister_concern/api/v1/sister_concern/2')).json();
    expect(keysOf(detail).slice(0, 3)).toEqual(['id', 'images', 'title']);
    expect(detail.images.map(({ image }: { image: string }) => image)).toEqual(
      company.images.map((name) => `/media/${name}`),
    );
    const [newest, older] = detail.images;
    expect(newest.id).toBeGreaterThan(older.id);
  });

  it('answers the portfolio list with ?category= by HTML 500, and a search in no particular order', async () => {
    const { get } = await serve(
      inventedSnapshot({
        tables: { portfolios: [portfolio(1, 2, 'Gulf Trading'), portfolio(2, 1, 'Gulf Works')] },
      }),
    );
    expect((await get('/portfolio/api/v1/portfolio/all/?category=3')).status).toBe(500);
    expect((await get('/portfolio/api/v1/portfolio/all/?category=')).status).toBe(200);
    const found = (await get('/portfolio/api/v1/portfolio/all/?searchKey=gulf')).json().portfolios;
    expect(found.map(({ id }: { id: number }) => id).sort()).toEqual([1, 2]);
  });

  it('serves the other Part 2 lists, empty where the snapshot has no data', async () => {
    const { get } = await serve(inventedSnapshot());
    for (const [path, key] of [
      ['/product/api/v1/product/all/', 'products'],
      ['/portfolio_category/api/v1/portfolio_category/all/', 'portfolio_categories'],
      ['/mission_vision/api/v1/mission_vision/all/', 'mission_visions'],
      ['/company_message/api/v1/company_message/all/', 'company_messages'],
      ['/client/api/v1/client/all/', 'clients'],
      ['/employee/api/v1/employee/all/', 'employees'],
      ['/designation/api/v1/designation/all/', 'designations'],
    ]) {
      expect((await get(path!)).json()).toEqual({
        [key!]: [],
        page: 1,
        size: 10,
        total_pages: 1,
        total_elements: 0,
      });
    }
  });
});

describe('configured paths', () => {
  it('answers where the endpoint configuration says, and no longer at the default path', async () => {
    const endpoints = { ...DEFAULT_ENDPOINTS, team: '/staff/list/', notice: '/notices/one/{id}' };
    const { get } = await serve(
      inventedSnapshot({ tables: { team: [team(1, 'Ana')] }, notices: [notice(5)] }),
      {},
      { endpoints },
    );
    expect((await get('/staff/list/')).json().teams).toHaveLength(1);
    expect((await get('/team/api/v1/team/all/')).status).toBe(404);
    expect((await get('/notices/one/5')).json().id).toBe(5);
    expect((await get('/staff/list')).headers.get('location')).toBe('/staff/list/');
  });
});

describe('media as Apache serves them', () => {
  const media = {
    'logo/Zoë.png': 'png bytes',
    'portfolio/flag.jfif': 'jfif bytes',
    'siteSettings/favicon.ico': 'ico bytes',
    'notice/notice/Rules__20250403.docx': 'docx bytes',
  };
  const withMedia = () => serve(inventedSnapshot(), media);

  it('serves a file at /media/ and its encoded name, with ETag and Last-Modified', async () => {
    const { get, snapshotDir } = await withMedia();
    await utimes(
      join(snapshotDir, 'media/logo/Zoë.png'),
      new Date('2025-05-06T08:03:27Z'),
      new Date('2025-05-06T08:03:27Z'),
    );
    const answer = await get('/media/logo/Zo%C3%AB.png');
    expect([answer.status, answer.text]).toEqual([200, 'png bytes']);
    expect(answer.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(answer.headers.get('last-modified')).toBe('Tue, 06 May 2025 08:03:27 GMT');
  });

  it('answers 304 on a matching If-None-Match, or on If-Modified-Since when no ETag is sent', async () => {
    const { get } = await withMedia();
    const first = await get('/media/logo/Zo%C3%AB.png');
    const [etag, modified] = [first.headers.get('etag')!, first.headers.get('last-modified')!];
    expect((await get('/media/logo/Zo%C3%AB.png', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/media/logo/Zo%C3%AB.png', { 'if-modified-since': modified })).status).toBe(
      304,
    );
    expect(
      (
        await get('/media/logo/Zo%C3%AB.png', {
          'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await get('/media/logo/Zo%C3%AB.png', {
          'if-none-match': '"other"',
          'if-modified-since': modified,
        })
      ).status,
    ).toBe(200);
  });

  it('answers a missing file with Apache’s own HTML 404, not Django’s', async () => {
    const { get } = await withMedia();
    for (const path of ['/media/logo/gone.png', '/media/logo%2FZo%C3%AB.png']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('<title>404 Not Found</title>');
    }
  });

  it('sends the Content-Type of Apache’s mime.types: .jfif as image/jpeg, .ico as image/vnd.microsoft.icon, office documents', async () => {
    const { get } = await withMedia();
    const typeOf = async (path: string) => (await get(path)).headers.get('content-type');
    expect(await typeOf('/media/portfolio/flag.jfif')).toBe('image/jpeg');
    expect(await typeOf('/media/siteSettings/favicon.ico')).toBe('image/vnd.microsoft.icon');
    expect(await typeOf('/media/notice/notice/Rules__20250403.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('fault injection', () => {
  const faulty = (options: Partial<CmsServerOptions>) =>
    serve(inventedSnapshot({ notices: [notice(5)] }), {}, options);

  it('answers a fixed status as an HTML page, the first N times only', async () => {
    const { get } = await faulty({
      faults: [{ pattern: /notice\/all/, kind: 'status', status: 503, times: 1 }],
    });
    const first = await get(DEFAULT_ENDPOINTS.notices);
    expect([first.status, first.headers.get('content-type')]).toEqual([
      503,
      'text/html; charset=utf-8',
    ]);
    expect((await get(DEFAULT_ENDPOINTS.notices)).status).toBe(200);
  });

  it('sends truncated JSON, or an HTML page with 200', async () => {
    const { get } = await faulty({
      faults: [
        { pattern: /notice\/all/, kind: 'malformed' },
        { pattern: /nested/, kind: 'html' },
      ],
    });
    const malformed = await get(DEFAULT_ENDPOINTS.notices);
    expect(() => malformed.json()).toThrow();
    const html = await get(DEFAULT_ENDPOINTS.menus);
    expect([html.status, html.text]).toEqual([
      200,
      expect.stringContaining('<h1>Maintenance</h1>'),
    ]);
  });

  it('drops the connection on reset, and fails a seeded fraction of requests with 500', async () => {
    const { get } = await faulty({ faults: [{ pattern: /nested/, kind: 'reset' }] });
    await expect(get(DEFAULT_ENDPOINTS.menus)).rejects.toThrow();
    const flaky = await faulty({ failRate: 0.5, seed: 7 });
    const statuses = [];
    for (let index = 0; index < 20; index += 1)
      statuses.push((await flaky.get(DEFAULT_ENDPOINTS.notices)).status);
    const again = await faulty({ failRate: 0.5, seed: 7 });
    const repeated = [];
    for (let index = 0; index < 20; index += 1)
      repeated.push((await again.get(DEFAULT_ENDPOINTS.notices)).status);
    expect(new Set(statuses)).toEqual(new Set([200, 500]));
    expect(repeated).toEqual(statuses);
  });

  it('lets a test rewrite a JSON answer', async () => {
    const { get } = await faulty({
      transform: (path, body) => (path.includes('notice/all') ? { notices: 'wrong' } : body),
    });
    expect((await get(DEFAULT_ENDPOINTS.notices)).text).toBe('{"notices":"wrong"}');
  });

  it('reads the snapshot folder again on reload', async () => {
    const { cms, snapshotDir, get } = await faulty({});
    await writeSnapshot(
      snapshotDir,
      inventedSnapshot({ notices: [notice(5), notice(6)] }),
      {},
      ORIGIN,
    );
    expect((await get(DEFAULT_ENDPOINTS.notices)).json().notices).toHaveLength(1);
    await cms.reload();
    expect((await get(DEFAULT_ENDPOINTS.notices)).json().notices).toHaveLength(2);
  });
});

describe('the CLI', () => {
  it('serves a snapshot with the flags for page size and faults', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => team(index + 1, `Member ${index + 1}`));
    const snapshotDir = await writeInventedSnapshot(inventedSnapshot({ tables: { team: rows } }));
    const child = spawn(
      process.execPath,
      [
        'scripts/cms.ts',
        '--snapshot',
        snapshotDir,
        '--port',
        '0',
        '--page-size',
        '2',
        '--fail',
        'about=503',
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanup.push(async () => void child.kill());
    let output = '';
    child.stdout.setEncoding('utf8');
    const exited = once(child, 'exit').then(() => {
      throw new Error(`the CLI exited: ${output}`);
    });
    while (!/at (http:\S+)/.test(output))
      output += (await Promise.race([once(child.stdout, 'data'), exited]))[0];
    const url = /at (http:\S+)/.exec(output)![1];
    expect((await (await fetch(`${url}/team/api/v1/team/all/`)).json()).total_pages).toBe(3);
    expect((await fetch(`${url}/about/api/v1/about/all/`)).status).toBe(503);
  });
});
