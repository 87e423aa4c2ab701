/** The reference CMS's lists over real HTTP (CMS-API.md): pagination, orders, each table's shape, configured paths. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { baseSettings, inventedSnapshot } from '../helpers/invented-snapshot.ts';
import {
  employee,
  HTML_404,
  HTML_500,
  keysOf,
  notice,
  portfolio,
  serve,
  slide,
  team,
} from '../helpers/reference-cms-cases.ts';

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
