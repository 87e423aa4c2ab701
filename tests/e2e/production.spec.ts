/**
 * Production parity: the site under test is served as Netlify serves it (scripts/serve.ts),
 * with the headers the build wrote to _headers. These tests prove each page kind works under
 * those headers and that they do what they are for.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { menuNamed, snapshot } from './fixtures.ts';
import { e2eSite } from './e2e-site.ts';

const PAGE_KINDS = [
  '/',
  '/about/2',
  `/gallery/${menuNamed('Gallery').id}`,
  '/notice/',
  `/pdfShow/notice/${snapshot.notices[0]!.id}`,
  '/our%20team/',
  '/contact',
  '/blog',
  '/login',
];

test('every page kind answers with the security headers', async ({ request }) => {
  for (const path of PAGE_KINDS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'self'/);
    expect(headers['content-security-policy'], path).toMatch(
      /default-src 'self'.*script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8}/);
    expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

test('hashed assets are cached for a year and unknown paths get the 404 page with its headers', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await page
    .locator('script[type="module"][src^="/_astro/"]')
    .first()
    .getAttribute('src');
  expect((await request.get(script!)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Oops! Page Not Found!');
  expect(missing.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

test(
  'the notice viewer shows its PDF in the frame under the production headers',
  {
    tag: '@pdf-viewer',
  },
  async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const notice = snapshot.notices.find((candidate) => candidate.file)!;
    await page.goto(`/pdfShow/notice/${notice.id}`);
    const frame = page.locator('iframe.notice-viewer__frame');
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^\/_astro\/.+\.pdf$/);
    await expect
      .poll(() => page.frames().map((candidate) => candidate.url()))
      .toContain(new URL(src!, page.url()).href);
    expect(page.frames().some((candidate) => candidate.url().startsWith('chrome-error:'))).toBe(
      false,
    );
    expect(
      problems.filter((problem) =>
        /frame-ancestors|X-Frame-Options|refused to display/i.test(problem),
      ),
    ).toEqual([]);
  },
);

test('a file on the site that no page declared runs no script', async ({ page }) => {
  // An upload that slipped through as HTML, served once bare and once beside the build's own _headers.
  const folders: string[] = [];
  const siteWith = async (headers: boolean) => {
    const site = await mkdtemp(join(tmpdir(), 'site-headers-'));
    folders.push(site);
    await mkdir(join(site, '_astro'));
    await writeFile(
      join(site, '_astro', 'upload.html'),
      '<!doctype html><title>upload</title><script>document.title = "script ran"</script>',
    );
    if (headers) await cp(join(e2eSite('sample').dist, '_headers'), join(site, '_headers'));
    return startSiteServer({ dir: site });
  };
  const bare = await siteWith(false);
  const withHeaders = await siteWith(true);
  try {
    // Without the headers the script would run: the test can tell.
    await page.goto(`${bare.url}/_astro/upload.html`);
    await expect(page).toHaveTitle('script ran');
    await page.goto(`${withHeaders.url}/_astro/upload.html`);
    await expect(page).toHaveTitle('upload');
  } finally {
    await Promise.all([bare.close(), withHeaders.close()]);
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
});
