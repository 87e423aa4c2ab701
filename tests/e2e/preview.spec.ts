/**
 * An editor's look-first path on a phone (390 px): sign in, preview an edit, open the preview
 * site and find the website itself (every file it asks for, its styles, pictures, slider and
 * search) with the edit, while the live site still shows the old text; go live, restore the
 * release before; and a go-live scheduled on the publisher's clock, which the test moves. The
 * publisher runs in this process (its clock is the test's), building the real site with `astro
 * build` into its own root, which a Netlify-shaped server serves from `current`. The back office
 * holds the committed sample; the builds share the sample test site's optimised images.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startCmsServer, type CmsServer } from '../../scripts/lib/reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { parsePasswordHash } from '../../scripts/lib/webhook/http/password.ts';
import type { RebuildEvent } from '../../scripts/lib/webhook/desk/notify.ts';
import { startWebhook } from '../../scripts/lib/webhook/http/server.ts';
import { fakeClock } from '../fixtures/fake-clock.ts';
import { seededCacheDir } from '../helpers/cache-dir.ts';
import { testPasswordHash } from '../helpers/password.ts';
import { editJson, pullOptions, SAMPLE } from '../helpers/snapshot.ts';
import { closePopup, expectAccessible, snapshot } from './fixtures.ts';

const SECRET = 'e2e-preview-secret-0123456789-abcdefghij';
const PASSWORD = 'harbour lantern teacup';
const NOTICE = snapshot.notices[0]!;
const EDITED = 'Harbour office open on Saturday after all';
/** A full build of the small back office, then an incremental one, on a shared machine. */
const BUILD_TIMEOUT = 240_000;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

/** The schedule's clock, moved by the test: the rest of the publisher keeps real time. */
const time = fakeClock('2026-11-26T21:30:00Z');

let work: string;
let cms: CmsServer;
let site: SiteServer;
let publisher: Awaited<ReturnType<typeof startWebhook>>;
const logs: string[] = [];
/** What NOTIFY_URL was told. */
const notified: RebuildEvent[] = [];
let endPublish: () => void = () => {};

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'e2e-preview-'));
  await cp(SAMPLE, join(work, 'source'), { recursive: true });
  cms = await startCmsServer({ snapshotDir: join(work, 'source'), endpoints: DEFAULT_ENDPOINTS });
  process.env.ASTRO_CACHE_DIR = await seededCacheDir(join(work, 'astro-cache'));
  const root = join(work, 'root');
  const { out: _out, ...pull } = pullOptions(cms.url, '');
  publisher = await startWebhook({
    secret: SECRET,
    debounceMs: 500,
    log: (line) => logs.push(line),
    passwordHash: parsePasswordHash(await testPasswordHash(PASSWORD)),
    desk: {
      root,
      pull: { ...pull, timeoutMs: 15_000 },
      buildCommand: `"${process.execPath}" node_modules/astro/bin/astro.mjs build`,
      keep: 4,
    },
    clock: time.clock,
    notify: (event) => {
      notified.push(event);
      return Promise.resolve();
    },
    // "Publish now" stands in for a long publish: it runs until the test ends it.
    rebuild: () => new Promise((resolve) => (endPublish = () => resolve(null))),
  });
  site = await startSiteServer({ dir: join(root, 'current'), configPath: 'netlify.toml' });
});

test.afterAll(async () => {
  await publisher?.close();
  await site?.close();
  await cms?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** An edit of the notice's title; its text becomes one long address, which the report quotes whole. */
async function editNotice(title: string) {
  await editJson(
    join(work, 'source', 'notices.json'),
    (notices: Array<{ id: number; title: string; note: string | null }>) => {
      const notice = notices.find(({ id }) => id === NOTICE.id)!;
      notice.title = title;
      notice.note =
        'https://www.harbourline.example/notices/harbour-office-opening-hours-saturday.pdf';
    },
  );
  await cms.reload();
}

async function signIn(page: Page) {
  await page.goto(`${publisher.url}/hooks/`);
  await page.getByLabel('Your name').fill('Nadia');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Presses Preview; the page itself says when the preview is ready, with no reload. */
async function preview(page: Page) {
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText(/^Preparing a preview/)).toBeVisible();
  await expect(page.getByText(/^Preview ready/)).toBeVisible({ timeout: BUILD_TIMEOUT });
}

/**
 * The preview is the website as visitors will get it: every file the home page asks for comes,
 * its styles apply, its pictures decode, its slider and search work, and its bar says it is a
 * preview and lists the notices page the edit changed.
 */
async function expectTheWebsite(opened: Page) {
  await opened.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(new URL(opened.url()).origin).not.toBe(new URL(publisher.url).origin);
  // Watched from a load of its own. A load cut short (ERR_ABORTED: a lazy picture the page no
  // longer needs) is no missing file.
  const failed: string[] = [];
  opened.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  opened.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await opened.reload();
  await opened.waitForLoadState('networkidle');
  await closePopup(opened);
  const bar = opened.getByRole('region', { name: 'Preview' });
  await expect(bar).toContainText('Preview, not live yet: visitors do not see this.');
  await bar.getByText(/different from the live website/).click();
  await expect(bar.getByRole('link', { name: 'Notice (/notice/)' })).toBeVisible();
  // The edited row, as the back office names it, with its title before and after.
  await bar.getByText(/in the back office, row by row/).click();
  const row = bar.locator('li', { hasText: `Notices › “${EDITED}” (Title)` });
  await expect(row).toContainText(`Before: ${NOTICE.title!}`);
  await expect(row).toContainText(`After: ${EDITED}`);
  expect(
    await opened.evaluate(() => getComputedStyle(document.querySelector('h1, h2')!).fontFamily),
  ).toMatch(/Source Serif|Public Sans/);
  expect(
    await opened.evaluate(() =>
      [...document.images]
        .filter((image) => image.loading !== 'lazy')
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    ),
  ).toEqual([]);
  await expect(opened.locator('.hero .swiper')).toHaveClass(/swiper-initialized/);
  await opened.getByRole('button', { name: 'Search', exact: true }).click();
  await opened.getByRole('dialog', { name: 'Search the site' }).getByRole('textbox').fill('visa');
  await expect(opened.locator('.pagefind-ui__result').first()).toBeVisible();
  expect(failed).toEqual([]);
}

async function liveNotices(page: Page) {
  await page.goto(`${site.url}/notice/`);
  return page.locator('main');
}

test('an editor previews an edit, sees it before visitors do, goes live on time and restores', async ({
  page,
  context,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 3);
  await signIn(page);
  await expectAccessible(page);

  // The first release, live with the Go live button.
  await preview(page);
  // While the publisher answers, the button says it is at work and cannot be pressed twice
  // (held here by an answer that leaves the page as it is).
  await page.route('**/hooks/go-live', (route) => route.fulfill({ status: 204 }));
  const goLive = page.getByRole('button', { name: 'Go live' });
  await goLive.click();
  await expect(goLive).toHaveAttribute('aria-busy', 'true');
  await expect(goLive).toBeDisabled();
  await page.unroute('**/hooks/go-live');
  await page.reload();
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText(/is live: the website shows it now/)).toBeVisible();
  await expect(await liveNotices(page)).toContainText(NOTICE.title!);

  // An edit, previewed: the preview shows it, the live site does not.
  const edited = EDITED;
  await page.goto(`${publisher.url}/hooks/`);
  await editNotice(edited);
  await preview(page);
  await expect(page.getByText(/1 notice changed/).first()).toBeVisible();
  // The report quotes the address whole, wrapped within the phone's width.
  await expect(page.getByText(/its text is one word \(“https:/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open the preview' }).click(),
  ]);
  await expectTheWebsite(opened);
  await opened.goto(new URL('/notice/', opened.url()).href);
  await expect(opened.locator('main')).toContainText(edited);
  await expect(await liveNotices(opened)).not.toContainText(edited);
  await opened.close();

  // Go live at 22:15 UTC on the publisher's clock.
  await page.goto(`${publisher.url}/hooks/`);
  // At a day and time of the group's zone: 04:15 in Dhaka is 22:15 UTC.
  const goLiveAt = page.getByRole('group', { name: 'Go live at a time (Asia/Dhaka time)' });
  await expect(goLiveAt.getByLabel('Day')).toHaveValue('2026-11-27');
  await goLiveAt.getByLabel('Time').fill('04:15');
  await goLiveAt.getByRole('button', { name: 'Schedule' }).click();
  await expect(
    page.getByText(
      /^Go live with the preview of .* at 2026-11-27 04:15 Asia\/Dhaka time, set by Nadia/,
    ),
  ).toBeVisible();
  time.advanceTo('2026-11-26T22:14:00Z');
  await expect(await liveNotices(page)).not.toContainText(edited);
  // A publish is under way when the time comes: the go-live waits for it, then runs.
  await page.goto(`${publisher.url}/hooks/`);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(async () => {
    const status = (await (await fetch(`${publisher.url}/hooks/status`)).json()) as {
      state: string;
    };
    expect(status.state).toBe('running');
  }).toPass();
  time.advanceTo('2026-11-26T22:15:00Z');
  await expect(() =>
    expect(logs.join('\n')).toContain('is due and waits for the work under way'),
  ).toPass();
  await expect(await liveNotices(page)).not.toContainText(edited);
  endPublish();
  await publisher.idle();
  time.advanceTo('2026-11-26T22:15:30Z');
  await expect(async () => {
    await expect(await liveNotices(page)).toContainText(edited);
  }).toPass({ timeout: 30_000 });
  await expect(() =>
    expect(notified.at(-1)).toMatchObject({
      outcome: 'published',
      how: 'went live',
      by: 'Nadia (scheduled)',
    }),
  ).toPass();

  // Undo: the release before is live again.
  await page.goto(`${publisher.url}/hooks/`);
  await expect(page.getByText('Live now').first()).toBeVisible();
  await page.getByRole('button', { name: 'Restore this release' }).first().click();
  await expect(page.getByText(/restored: the website shows it now/)).toBeVisible();
  await expect(await liveNotices(page)).toContainText(NOTICE.title!);
  await expect(await liveNotices(page)).not.toContainText(edited);
});
