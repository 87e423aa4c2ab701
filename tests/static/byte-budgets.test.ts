import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createWeigher } from '../../scripts/lib/built-site/page-weight.ts';
import { testSite } from '../helpers/test-site.ts';

/** Byte budgets of the production build (budgets.json), measured from the files, never timed. */
interface Budgets {
  htmlGzipPerPage: number;
  fontBytesPerPage: number;
  fontBytesPerOtherScript: number;
  javascriptGzip: Record<string, { page: string; withPage: number; onDemand: number }>;
  frameworkFreeJavascriptGzip: number;
  frameworkFree: string[];
}
const budgets: Budgets = JSON.parse(await readFile('budgets.json', 'utf8'));
const DIST = testSite('sample').dist;
const pageWeight = createWeigher(DIST);

/** What each framework's bundle contains, whatever the bundler names its files. */
const FRAMEWORK_SIGNATURES = {
  React: 'react.dev/errors',
  Swiper: 'swiper-wrapper',
  PhotoSwipe: 'pswp__',
};

/** The Latin files (the ones every page preloads) and the others, each with its size. */
async function fontBytes(files: string[]) {
  const sized = await Promise.all(
    files.map(async (url) => ({ url, bytes: (await stat(join(DIST, url))).size })),
  );
  const preloaded = new Set(
    (await readFile(join(DIST, 'index.html'), 'utf8')).match(
      /(?<=<link rel="preload" href=")[^"]+(?=" as="font")/g,
    ),
  );
  return {
    latin: sized.filter((file) => preloaded.has(file.url)),
    others: sized.filter((file) => !preloaded.has(file.url)),
  };
}

test('every page keeps its HTML within budget', async () => {
  const pages = (await readdir(DIST, { recursive: true })).filter((file) => file.endsWith('.html'));
  const over: string[] = [];
  for (const page of pages) {
    const { html } = await pageWeight(page);
    if (html.gzip > budgets.htmlGzipPerPage) over.push(`${page}: ${html.gzip} B`);
  }
  expect(over).toEqual([]);
});

test('every page loads its two Latin web fonts within budget, and a font for another script only where it has words in it', async () => {
  const pages = (await readdir(DIST, { recursive: true })).filter((file) => file.endsWith('.html'));
  const over: string[] = [];
  const withOtherScripts: string[] = [];
  for (const page of pages) {
    const { fonts } = await pageWeight(page);
    const { latin, others } = await fontBytes(fonts.files);
    expect(latin.length, page).toBe(2);
    if (latin.reduce((total, file) => total + file.bytes, 0) > budgets.fontBytesPerPage)
      over.push(`${page}: Latin fonts`);
    for (const file of others)
      if (file.bytes > budgets.fontBytesPerOtherScript)
        over.push(`${page}: ${file.url} ${file.bytes} B`);
    if (others.length > 0) withOtherScripts.push(page);
  }
  expect(over).toEqual([]);
  // The sample's one Bengali notice: its page, the lists and the ticker that show its title, the form that offers it.
  expect(withOtherScripts.sort()).toEqual(
    [
      'index.html',
      'home/index.html',
      'home/1/index.html',
      'notice/index.html',
      'notice/17/index.html',
      'pdfShow/notice/10/index.html',
      'contact/index.html',
      'contact/19/index.html',
    ].sort(),
  );
});

for (const [kind, budget] of Object.entries(budgets.javascriptGzip)) {
  test(`the ${kind} page keeps its JavaScript within budget`, async () => {
    const { js, lazyJs } = await pageWeight(budget.page);
    expect(js.gzip, `${budget.page} loads ${js.gzip} B with the page`).toBeLessThanOrEqual(
      budget.withPage,
    );
    expect(lazyJs.gzip, `${budget.page} loads ${lazyJs.gzip} B on demand`).toBeLessThanOrEqual(
      budget.onDemand,
    );
  });
}

for (const page of budgets.frameworkFree) {
  test(`${page} has no island and loads no framework`, async () => {
    const { js } = await pageWeight(page);
    expect(js.gzip).toBeLessThanOrEqual(budgets.frameworkFreeJavascriptGzip);
    const code = (
      await Promise.all(js.files.map((file) => readFile(join(DIST, file), 'utf8')))
    ).join('\n');
    for (const [framework, signature] of Object.entries(FRAMEWORK_SIGNATURES))
      expect(code.includes(signature), framework).toBe(false);
    expect(await readFile(join(DIST, page), 'utf8')).not.toContain('<astro-island');
  });
}

test('the framework signatures are real: the home page does load React and Swiper', async () => {
  const { js } = await pageWeight('index.html');
  const code = (await Promise.all(js.files.map((file) => readFile(join(DIST, file), 'utf8')))).join(
    '\n',
  );
  expect(code).toContain(FRAMEWORK_SIGNATURES.React);
  expect(code).toContain(FRAMEWORK_SIGNATURES.Swiper);
});
