/**
 * The pull against the reference CMS answering as the real back office does (CMS-API Part 1 and
 * Part 2), one quirk a test, on the small invented snapshots of tests/fixtures/snapshots.ts.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startCmsServer,
  type CmsServer,
  type CmsServerOptions,
} from '../../scripts/lib/reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { menusOnly, tablesOnly, writeFixture } from '../fixtures/snapshots.ts';
import { pullFrom } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

const servers: CmsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The reference CMS serving `snapshot` from `dir`, and a fresh folder to pull into. */
async function serve(snapshot: Snapshot, options: Partial<CmsServerOptions> = {}) {
  const dir = await writeFixture(join(await scratch(), 'source'), snapshot);
  const server = await startCmsServer({
    snapshotDir: dir,
    endpoints: DEFAULT_ENDPOINTS,
    ...options,
  });
  servers.push(server);
  return { server, out: join(await scratch(), 'snapshot'), dir };
}

describe('the pull against the back office as it really answers', () => {
  it('reads a group entered only in the tables, with no menus at all, and nothing of Part 4', async () => {
    const { server, out } = await serve(tablesOnly());
    const report = await pullFrom(server.url, out);
    const pulled = await loadSnapshot(out);
    expect(pulled.menus).toEqual([]);
    expect(pulled.tables.abouts.map((row) => row.content_type)).toContain('Company message');
    expect(pulled.tables.companies[0]!.images).toEqual([
      'siteSettings/sister_concern_image/office.jpg',
    ]);
    expect(report.content.sources).toContain('about text: the tables (2)');
    const asked = server.requests.map((request) => request.path);
    expect(asked.filter((path) => /\/(contact|customer|vendor|user|role)\//.test(path))).toEqual(
      [],
    );
  });

  it('prefers the unpaginated variant of a list where the back office has one', async () => {
    const { server, out } = await serve(tablesOnly());
    await pullFrom(server.url, out);
    const asked = server.requests.map((request) => request.path.replace(/\?.*/, ''));
    expect(asked).toEqual(
      expect.arrayContaining([
        '/gallery/api/v1/gallery/all/wp/',
        '/profile/api/v1/profile/all/wp/',
        '/client/api/v1/client/without_pagination/all/',
        '/circular/api/v1/circular/without_pagination/all/',
        '/homepage_slider/api/v1/homepage_slider/wp/all/',
      ]),
    );
  });

  it("keeps each list in the editors' order: serial numbers, else as the back office lists it (a profile uploaded last page first reads in page order)", async () => {
    const snapshot = tablesOnly();
    const { tables } = snapshot;
    // Three profile pages uploaded last page first, handed to the reference CMS in upload order.
    tables.profiles = [51, 52, 53].map((id) => ({
      id,
      image: `siteSettings/profile/page_${54 - id}.webp`,
    }));
    // Two testimonials without a number, two countries sharing one.
    tables.testimonials.push({ ...tables.testimonials[0]!, id: 72, name: 'Rina Akter' });
    tables.portfolios.push({ ...tables.portfolios[0]!, id: 62, slug: 'Qatar' });
    const { server, out } = await serve(snapshot);
    await pullFrom(server.url, out);
    const pulled = (await loadSnapshot(out)).tables;
    expect(pulled.profiles.map((page) => page.image)).toEqual([
      'siteSettings/profile/page_1.webp',
      'siteSettings/profile/page_2.webp',
      'siteSettings/profile/page_3.webp',
    ]);
    // Newest first, as the back office's screens list them.
    expect(pulled.testimonials.map((testimonial) => testimonial.id)).toEqual([72, 71]);
    // The portfolio is listed by serial number alone: a shared one in upload order.
    expect(pulled.portfolios.map((country) => country.id)).toEqual([61, 62]);
  });

  it('reads a list whose unpaginated variant answers 404 (an installation without it) from its paginated endpoint, page by page', async () => {
    const snapshot = tablesOnly();
    // More photos than the largest page (100), so the paginated list takes two pages.
    snapshot.tables.gallery = Array.from({ length: 101 }, (_, index) => ({
      id: 500 - index,
      image: `siteSettings/gallery/photo_${index}.webp`,
    }));
    const { server: complete, out: expected } = await serve(snapshot);
    await pullFrom(complete.url, expected);
    const { server, out } = await serve(snapshot, { withoutUnpaginated: true });
    const report = await pullFrom(server.url, out);
    expect(await loadSnapshot(out)).toEqual(await loadSnapshot(expected));
    expect(report.warnings).toEqual([]);
    const gallery = server.requests
      .filter((request) => request.path.startsWith('/gallery/'))
      .map((request) => [request.path, request.status]);
    expect(gallery).toEqual([
      ['/gallery/api/v1/gallery/all/wp/?size=100', 404],
      ['/gallery/api/v1/gallery/all/?size=100', 200],
      ['/gallery/api/v1/gallery/all/?size=100&page=2', 200],
    ]);
  });

  it("names a part of the site that one pull emptied (the slides) as a loss, in the back-office screen's words", async () => {
    const { server, out, dir } = await serve(menusOnly());
    await pullFrom(server.url, out);
    await writeFixture(dir, { ...menusOnly(), sliders: [] });
    await server.reload();
    const report = await pullFrom(server.url, out);
    expect(report.changes.losses).toEqual(['Home slider: 1 slide last time, none now']);
  });

  it('fetches a file whose name the back office percent-encoded, by its real name (decoded once)', async () => {
    const snapshot = tablesOnly();
    snapshot.notices = [
      { ...snapshot.notices[0]!, title: 'ছুটি', file: 'notice/notice/ছট__20250403.pdf' },
    ];
    const { server, out } = await serve(snapshot);
    const report = await pullFrom(server.url, out);
    expect(report.warnings).toEqual([]);
    expect((await loadSnapshot(out)).notices[0]!.file).toBe('notice/notice/ছট__20250403.pdf');
    expect(
      server.requests.some(
        (request) =>
          request.path === '/media/notice/notice/%E0%A6%9B%E0%A6%9F__20250403.pdf' &&
          request.status === 200,
      ),
    ).toBe(true);
  });

  it('fetches a content image by its bare name, spaces and all (CMS-API §1.7)', async () => {
    const snapshot = menusOnly();
    snapshot.pages.find((page) => page.id === 4)!.images[0]!.files = [
      'cms/ContentImage/Opening day 100%.jpg',
    ];
    const { server, out } = await serve(snapshot);
    await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).pages.find((page) => page.id === 4)!.images[0]!.files).toEqual(
      ['cms/ContentImage/Opening day 100%.jpg'],
    );
  });

  it('publishes a notice without a title or a date, an image notice, and a favicon that is an .ico', async () => {
    const snapshot = tablesOnly();
    snapshot.notices.push({
      id: 9,
      title: null,
      date: null,
      note: null,
      file: 'notice/notice/None__20250403.pdf',
      show_on_homepage: false,
    });
    const { server, out } = await serve(snapshot);
    const report = await pullFrom(server.url, out);
    const pulled = await loadSnapshot(out);
    expect(pulled.notices.map((notice) => [notice.id, notice.file])).toEqual([
      [1, 'notice/notice/Office_closed__20260301.png'],
      [9, 'notice/notice/None__20250403.pdf'],
    ]);
    expect(pulled.settings.favicon).toBe('siteSettings/favicon.ico');
    expect(report.warnings).toEqual([]);
  });

  it("names employees' roles from the designation list the back office answers with their ids", async () => {
    const { server, out } = await serve(menusOnly());
    const report = await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).employees[0]!.designation).toBe('Office Coordinator');
    expect(report.warnings.filter((warning) => /role|designation/.test(warning))).toEqual([]);
  });

  it('leaves roles out, with one warning and no error, where the designation list does not answer', async () => {
    const { server, out } = await serve(menusOnly(), {
      faults: [{ pattern: /^\/designation\//, kind: 'status', status: 404 }],
    });
    const report = await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).employees[0]!.designation).toBeNull();
    expect(report.warnings.filter((warning) => /role|designation/.test(warning))).toEqual([
      '1 employee(s) are shown without a role: the designation list does not answer, so their designation ids cannot be named',
    ]);
  });

  it("reads an installation without a table (its list answers Django's HTML 404) as a table with no rows", async () => {
    const { server, out } = await serve(tablesOnly(), {
      faults: [{ pattern: /^\/testimonial\//, kind: 'status', status: 404 }],
    });
    await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).tables.testimonials).toEqual([]);
  });

  it('treats "undefined", the admin front end\'s word for empty, as empty, and keeps staff contacts private', async () => {
    const snapshot = tablesOnly();
    snapshot.tables.team[0] = {
      ...snapshot.tables.team[0]!,
      phone_number: '01711111111',
      email: 'nadia@lakeside.example',
    };
    const { server, out } = await serve(snapshot);
    const report = await pullFrom(server.url, out);
    const team = (await loadSnapshot(out)).tables.team;
    // The reference CMS sends "undefined" where the snapshot had null (CMS-API §1.4).
    expect(server.requests.some((request) => request.path.startsWith('/team/'))).toBe(true);
    expect(team.map((member) => [member.phone_number, member.email])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(report.warnings).toContain(
      'the phone numbers and e-mails of 1 team member(s) are not published (CMS_PULL_TEAM_CONTACTS=true publishes them)',
    );
    const published = await pullFrom(server.url, join(await scratch(), 'snapshot'), {
      teamContacts: true,
    });
    expect(published.warnings).toEqual([]);
  });

  it("keeps the staff in the editors' order: serial numbers, a shared one newest first as the back office lists them, unnumbered last", async () => {
    const snapshot = tablesOnly();
    snapshot.tables.team = [
      {
        id: 3,
        name: 'Shared two, older',
        designation: null,
        serial_number: 2,
        image: null,
        phone_number: null,
        email: null,
      },
      {
        id: 9,
        name: 'Shared two, newer',
        designation: null,
        serial_number: 2,
        image: null,
        phone_number: null,
        email: null,
      },
      {
        id: 5,
        name: 'First',
        designation: null,
        serial_number: 1,
        image: null,
        phone_number: null,
        email: null,
      },
      {
        id: 1,
        name: 'Unnumbered',
        designation: null,
        serial_number: null,
        image: null,
        phone_number: null,
        email: null,
      },
    ];
    const { server, out } = await serve(snapshot);
    await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).tables.team.map((member) => member.name)).toEqual([
      'First',
      'Shared two, newer',
      'Shared two, older',
      'Unnumbered',
    ]);
  });

  it("keeps a menu's blocks in the order the back office sends them, and each image group beside its block", async () => {
    const { server, out } = await serve(menusOnly());
    await pullFrom(server.url, out);
    const home = (await loadSnapshot(out)).pages.find((page) => page.id === 1)!;
    expect(home.blocks.map((block) => block.name)).toEqual(['About', 'Web Design', 'Brand']);
    expect(home.images.map((group) => group.name)).toEqual(['About', 'Web Design', 'Brand']);
  });

  it('pages a list by total_pages, and ends it with a warning where the back office answers another page than asked', async () => {
    const snapshot = tablesOnly();
    snapshot.tables.services = Array.from({ length: 150 }, (_, index) => ({
      id: index + 1,
      title: `Service ${index + 1}`,
      slug: null,
      serial_number: index + 1,
      icon: null,
      image: null,
      details: null,
    }));
    const { server, out } = await serve(snapshot, {
      // As if rows were deleted while the pull paged: page 2 answers as page 1 (the last page, for the server).
      transform: (path, body) =>
        path.includes('service_slider') && path.includes('page=2')
          ? { ...(body as object), page: 1 }
          : body,
    });
    const report = await pullFrom(server.url, out);
    expect(
      server.requests
        .filter((request) => request.path.startsWith('/service_slider/'))
        .map((request) => request.path),
    ).toEqual([
      '/service_slider/api/v1/service_slider/all/?size=100',
      '/service_slider/api/v1/service_slider/all/?size=100&page=2',
    ]);
    expect(report.warnings).toEqual([
      'GET /service_slider/api/v1/service_slider/all/?size=100&page=2: asked for page 2, the answer was another page; the list ends there',
    ]);
    expect((await loadSnapshot(out)).tables.services).toHaveLength(100);
  });

  it("follows the back office's trailing-slash redirect where a path was configured without its slash, query kept", async () => {
    const { server, out } = await serve(tablesOnly());
    await pullFrom(server.url, out, {
      endpoints: { ...DEFAULT_ENDPOINTS, team: '/team/api/v1/team/all' },
    });
    expect(
      server.requests
        .filter((request) => request.path.startsWith('/team/'))
        .map((request) => [request.path, request.status]),
    ).toEqual([
      ['/team/api/v1/team/all?size=100', 301],
      ['/team/api/v1/team/all/?size=100', 200],
    ]);
    expect((await loadSnapshot(out)).tables.team).toHaveLength(2);
  });

  it('leaves out one record of the wrong shape with a warning naming the endpoint and the record, and publishes the rest', async () => {
    const { server, out } = await serve(tablesOnly(), {
      transform: (path, body) =>
        path.startsWith('/circular/')
          ? {
              circulars: [
                { id: 4, title: 'Good', date: '2026-02-10' },
                { id: 5, title: 'Bad', date: 20260101 },
              ],
            }
          : body,
    });
    const report = await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).circulars.map((circular) => circular.id)).toEqual([4]);
    expect(report.warnings).toEqual([
      'GET /circular/api/v1/circular/without_pagination/all/: job circular 5 is left out: date: Invalid input: expected string, received number',
    ]);
  });

  it('keeps the first of two records with one id, with a warning', async () => {
    const { server, out } = await serve(tablesOnly(), {
      transform: (path, body) =>
        path.startsWith('/circular/')
          ? {
              circulars: [
                { id: 4, title: 'First' },
                { id: 4, title: 'Second' },
              ],
            }
          : body,
    });
    const report = await pullFrom(server.url, out);
    expect((await loadSnapshot(out)).circulars.map((circular) => circular.title)).toEqual([
      'First',
    ]);
    expect(report.warnings).toEqual([
      'GET /circular/api/v1/circular/without_pagination/all/: job circular 4 appears more than once; the first is kept',
    ]);
  });
});
