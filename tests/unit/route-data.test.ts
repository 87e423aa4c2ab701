/**
 * Route data without a build: `astro:content` is replaced by a store over a snapshot held in
 * memory (Starlight tests its routing the same way), so each template's props and keys, and
 * which keys an edit changes, are checked in milliseconds.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../../src/cms/schema.ts';
import { TEMPLATES } from '../../src/cms/navigation.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';

const sample = await loadSnapshot('snapshot');
let snapshot: Snapshot;

const entry = (collection: string, id: string, data: unknown) => ({
  id,
  collection,
  data,
  digest: createHash('sha256').update(JSON.stringify(data)).digest('hex'),
});

vi.mock('astro:content', () => ({
  getEntry: async (collection: string, id: string) =>
    collection === 'settings' ? entry('settings', id, snapshot.settings) : entry('menuTree', id, { menus: snapshot.menus }),
  getCollection: async (collection: 'pages' | 'notices' | 'employees' | 'sliders') =>
    snapshot[collection].map((item) => entry(collection, String(item.id), item)),
}));

/** Fresh modules for every read: the model is memoised per build. */
async function routeData() {
  vi.resetModules();
  return import('../../src/cms/route-data.ts');
}

/** Every page a route function makes, by its path, with its key and props. */
async function allRoutes() {
  const data = await routeData();
  const routes = [
    ...(
      await Promise.all(
        TEMPLATES.map(async (template) =>
          (await data.menuRoutes(template)).map((route) => [`/${template}/${route.params.id}`, route] as const),
        ),
      )
    ).flat(),
    ...(await data.companyRoutes()).map((route) => [`/company/${route.params.id}/${route.params.name}`, route] as const),
    ...(await data.genericRoutes()).map((route) => [`/${route.params.section}/${route.params.id}`, route] as const),
    ...(await data.noticeRoutes()).map((route) => [`/pdfShow/notice/${route.params.id}`, route] as const),
  ];
  return new Map<string, { cacheKey: string; props: Record<string, unknown> }>(
    routes.map(([path, route]) => [path, route as { cacheKey: string; props: Record<string, unknown> }]),
  );
}

const keys = async () => new Map([...(await allRoutes())].map(([path, route]) => [path, route.cacheKey]));
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
    expect(propsOf('/home/1')).toEqual(['content', 'frame', 'menu', 'notices', 'sliders']);
    expect(propsOf('/mission/3')).toEqual(['content', 'frame', 'menu']);
    expect(propsOf('/history/6')).toEqual(['frame', 'menu', 'page']);
    expect(propsOf('/contact/19')).toEqual(['content', 'frame', 'menu', 'notices']);
    expect(propsOf('/our team/18')).toEqual(['employees', 'frame', 'menu']);
    expect(propsOf('/pdfShow/notice/9')).toEqual(['frame', 'notice']);
  });

  it("applies the Home fallback once: a menu without a block gets Home's", async () => {
    const mission = (await allRoutes()).get('/mission/3')!.props.content as { blocks: Record<string, string> };
    expect(mission.blocks.Mission).toBe(sample.pages.find((page) => page.id === 3)!.blocks.Mission);
    expect(mission.blocks.Vision).toBe(sample.pages.find((page) => page.name === 'Home')!.blocks.Vision);
  });

  it('changes only the keys of the pages that show an edited notice', async () => {
    const before = await keys();
    snapshot.notices.find((notice) => notice.id === 9)!.title = 'Edited';
    expect(changed(before, await keys()).sort()).toEqual(['/contact/19', '/home/1', '/notice/17', '/pdfShow/notice/9']);
  });

  it('changes only the key of the page showing an edited block', async () => {
    const before = await keys();
    snapshot.pages.find((page) => page.id === 3)!.blocks.Mission = '<p>Edited.</p>';
    expect(changed(before, await keys())).toEqual(['/mission/3']);
  });

  it('changes every key at New Year, since every footer shows the year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00Z'));
    const before = await keys();
    vi.setSystemTime(new Date('2027-01-01T12:00:00Z'));
    const after = await keys();
    expect(changed(before, after)).toEqual([...before.keys()]);
    expect(((await allRoutes()).get('/mission/3')!.props.frame as { year: number }).year).toBe(2027);
  });

  it('links the footer to the page History really gets when a Home block makes it a company', async () => {
    snapshot.pages.find((page) => page.name === 'Home')!.blocks.History = '<p>Since 1990.</p>';
    const routes = await allRoutes();
    const frame = routes.get('/mission/3')!.props.frame as { footerLinks: Array<{ label: string; href: string }> };
    const history = frame.footerLinks.find((link) => link.label === 'History')!;
    expect(history.href).toBe('/company/6/history/');
    expect(routes.has('/company/6/history')).toBe(true);
  });
});
