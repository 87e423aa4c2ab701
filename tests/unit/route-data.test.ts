/**
 * Route data without a build: `astro:content` is replaced by a store over a snapshot held in
 * memory (Starlight tests its routing the same way), so each template's props and keys, and
 * which keys an edit changes, are checked in milliseconds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../../src/cms/schema.ts';
import { TEMPLATES } from '../../src/cms/navigation.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import * as data from '../../src/routing/index.ts';
import { forgetModel } from '../../src/routing/model.ts';

const sample = await loadSnapshot('snapshot');
let snapshot: Snapshot;

// Imported inside the factory: vi.mock runs before the file's imports, the routes' among them.
vi.mock('astro:content', async () =>
  (await import('../helpers/astro-content.ts')).astroContent(() => snapshot),
);

/** Every page a route function makes, by its path, with its key and props. */
async function allRoutes() {
  // The model is read once per build: each call reads the snapshot as the test has edited it.
  forgetModel();
  const routes = [
    ...(
      await Promise.all(
        TEMPLATES.map(async (template) =>
          (await data.menuRoutes(template)).map(
            (route) => [`/${template}/${route.params.id}`, route] as const,
          ),
        ),
      )
    ).flat(),
    ...(await data.companyRoutes()).map(
      (route) => [`/company/${route.params.id}/${route.params.name}`, route] as const,
    ),
    ...(await data.genericRoutes()).map(
      (route) => [`/${route.params.section}/${route.params.id}`, route] as const,
    ),
    ...(await data.noticeRoutes()).map(
      (route) => [`/pdfShow/notice/${route.params.id}`, route] as const,
    ),
    ...(await data.circularRoutes()).map(
      (route) => [`/pdfShow/circular/${route.params.id}`, route] as const,
    ),
    ...(await data.serviceRoutes()).map(
      (route) => [`/service-single/${route.params.id}`, route] as const,
    ),
  ];
  return new Map<string, { cacheKey: string; props: Record<string, unknown> }>(
    routes.map(([path, route]) => [
      path,
      route as { cacheKey: string; props: Record<string, unknown> },
    ]),
  );
}

const keys = async () =>
  new Map([...(await allRoutes())].map(([path, route]) => [path, route.cacheKey]));
const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...before].filter(([path, key]) => after.get(path) !== key).map(([path]) => path);

beforeEach(() => {
  snapshot = structuredClone(sample);
});
afterEach(() => vi.useRealTimers());

describe('route data', () => {
  it('gives each template exactly what its page renders', async () => {
    const routes = await allRoutes();
    const propsOf = (path: string) => Object.keys(routes.get(path)!.props).sort();
    expect(propsOf('/home/1')).toEqual([
      'about',
      'featured',
      'frame',
      'hero',
      'menu',
      'partnersIntro',
      'sections',
      'services',
      'tagline',
      'ticker',
    ]);
    expect(propsOf('/about/2')).toEqual(['frame', 'menu', 'sections', 'testimonials']);
    expect(propsOf('/mission/3')).toEqual(['frame', 'menu', 'sections']);
    expect(propsOf('/message/5')).toEqual(['frame', 'menu', 'messages', 'sections']);
    expect(propsOf('/contact/19')).toEqual(['contact', 'fields', 'frame', 'menu', 'sections']);
    expect(propsOf('/our team/18')).toEqual(['frame', 'menu', 'sections', 'staff']);
    expect(propsOf('/gallery/15')).toEqual(['frame', 'menu', 'pictures', 'sections']);
    expect(propsOf('/pdfShow/notice/11')).toEqual(['frame', 'notice', 'text']);
    expect(propsOf('/service-single/1')).toEqual(['frame', 'service', 'services']);
  });

  it("shows a page's own block first and Home's only for what the page lacks", async () => {
    const routes = await allRoutes();
    const headings = (path: string) =>
      (routes.get(path)!.props.sections as Array<{ heading: string | null }>).map(
        (item) => item.heading,
      );
    // The About menu's own text and its blocks no slot names (figures, testimonials).
    expect(headings('/about/2')[1]).toBe('Years of experience');
    snapshot.pages.find((page) => page.id === 3)!.blocks = [];
    const mission = (await allRoutes()).get('/mission/3')!.props.sections as Array<{
      origin: string;
    }>;
    expect(mission.map((item) => item.origin)).toEqual([]);
  });

  it('changes only the keys of the pages that show an edited notice', async () => {
    const before = await keys();
    snapshot.notices.find((notice) => notice.id === 9)!.title = 'Edited';
    expect(changed(before, await keys()).sort()).toEqual([
      '/contact/19',
      '/home/1',
      '/notice/17',
      '/pdfShow/notice/9',
    ]);
  });

  it('leaves home and contact alone when a notice neither shows is edited: each page gets only its slice', async () => {
    const routes = await allRoutes();
    const shown = JSON.stringify([
      routes.get('/home/1')!.props.ticker,
      routes.get('/contact/19')!.props.fields,
    ]);
    const old = snapshot.notices.find(
      (notice) => !shown.includes(`notice/${notice.id}/`) && !shown.includes(notice.title!),
    )!;
    const before = await keys();
    old.title = 'Edited';
    expect(changed(before, await keys()).sort()).toEqual([
      '/notice/17',
      `/pdfShow/notice/${old.id}`,
    ]);
  });

  it('changes only the key of the page showing an edited block', async () => {
    const before = await keys();
    snapshot.pages.find((page) => page.id === 3)!.blocks[0]!.html = '<p>Edited.</p>';
    expect(changed(before, await keys())).toEqual(['/mission/3']);
  });

  it('changes the key of one company page when its row is edited', async () => {
    const before = await keys();
    snapshot.tables.companies[0]!.description = 'Edited.';
    expect(changed(before, await keys())).toEqual([
      `/company/${snapshot.tables.companies[0]!.id}/meridian-training-institute`,
    ]);
  });

  it('changes every key at New Year, since every footer shows the year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00Z'));
    const before = await keys();
    vi.setSystemTime(new Date('2027-01-01T12:00:00Z'));
    const after = await keys();
    expect(changed(before, after)).toEqual([...before.keys()]);
    expect(((await allRoutes()).get('/mission/3')!.props.frame as { year: number }).year).toBe(
      2027,
    );
  });

  it('gives the home page the same parts at /home and at every Home menu, each address one route', async () => {
    forgetModel();
    const [home, ...menus] = await data.homeRoutes();
    expect(home!.params.id).toBeUndefined();
    expect(menus.map((route) => route.params.id)).toEqual(
      (await data.menuRoutes('home')).map((route) => route.params.id),
    );
    expect(menus.length).toBeGreaterThan(0);
    for (const route of menus) {
      // The menu's own route also carries its menu, which the home page does not show.
      expect({ ...route.props, menu: undefined }).toEqual(home!.props);
      expect(route.cacheKey).toBe(home!.cacheKey);
    }
    expect(await data.pageData('home')).toEqual(home!.props);
  });
});
