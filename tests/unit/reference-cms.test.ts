import { describe, expect, it } from 'vitest';
import { auditTimes, dhakaDateTime } from '../../scripts/lib/reference-cms/date-times.ts';
import { filepathToUri, fileUrl } from '../../scripts/lib/reference-cms/file-uri.ts';
import { djangoJson, drfJson } from '../../scripts/lib/reference-cms/json.ts';
import { apacheContentType, mediaName } from '../../scripts/lib/reference-cms/media.ts';
import { postgresInteger } from '../../scripts/lib/reference-cms/menus.ts';
import { bySerialNumber, hashOrder } from '../../scripts/lib/reference-cms/orderings.ts';
import { contains, paginate, searchTerm } from '../../scripts/lib/reference-cms/pagination.ts';
import { compileRoutes, resolve } from '../../scripts/lib/reference-cms/routes.ts';
import { json } from '../../scripts/lib/reference-cms/answers.ts';
import { tableRoutes } from '../../scripts/lib/reference-cms/table-routes.ts';
import { usualTable } from '../../scripts/lib/reference-cms/tables.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { inventedSnapshot } from '../helpers/invented-snapshot.ts';

const company = {
  description: null,
  business_name: null,
  serial_number: null,
  image: null,
  images: [],
};

describe("the back office's JSON", () => {
  it("writes DRF's compact JSON with non-ASCII as itself and the JavaScript line separators escaped", () => {
    expect(drfJson({ title: 'ছুটি', note: 'a\u2028b\u2029c', list: [1, null, true] })).toBe(
      '{"title":"ছুটি","note":"a\\u2028b\\u2029c","list":[1,null,true]}',
    );
  });

  it("writes Django's JSON with spaces and every non-ASCII character as \\u escapes, as Python does", () => {
    expect(djangoJson({ title: 'Café ছুটি 😀', del: '\u007f', empty: {}, list: [1, 2] })).toBe(
      '{"title": "Caf\\u00e9 \\u099b\\u09c1\\u099f\\u09bf \\ud83d\\ude00", "del": "\\u007f", "empty": {}, "list": [1, 2]}',
    );
  });

  it('keeps a Map in its order, a number-like key included', () => {
    const blocks = new Map([
      ['About', 'a'],
      ['2024', 'b'],
    ]);
    expect(drfJson({ menu_contents: blocks })).toBe('{"menu_contents":{"About":"a","2024":"b"}}');
  });
});

describe('file names as the back office writes them', () => {
  it("encodes every byte but letters, digits and / _ . - ~ ! * ( ) ' as %XX of UTF-8", () => {
    expect(filepathToUri('siteSettings/team/Ana_María_x7Qp2Lk.png')).toBe(
      'siteSettings/team/Ana_Mar%C3%ADa_x7Qp2Lk.png',
    );
    expect(filepathToUri("a_b.c-d~e!f*g(h)i'j.png")).toBe("a_b.c-d~e!f*g(h)i'j.png");
    expect(filepathToUri('a b+c&d%e#f?g.pdf')).toBe('a%20b%2Bc%26d%25e%23f%3Fg.pdf');
    expect(filepathToUri('notice\\ছট.pdf')).toBe('notice/%E0%A6%9B%E0%A6%9F.pdf');
  });

  it('adds /media/ and no host; an empty field is null', () => {
    expect(fileUrl('logo/Zoë.png')).toBe('/media/logo/Zo%C3%AB.png');
    expect(fileUrl(null)).toBeNull();
    expect(fileUrl('')).toBeNull();
  });
});

describe('date-times in Dhaka time', () => {
  it('writes +06:00 with six-digit microseconds, leaving out zero microseconds', () => {
    const epoch = Date.UTC(2025, 4, 6, 8, 3, 27) / 1000;
    expect(dhakaDateTime(epoch, 481_532)).toBe('2025-05-06T14:03:27.481532+06:00');
    expect(dhakaDateTime(epoch, 42)).toBe('2025-05-06T14:03:27.000042+06:00');
    expect(dhakaDateTime(epoch, 0)).toBe('2025-05-06T14:03:27+06:00');
  });

  it('derives a record’s times from its table and id: repeatable, later for a higher id, edited after creation', () => {
    expect(auditTimes('team', 4)).toEqual(auditTimes('team', 4));
    expect(auditTimes('team', 4)).not.toEqual(auditTimes('about', 4));
    const times = [1, 2, 3, 40].map((id) => auditTimes('team', id));
    const instant = (text: string) => Date.parse(text);
    for (const [index, { created_at, updated_at }] of times.entries()) {
      expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\+06:00$/);
      expect(instant(updated_at)).toBeGreaterThan(instant(created_at));
      if (index > 0)
        expect(instant(created_at)).toBeGreaterThan(instant(times[index - 1]!.created_at));
    }
  });
});

describe("the back office's orders", () => {
  it('sorts by serial number with nulls last, one number settled by id', () => {
    const rows = [
      { id: 1, serial_number: null },
      { id: 2, serial_number: 2 },
      { id: 3, serial_number: 1 },
      { id: 4, serial_number: 2 },
    ];
    expect([...rows].sort(bySerialNumber).map(({ id }) => id)).toEqual([3, 2, 4, 1]);
  });

  it('puts groups in a hash order that does not depend on the order they were given in', () => {
    const names = ['About', 'Web Design', 'Brand', 'Gallery', 'Partner One'];
    expect(hashOrder([...names].reverse())).toEqual(hashOrder(names));
    expect(new Set(hashOrder(names))).toEqual(new Set(names));
    expect(hashOrder(names)).not.toEqual(names);
  });
});

describe('pagination (CMS-API §1.2)', () => {
  const rows = Array.from({ length: 40 }, (_, index) => index + 1);
  const page = (query: string, items: readonly number[] = rows) =>
    paginate(items, new URLSearchParams(query), 10);

  it('answers page 1 of size 10 by default', () => {
    expect(page('')).toEqual({
      items: rows.slice(0, 10),
      page: 1,
      size: 10,
      total_pages: 4,
      total_elements: 40,
    });
  });

  it('reads size as digits only and caps it at 100', () => {
    expect(page('size=500')?.size).toBe(100);
    expect(page('size=abc')?.size).toBe(10);
    expect(page('size=-5')?.size).toBe(10);
    expect(page('size=007')?.size).toBe(7);
  });

  it('fails on size=0, as the back office divides by it', () => {
    expect(page('size=0')).toBeNull();
    expect(page('size=000')).toBeNull();
  });

  it('reads page as digits only', () => {
    for (const query of ['page=abc', 'page=-1', 'page=1.5']) expect(page(query)?.page).toBe(1);
  });

  it('answers the last page for a page past the end or page 0, with its number', () => {
    expect(page('page=9')).toMatchObject({ page: 4, items: rows.slice(30, 40) });
    expect(page('page=0')).toMatchObject({ page: 4 });
  });

  it('answers an empty table as page 1 of 1', () => {
    expect(page('page=3', [])).toEqual({
      items: [],
      page: 1,
      size: 10,
      total_pages: 1,
      total_elements: 0,
    });
  });

  it('takes the last of a repeated parameter, as Django does', () => {
    expect(page('size=5&size=20')?.size).toBe(20);
  });

  it('counts the whole table in total_elements and the matches in total_pages', () => {
    expect(paginate([1, 2], new URLSearchParams(), 10, 10)).toMatchObject({
      total_pages: 1,
      total_elements: 10,
    });
  });

  it('trims a search term and collapses its inner spaces; matches case-insensitively', () => {
    expect(searchTerm(new URLSearchParams('searchKey=%20%20ana%20%20%20maria%20'))).toBe(
      'ana maria',
    );
    expect(searchTerm(new URLSearchParams('searchKey=%20'))).toBeNull();
    expect(contains('Ana Maria Rahman', 'ANA MARIA')).toBe(true);
    expect(contains(null, 'ana')).toBe(false);
  });
});

describe('the blocks endpoint reads its id as Postgres casts text', () => {
  it('takes digits with a sign and spaces within 32 bits, and nothing else', () => {
    expect(postgresInteger('7')).toBe(7);
    expect(postgresInteger(' +7 ')).toBe(7);
    for (const text of ['abc', '1.5', '7a', '', '2147483648'])
      expect(postgresInteger(text)).toBeNull();
  });
});

describe("Apache's media folder", () => {
  it("gives each file the Content-Type of Debian's mime.types", () => {
    expect(apacheContentType('portfolio/flag.jfif')).toBe('image/jpeg');
    expect(apacheContentType('favicon.ICO')).toBe('image/vnd.microsoft.icon');
    expect(apacheContentType('notice/a.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(apacheContentType('notice/a.xls')).toBe('application/vnd.ms-excel');
    expect(apacheContentType('notice/a.pdf')).toBe('application/pdf');
    expect(apacheContentType('notice/README')).toBeUndefined();
  });

  it('decodes a /media/ path once and refuses what names no file inside the folder', () => {
    expect(mediaName('/media/logo/Zo%C3%AB.png')).toBe('logo/Zoë.png');
    expect(mediaName('/media/a%252Fb.png')).toBe('a%2Fb.png');
    for (const path of [
      '/media/a%2Fb.png',
      '/media/../etc/passwd',
      '/media/%2e%2e/x.png',
      '/media/%E0%A4.png',
    ])
      expect(mediaName(path)).toBeNull();
  });
});

describe("Django's URL resolution", () => {
  const routes = compileRoutes([
    { template: '/team/api/v1/team/all/', answer: () => json('list') },
    { template: '/team/api/v1/team/{id}', param: 'int', answer: ({ id }) => json(id) },
  ]);

  it('redirects a list URL asked without its slash, query kept', () => {
    expect(resolve(routes, '/team/api/v1/team/all', '?size=100')).toEqual({
      kind: 'empty',
      status: 301,
      headers: expect.objectContaining({ location: '/team/api/v1/team/all/?size=100' }),
    });
  });

  it('answers 404 for a detail URL with a slash and for a non-digit id', () => {
    expect(resolve(routes, '/team/api/v1/team/4', '')).toMatchObject({ kind: 'json', value: '4' });
    expect(resolve(routes, '/team/api/v1/team/4/', '')).toMatchObject({
      kind: 'html',
      status: 404,
    });
    expect(resolve(routes, '/team/api/v1/team/four', '')).toMatchObject({
      kind: 'html',
      status: 404,
    });
  });
});

describe('a content table of the contract the reference CMS has no entry for', () => {
  const snapshot = inventedSnapshot({
    tables: {
      companies: [
        { ...company, id: 3, title: 'Harbour Travel', images: ['siteSettings/a.png'] },
        { ...company, id: 7, title: 'Harbour Trade', images: [] },
      ],
      gallery: [
        { id: 1, image: 'siteSettings/gallery/one.png' },
        { id: 2, image: 'siteSettings/gallery/two.png' },
      ],
    },
  });
  const serve = (kind: 'companies' | 'gallery') =>
    compileRoutes(
      tableRoutes(usualTable(kind), {
        snapshot,
        endpoints: DEFAULT_ENDPOINTS,
        defaultSize: 10,
        withoutUnpaginated: false,
      }),
    );

  it('is answered where the pull asks, under its key, newest first, with its columns', () => {
    const answer = resolve(serve('companies'), DEFAULT_ENDPOINTS.companies, '');
    const rows = (answer as { value: { sister_concerns: Record<string, unknown>[] } }).value
      .sister_concerns;
    expect(rows.map((row) => row.title)).toEqual(['Harbour Trade', 'Harbour Travel']);
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['id', 'title', 'image']));
    expect(rows[0]).not.toHaveProperty('images');
    expect(resolve(serve('gallery'), DEFAULT_ENDPOINTS.gallery, '')).toMatchObject({
      value: { galleries: [{ id: 2 }, { id: 1 }] },
    });
  });

  it('has a detail view that refuses an unknown id', () => {
    const routes = serve('companies');
    expect(resolve(routes, '/sister_concern/api/v1/sister_concern/3', '')).toMatchObject({
      value: { id: 3, title: 'Harbour Travel' },
    });
    expect(resolve(routes, '/sister_concern/api/v1/sister_concern/9', '')).toMatchObject({
      status: 400,
      value: { detail: "companies id - 9 doesn't exist" },
    });
  });
});
