/**
 * Issue 26: links, canonical URLs and the feed dropped the trailing slash the sitemap kept, and
 * a company was linked with %26, canonical with & and listed with &amp;. Every URL the site
 * writes has one spelling, which the server answers without a redirect.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { testSite } from '../helpers/test-site.ts';
import { DIST, htmlFiles, urlsOf } from './sample-build.ts';

let server: SiteServer;
const urls = new Set<string>();

beforeAll(async () => {
  server = await startSiteServer({ dir: DIST, configPath: 'netlify.toml' });
  for (const file of await htmlFiles()) {
    const { links, own } = await urlsOf(file);
    for (const url of [...links, ...own]) urls.add(url.split('#')[0]!.split('?')[0]!);
  }
  for (const file of ['sitemap-0.xml', 'notice/rss.xml']) {
    const xml = await readFile(join(DIST, file), 'utf8');
    for (const [, url] of xml.matchAll(/<(?:loc|link|guid)[^>]*>https?:\/\/[^/<]+(\/[^<]*)</g))
      urls.add(url!);
  }
});
afterAll(() => server?.close());

test('every URL ends in a slash or a file name, and every segment is spelt one way', () => {
  const misspelt: string[] = [];
  for (const url of urls) {
    const segments = url.split('/').slice(1, -1);
    const last = url.split('/').at(-1)!;
    // A page ends with a slash; only files (a PDF, the feed, an image) end with a name.
    if (last !== '' && !/\.[a-z0-9]+$/i.test(last)) misspelt.push(`${url}: no trailing slash`);
    for (const segment of segments) {
      const raw = decodeURIComponent(segment);
      if (encodeURIComponent(raw) !== segment || /[^\p{L}\p{M}\p{N} ._~-]/u.test(raw))
        misspelt.push(`${url}: segment ${segment}`);
    }
  }
  expect(misspelt).toEqual([]);
});

test('a company whose name holds & has one address', async () => {
  const company = (await loadSnapshot(testSite('sample').snapshot)).pages.find(
    (page) => page.name === 'Harbour & Crest Recruitment',
  )!;
  expect([...urls].filter((url) => url.startsWith(`/company/${company.id}/`))).toEqual([
    `/company/${company.id}/harbour-crest-recruitment/`,
  ]);
});

test('the server answers every one of them without a redirect', async () => {
  const redirected: string[] = [];
  for (const url of urls) {
    const response = await fetch(server.url + url, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) redirected.push(`${response.status} ${url}`);
  }
  expect(redirected).toEqual([]);
  expect(urls.size).toBeGreaterThan(150);
}, 120_000);
