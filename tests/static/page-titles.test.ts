/**
 * Every page of the company site names itself: no two pages the site map lists share a title,
 * so a visitor's tabs, history and search results tell them apart.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { expect, test } from 'vitest';
import { testSite } from '../helpers/test-site.ts';

const { dist } = testSite('company');

async function titleOf(file: string): Promise<string> {
  let title = '';
  let inTitle = false;
  new Parser({
    onopentag: (name) => (inTitle = name === 'title'),
    ontext: (text) => void (inTitle && (title += text)),
    onclosetag: () => (inTitle = false),
  }).end(await readFile(join(dist, file), 'utf8'));
  return title;
}

test('no two pages of the company site share a title', async () => {
  const sitemap = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
  const files = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => `${decodeURIComponent(new URL(url!).pathname).slice(1)}index.html`,
  );
  expect(files.length).toBeGreaterThan(15);
  const pages = new Map<string, string[]>();
  for (const file of files) {
    const title = await titleOf(file);
    pages.set(title, [...(pages.get(title) ?? []), file]);
  }
  expect([...pages].filter(([, shared]) => shared.length > 1)).toEqual([]);
  expect(pages.size).toBe(files.length);
});
