import { readdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LinkChecker } from 'linkinator';
import { menuNamed } from './fixtures.ts';

/**
 * A crawl of the whole built site from its entry points (home, 404 and the fixed routes of
 * SPEC §2 that need no id): every internal link, image (src and srcset), stylesheet,
 * script and frame must answer, and every page in the build must be reached, so the site
 * generates exactly the pages it links to, plus the routes the spec names.
 */
const SPEC_ENTRY_ROUTES = ['/', '/404.html', '/home', '/notice/', '/our%20team/', '/contact'];
test('every internal link and image resolves, and every built page is linked', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: [...SPEC_ENTRY_ROUTES.map((route) => `${baseURL}${route}`), `${baseURL}/home/${menuNamed('Home').id}`],
    recurse: true,
    checkCss: true,
    concurrency: 8,
    linksToSkip: async (link) => !link.startsWith(baseURL!),
  });
  const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);

  const reached = new Set(result.links.filter((link) => link.state === 'OK').map((link) => decodeURIComponent(new URL(link.url).pathname).replace(/\/$/, '')));
  const built = (await readdir('dist-test', { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file}`.replace(/\/index\.html$/, '').replace(/^\/404\.html$/, '/404.html'))
    .filter((page) => page !== '');
  const orphans = built.filter((page) => !reached.has(page));
  expect(orphans).toEqual([]);
  expect(built.length).toBeGreaterThan(30);
});
