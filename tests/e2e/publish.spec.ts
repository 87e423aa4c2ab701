/**
 * An editor's path on a phone (390 px): sign in on the publish page, press "Publish now"
 * after an edit in the reference CMS, follow the progress and see the edit live with what
 * changed, once with scripts and once without. `npm run webhook` runs as deployed, building
 * the real site with `astro build` into its own root, which a Netlify-shaped server serves
 * from `current`. The back office is a small one (the tables-only fixture), so each build is
 * short: what is tested is the editor's path, not the sample's pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startCmsServer, type CmsServer } from '../../scripts/lib/reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { hashPassword } from '../../scripts/lib/webhook/http/password.ts';
import { tablesOnly, writeFixture } from '../fixtures/snapshots.ts';
import { editJson } from '../helpers/snapshot.ts';
import { expectAccessible } from './fixtures.ts';
import { seededCacheDir } from '../helpers/cache-dir.ts';

const SECRET = 'e2e-publish-secret-0123456789-abcdefghij';
/** The notice the editor edits, in each test. */
const NOTICE = tablesOnly().notices[0]!.id;
const PASSWORD = 'harbour lantern teacup';
/** A full build of the small back office, then each publish's incremental build, on a shared machine. */
const PUBLISH_TIMEOUT = 240_000;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

let work: string;
let cms: CmsServer;
let site: SiteServer;
let webhook: ChildProcess;
let publisher: string;

test.beforeAll(async () => {
  test.setTimeout(PUBLISH_TIMEOUT);
  work = await mkdtemp(join(tmpdir(), 'e2e-publish-'));
  await writeFixture(join(work, 'source'), tablesOnly());
  cms = await startCmsServer({ snapshotDir: join(work, 'source'), endpoints: DEFAULT_ENDPOINTS });
  webhook = spawn(process.execPath, ['scripts/webhook.ts'], {
    env: {
      ...process.env,
      REBUILD_SECRET: SECRET,
      CMS_API_URL: cms.url,
      WEBHOOK_ROOT: join(work, 'root'),
      WEBHOOK_PORT: '0',
      WEBHOOK_PREVIEW_PORT: '0',
      WEBHOOK_DEBOUNCE_MS: '500',
      WEBHOOK_PASSWORD_HASH: await hashPassword(PASSWORD),
      ASTRO_CACHE_DIR: await seededCacheDir(join(work, 'astro-cache')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  publisher = await new Promise<string>((resolve, reject) => {
    webhook.on('exit', (code) => reject(new Error(`npm run webhook exited (${code}): ${output}`)));
    webhook.stdout!.on('data', (data: Buffer) => {
      output += data.toString();
      const url = /rebuild endpoint at (\S+)\/hooks\/rebuild/.exec(output)?.[1];
      if (url) resolve(url);
    });
  });
  // The first release: what the edits below are compared with.
  await fetch(`${publisher}/hooks/rebuild`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}` },
  });
  await expect
    .poll(async () => (await (await fetch(`${publisher}/hooks/status`)).json()).lastSuccess, {
      timeout: PUBLISH_TIMEOUT,
    })
    .not.toBeNull();
  site = await startSiteServer({ dir: join(work, 'root', 'current'), configPath: 'netlify.toml' });
});

test.afterAll(async () => {
  webhook?.kill('SIGTERM');
  await site?.close();
  await cms?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** An editor changes a notice's title in the back office. */
async function editNotice(id: number, title: string) {
  await editJson(
    join(work, 'source', 'notices.json'),
    (notices: Array<{ id: number; title: string }>) => {
      notices.find((notice) => notice.id === id)!.title = title;
    },
  );
  await cms.reload();
}

async function signIn(page: Page) {
  await page.goto(`${publisher}/hooks/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publish the website');
  const password = page.getByLabel('Password');
  await password.fill('wrong password here');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Wrong password. Try again.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function expectLive(page: Page, title: string) {
  await page.goto(`${site.url}/notice/`);
  await expect(page.getByText(title)).toBeVisible();
}

test('an editor publishes an edit from a phone and follows it live', async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT);
  await signIn(page);
  await expectAccessible(page);
  const title = 'Office open on 16 November after all';
  await editNotice(NOTICE, title);

  // The keyboard reaches the button; the live region tells each step without a reload.
  const phase = page.getByRole('status');
  await page.getByRole('button', { name: 'Publish now' }).focus();
  await page.keyboard.press('Enter');
  await expect(phase).toHaveText(/^(Waiting|Publishing)/);
  await expect(page.getByRole('list', { name: 'Steps' })).toBeVisible();
  await expect(phase).toHaveText(
    /^Published at \d\d:\d\d UTC: the website shows it now \(1 notice changed\)\.$/,
    {
      timeout: PUBLISH_TIMEOUT,
    },
  );
  await expect(page.locator('.events li').first()).toContainText('from the publish page');
  await expect(page.locator('.events li').first()).toContainText('1 notice changed');
  await expectAccessible(page);
  await expectLive(page, title);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('an editor publishes with a form post, and the page refreshes itself until it is live', async ({
    page,
  }) => {
    test.setTimeout(PUBLISH_TIMEOUT);
    await signIn(page);
    const title = 'Recruitment drive for partner hospitals: dates moved';
    await editNotice(NOTICE, title);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status')).toHaveText(/^(Waiting|Publishing)/);
    await expect(
      page.getByText('This page refreshes every 5 seconds while publishing.'),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^Published at .*\(1 notice changed\)\.$/, {
      timeout: PUBLISH_TIMEOUT,
    });
    await expect(page.locator('.events li').first()).toContainText('1 notice changed');
    await expectLive(page, title);
  });
});
