import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { x } from 'tar';
import { archiveSite } from '../../scripts/lib/built-site/archive.ts';
import { e2eSite } from './e2e-site.ts';
import { headerLinks, walkHeaderByKeyboard, walkHeaderByTouch } from './header-walk.ts';
import { VIEWPORTS } from './viewports.ts';

/** The archive of the production build, unpacked: what someone browsing it from disk gets. */
let out: string;
let root: string;
test.beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'archive-test-'));
  const { file } = await archiveSite(e2eSite('sample').dist, out, {
    date: new Date('2026-11-22T12:00:00Z'),
  });
  expect(file).toMatch(/site-archive-2026-11-22\.tar\.gz$/);
  await x({ file, cwd: out });
  root = join(out, 'site-archive-2026-11-22');
});
test.afterAll(() => rm(out, { recursive: true, force: true }));

/** One page of each kind: its path with every numeric id, and any slug after one, as `#`. */
const kindOf = (file: string) =>
  file.replace(/\/\d+(?=\/|$)/g, '/#').replace(/(\/#)\/[^/]+(?=\/index\.html$)/, '$1');

// Every page's links and files are checked without a browser (tests/static/archive-links.test.ts).
test('every kind of page opens from disk with every image loaded and every file it asks for there', async ({
  page,
}) => {
  const all = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
  const pages = [...new Map(all.sort().map((file) => [kindOf(file), file])).values()];
  const failed: string[] = [];
  // A load cut short because the test moved on (favicon, a framed PDF) is not a missing file.
  page.on('requestfailed', (request) => {
    if (request.url().startsWith('file:') && request.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  const broken: string[] = [];
  for (const file of pages) {
    await page.goto(pathToFileURL(join(root, file)).href);
    const images = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
    broken.push(...images.map((src) => `${file}: ${src}`));
  }
  expect(broken).toEqual([]);
  expect(failed).toEqual([]);
  expect(pages.length).toBeGreaterThan(40);
});

test('pages read from disk show what the scripts would: every slide, tab panel, the map and gallery image', async ({
  page,
}) => {
  await page.goto(pathToFileURL(join(root, 'index.html')).href);
  const slides = page.locator('.hero .swiper-slide');
  for (const slide of await slides.all()) await expect(slide).toBeVisible();
  // The ticker cannot scroll without its script: every notice sits inside its frame, wrapped.
  const frame = (await page.locator('.ticker__viewport').boundingBox())!;
  const links = await page
    .locator('.ticker__list a')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(links.length).toBeGreaterThan(1);
  for (const link of links)
    expect(link.x + link.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  // The browser refuses to fetch the search index from disk: no search button promises one.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
  await page.goto(pathToFileURL(join(root, 'message/5/index.html')).href);
  await expect(page.getByRole('tabpanel')).toHaveCount(3);
  for (const panel of await page.getByRole('tabpanel').all()) await expect(panel).toBeVisible();
  // The office map, an editor's embed deferred by a script online, is its frame from disk.
  await page.goto(pathToFileURL(join(root, 'contact/index.html')).href);
  await expect(page.locator('main iframe[src^="https://www.openstreetmap.org/"]')).toBeVisible();
  await page.goto(pathToFileURL(join(root, 'gallery/15/index.html')).href);
  const first = page.locator('.gallery-grid a').first();
  await first.click();
  await expect(page).toHaveURL(/\/_astro\/.+\.(webp|jpg|png)$/);
});

// From disk the browser runs none of the site's modules: the header must work as plain HTML and CSS.
for (const [width, height] of VIEWPORTS) {
  test.describe(`the archive's header at ${width} px`, () => {
    test.use({ viewport: { width: width, height: height }, hasTouch: true });

    test('opens by keyboard and touch and reaches every link', async ({ page }) => {
      await page.goto(pathToFileURL(join(root, 'notice/index.html')).href);
      const all = await headerLinks(page);
      expect(all.length).toBeGreaterThan(15);
      expect(await walkHeaderByKeyboard(page)).toEqual(all);
      await page.reload();
      expect(await walkHeaderByTouch(page)).toEqual(all);
    });
  });
}
