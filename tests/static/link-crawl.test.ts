/**
 * Every page of the build, checked by linkinator as Netlify serves it: every internal link,
 * image (src and srcset), stylesheet, script and frame on it must answer.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { DIST, htmlFiles, pathOf } from './sample-build.ts';

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({ dir: DIST, configPath: 'netlify.toml' });
});
afterAll(() => server?.close());

test('every internal link and image on every page resolves', async () => {
  const built = (await htmlFiles()).map((file) => pathOf(`/${file}`));
  expect(built.length).toBeGreaterThan(150);
  const checker = new LinkChecker();
  // Shallow from every page: linkinator's recursion only follows links below each start
  // path, so giving it every page is what makes the check complete.
  const result = await checker.check({
    path: built.map((page) => `${server.url}${page === '/404.html' ? page : encodeURI(page)}`),
    recurse: false,
    checkCss: true,
    concurrency: 8,
    linksToSkip: (link) => Promise.resolve(!link.startsWith(server.url)),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  expect(result.links.length).toBeGreaterThan(built.length);
}, 180_000);
