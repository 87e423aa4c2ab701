/**
 * The pull's normalisation of each quirk of the back office's answers (CMS-API §1.4 and Part 1),
 * each with a small invented record named for the quirk.
 */
import { describe, expect, it } from 'vitest';
import type { RawCms } from '../../scripts/lib/pull/cms-client.ts';
import {
  normaliseMenuPage,
  normaliseRecord,
  normaliseSnapshot,
  type NormaliseContext,
  type ResolveMedia,
} from '../../scripts/lib/pull/normalise.ts';
import { resolveMediaRef } from '../../scripts/lib/pull/media-path.ts';
import { RawMenusAnswerSchema, rawSchemaOf, TABLES, type LeftOut } from '../../src/cms/schema.ts';

/** A context that records warnings and resolves media as the pull does, against one media host. */
function context(designations: ReadonlyMap<number, string> | null = null) {
  const warnings: string[] = [];
  const leftOut: LeftOut[] = [];
  const resolveMedia: ResolveMedia = (raw, kind, field) => {
    if (raw === null) return null;
    const resolution = resolveMediaRef(raw, kind, field, 'https://cms.example.org');
    return 'ref' in resolution ? resolution.ref : null;
  };
  const value: NormaliseContext = {
    resolveMedia,
    warn: (message) => warnings.push(message),
    leaveOut: (item) => leftOut.push(item),
    designations,
  };
  return { context: value, warnings, leftOut };
}

const raw = <E extends Parameters<typeof rawSchemaOf>[0]>(entity: E, record: unknown) =>
  rawSchemaOf(entity).parse(record);

describe('one record of each table', () => {
  it('reads "undefined", "" and null alike as empty (the admin front end sends "undefined")', () => {
    const { context: ctx, warnings } = context();
    const member = normaliseRecord(
      'team',
      raw('team', {
        id: 1,
        name: 'Nadia',
        phone_number: 'undefined',
        email: '',
        designation: null,
      }),
      ctx,
    );
    expect(member).toMatchObject({ phone_number: null, email: null, designation: null });
    expect(warnings).toEqual([]);
  });

  it('keeps line breaks of plain text as \\n, whatever the editor sent', () => {
    const { context: ctx } = context();
    const settings = normaliseRecord(
      'settings',
      raw('settings', { id: 1, address: 'House 5, Road 2\r\nDhaka 1200' }),
      ctx,
    );
    expect(settings!.address).toBe('House 5, Road 2\nDhaka 1200');
  });

  it('repairs a lone surrogate and removes control characters, naming the record and field', () => {
    const { context: ctx, warnings } = context();
    const notice = normaliseRecord(
      'notices',
      raw('notices', { id: 9, title: 'Exam\ud800 results\u0007', date: null, file: null }),
      ctx,
    );
    expect(notice!.title).toBe('Exam\ufffd results');
    expect(warnings).toEqual([
      expect.stringMatching(/^notice 9, field "title": .*lone surrogate.*1 control character/),
    ]);
  });

  it('treats a date that is not in the calendar as undated, with a warning', () => {
    const { context: ctx, warnings } = context();
    for (const date of ['2026-13-45', '0000-00-00', '2026-02-30']) {
      expect(
        normaliseRecord('notices', raw('notices', { id: 3, title: 'T', date, file: null }), ctx)!
          .date,
      ).toBeNull();
    }
    expect(
      normaliseRecord(
        'notices',
        raw('notices', { id: 3, title: 'T', date: '2024-02-29', file: null }),
        ctx,
      )!.date,
    ).toBe('2024-02-29');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^notice 3, field "date": "2026-13-45" is not a calendar date/);
  });

  it('publishes a notice saved without a title or a date (both nullable in the back office)', () => {
    const { context: ctx } = context();
    const notice = normaliseRecord(
      'notices',
      raw('notices', {
        id: 9,
        title: null,
        date: null,
        note: null,
        file: '/media/notice/notice/None__20250403.pdf',
        show_on_homepage: false,
      }),
      ctx,
    );
    expect(notice).toEqual({
      id: 9,
      title: null,
      date: null,
      note: null,
      file: 'notice/notice/None__20250403.pdf',
      show_on_homepage: false,
    });
  });

  it('decodes a percent-encoded file name once: a Bengali notice file is fetched by its real name', () => {
    const { context: ctx } = context();
    const notice = normaliseRecord(
      'notices',
      raw('notices', {
        id: 2,
        title: 'ছুটি',
        date: '2025-04-03',
        file: '/media/notice/notice/%E0%A6%9B%E0%A6%9F__20250403.pdf',
      }),
      ctx,
    );
    expect(notice!.file).toBe('notice/notice/ছট__20250403.pdf');
  });

  it('accepts a notice file of any type the site can offer: an image, a PDF, a Word document', () => {
    const { context: ctx } = context();
    for (const file of [
      '/media/notice/notice/a__20260101.png',
      '/media/notice/notice/a__20260101.pdf',
      '/media/notice/notice/a__20260101.docx',
    ]) {
      expect(
        normaliseRecord('notices', raw('notices', { id: 1, title: 'T', date: null, file }), ctx)!
          .file,
      ).toBe(file.slice('/media/'.length));
    }
  });

  it('drops a bare-domain social placeholder and keeps a profile', () => {
    const { context: ctx, warnings } = context();
    const settings = normaliseRecord(
      'settings',
      raw('settings', {
        id: 1,
        twitter_url: 'https://x.com/',
        instagram_url: 'https://www.instagram.com/',
        facebook_url: 'https://www.facebook.com/lakeside',
        google_url: 'javascript:alert(1)',
      }),
      ctx,
    );
    expect(settings).toMatchObject({
      twitter_url: null,
      instagram_url: null,
      facebook_url: 'https://www.facebook.com/lakeside',
      google_url: null,
    });
    expect(warnings).toEqual([expect.stringContaining('field "google_url"')]);
  });

  it('quotes a long bad value in its warning cut between characters, never inside an emoji', () => {
    const { context: ctx, warnings } = context();
    normaliseRecord(
      'settings',
      raw('settings', { id: 1, google_url: `x${'🛂'.repeat(100)}` }),
      ctx,
    );
    expect(warnings).toHaveLength(1);
    // JSON would write half an emoji as an escape: the warning holds whole characters only.
    expect(warnings[0]).not.toMatch(/\\ud[89a-f]/i);
    expect(warnings[0]).toContain('…" is not a web address');
  });

  it("names an employee's designation id from the designation list, and leaves it out where there is none", () => {
    const record = raw('employees', {
      id: 5,
      first_name: 'Rafi',
      designation: 4,
      nid: '1234',
      basic_money: 50000,
    });
    expect(
      normaliseRecord('employees', record, context(new Map([[4, 'Office Coordinator']])).context)!
        .designation,
    ).toBe('Office Coordinator');
    expect(normaliseRecord('employees', record, context(null).context)!.designation).toBeNull();
  });

  it('keeps only what the site shows of an employee: no national id, salary or street address reaches the snapshot', () => {
    const record = raw('employees', {
      id: 5,
      first_name: 'Rafi',
      nid: '1234',
      basic_money: 50000,
      street_address_one: 'Road 1',
      father_name: 'X',
    });
    expect(Object.keys(normaliseRecord('employees', record, context().context)!).sort()).toEqual(
      ['designation', 'email', 'first_name', 'id', 'image', 'last_name', 'primary_phone'].sort(),
    );
  });

  it('leaves out a record without what it cannot do without, naming it', () => {
    const { context: ctx, warnings } = context();
    expect(normaliseRecord('gallery', raw('gallery', { id: 7, image: null }), ctx)).toBeNull();
    expect(normaliseRecord('team', raw('team', { id: 8, name: 'undefined' }), ctx)).toBeNull();
    expect(warnings).toEqual([
      'gallery photo 7 is left out: its field "image" is empty',
      'team member 8 is left out: its field "name" is empty',
    ]);
  });

  it('reads a slide without the link column the back office dropped', () => {
    const slide = normaliseRecord(
      'sliders',
      raw('sliders', {
        id: 1,
        title: '<p>Grow</p>',
        image: '/media/siteSettings/homePageSlider/a.jpg',
      }),
      context().context,
    );
    expect(slide).toMatchObject({
      link: null,
      image: 'siteSettings/homePageSlider/a.jpg',
      title: '<p>Grow</p>',
    });
  });

  it("keeps a slide's link to a page of the site and a client's bare domain; drops a script link, naming it", () => {
    const { context: ctx, warnings } = context();
    const slide = (id: number, link: string) =>
      normaliseRecord(
        'sliders',
        raw('sliders', { id, title: 'T', image: '/media/s/a.jpg', link }),
        ctx,
      )!.link;
    expect(slide(1, '/about/2')).toBe('/about/2');
    expect(slide(2, 'javascript:alert(1)')).toBeNull();
    expect(
      normaliseRecord(
        'clients',
        raw('clients', { id: 3, name: 'Northgate', site_link: 'www.northgate.example' }),
        ctx,
      )!.site_link,
    ).toBe('https://www.northgate.example/');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^slide 2, field "link": "javascript:alert\(1\)" is neither a page of the site nor a web address/,
      ),
    ]);
  });
});

describe('menus and their pages', () => {
  it('reads nested menus, with or without children and parent', () => {
    const { menus } = RawMenusAnswerSchema.parse({
      menus: [
        { id: 1, name: 'Home', position: 0 },
        {
          id: 2,
          name: 'About',
          parent: null,
          children: [{ id: 3, name: 'Mission', parent: 2, children: [] }],
        },
      ],
    });
    expect(menus[0]).toEqual({ id: 1, name: 'Home', parent: null, children: [] });
    expect(menus[1]!.children[0]).toEqual({ id: 3, name: 'Mission', parent: 2, children: [] });
  });

  const home = { id: 1, name: 'Home', parent: null, children: [] };

  it('keeps the blocks in the order the back office sent them, never sorted', () => {
    const page = normaliseMenuPage(
      {
        menu: home,
        blocks: { Vision: '<p>v</p>', About: '<p>a</p>', Contact: '<p>c</p>' },
        images: null,
      },
      context().context,
    );
    expect(page.blocks.map((block) => block.name)).toEqual(['Vision', 'About', 'Contact']);
  });

  it('puts each image group beside the block of its name, whatever order the groups came in', () => {
    const page = normaliseMenuPage(
      {
        menu: home,
        blocks: { About: '<p>a</p>', 'Web Design': '<p>w</p>', Brand: '<p>b</p>' },
        images: {
          'Web Design': 'cms/ContentImage/w.png',
          Brand: ['cms/ContentImage/b1.png', 'cms/ContentImage/b2.png'],
          Captions: 'cms/ContentImage/c.jpg',
          About: 'cms/ContentImage/a.jpg',
        },
      },
      context().context,
    );
    expect(page.images.map((group) => group.name)).toEqual([
      'About',
      'Web Design',
      'Brand',
      'Captions',
    ]);
    expect(page.images[2]!.files).toEqual(['cms/ContentImage/b1.png', 'cms/ContentImage/b2.png']);
  });

  it('reads a menu answered 204 and a null image map as a page with nothing on it', () => {
    expect(
      normaliseMenuPage({ menu: home, blocks: null, images: null }, context().context),
    ).toEqual({
      id: 1,
      name: 'Home',
      blocks: [],
      images: [],
    });
  });

  it('takes content image names as they are: bare and not encoded (CMS-API §1.7)', () => {
    const page = normaliseMenuPage(
      { menu: home, blocks: {}, images: { Gallery: 'cms/ContentImage/Open day 100%.jpg' } },
      context().context,
    );
    expect(page.images[0]!.files).toEqual(['cms/ContentImage/Open day 100%.jpg']);
  });

  it('cleans block and image-group names on their own, naming each repair, and leaves out a nameless one with a warning', () => {
    const { context: ctx, warnings, leftOut } = context();
    const page = normaliseMenuPage(
      {
        menu: { id: 7, name: 'Services\u0007', parent: null, children: [] },
        blocks: { 'Visa\u0000 help\n\n  desk': '<p>Forms</p>', undefined: '<p>lost?</p>' },
        images: { 'Visa help desk': 'cms/ContentImage/v.jpg', '\u001b': 'cms/ContentImage/x.jpg' },
      },
      ctx,
    );
    expect(page.name).toBe('Services');
    expect(page.blocks).toEqual([{ name: 'Visa help desk', html: '<p>Forms</p>' }]);
    expect(page.images.map((group) => group.name)).toEqual(['Visa help desk']);
    expect(warnings).toEqual([
      'menu 7 (Services), block "Visa help desk", its name: 1 control character(s) removed',
      'menu 7 (Services): its block 2 has no name and is left out',
      'menu 7 (Services): an image group without a name is left out',
    ]);
    // The publish report's copy names the menu as editors see it, and the block by its text.
    expect(leftOut).toEqual([
      { screen: 'CMS menu contents', row: 'Services', reason: 'unnamed-block', value: 'lost?' },
      { screen: 'CMS menu content images', row: 'Services', reason: 'unnamed-group' },
    ]);
  });

  it('shows a menu without a name as "Menu 12", in the header and on its page, with a warning', () => {
    const { context: ctx, warnings } = context();
    const tree = normaliseSnapshot(
      {
        setting: {},
        sliders: [],
        notices: [],
        circulars: [],
        employees: [],
        menus: [{ id: 12, name: ' undefined ', parent: null, children: [] }],
        contents: [
          {
            menu: { id: 12, name: ' undefined ', parent: null, children: [] },
            blocks: {},
            images: {},
          },
        ],
        tables: Object.fromEntries(TABLES.map((table) => [table, []])),
      } as unknown as RawCms,
      ctx,
      { teamContacts: false },
    );
    expect([tree.menus[0]!.name, tree.pages[0]!.name]).toEqual(['Menu 12', 'Menu 12']);
    expect(warnings).toContain('menu 12 has no name; it is shown as "Menu 12"');
  });
});
