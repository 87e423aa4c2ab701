/**
 * The reference CMS over real HTTP, one case per quirk of the back office (CMS-API.md), each
 * against a small invented snapshot in the v2 shape: JSON, files, menus and errors. Lists are in
 * cms-server-lists.test.ts, media, faults and the CLI in cms-server-media.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { baseSettings, inventedSnapshot } from '../helpers/invented-snapshot.ts';
import {
  employee,
  HTML_404,
  HTML_500,
  keysOf,
  notice,
  serve,
  slide,
  team,
} from '../helpers/reference-cms-cases.ts';

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
