import { readdir, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createWeigher } from '../../scripts/lib/page-weight.ts';

/** Byte budgets of the production build (budgets.json), measured from the files, never timed. */
interface Budgets {
  htmlGzipPerPage: number;
  fontBytesPerPage: number;
  javascriptGzip: Record<string, { page: string; withPage: number; onDemand: number }>;
  frameworkFreeJavascriptGzip: number;
  frameworkFree: string[];
}
const budgets: Budgets = JSON.parse(await readFile('budgets.json', 'utf8'));
const pageWeight = createWeigher('dist-test');

/** What each framework's bundle contains, whatever the bundler names its files. */
const FRAMEWORK_SIGNATURES = { React: 'react.dev/errors', Swiper: 'swiper-wrapper', PhotoSwipe: 'pswp__' };

test('every page keeps its HTML within budget', async () => {
  const pages = (await readdir('dist-test', { recursive: true })).filter((file) => file.endsWith('.html'));
  const over: string[] = [];
  for (const page of pages) {
    const { html } = await pageWeight(page);
    if (html.gzip > budgets.htmlGzipPerPage) over.push(`${page}: ${html.gzip} B`);
  }
  expect(over).toEqual([]);
});

test('every page loads its two web fonts and no more than their budget', async () => {
  const pages = (await readdir('dist-test', { recursive: true })).filter((file) => file.endsWith('.html'));
  const over: string[] = [];
  for (const page of pages) {
    const { fonts } = await pageWeight(page);
    expect(fonts.files, page).toHaveLength(2);
    if (fonts.bytes > budgets.fontBytesPerPage) over.push(`${page}: ${fonts.bytes} B`);
  }
  expect(over).toEqual([]);
});

for (const [kind, budget] of Object.entries(budgets.javascriptGzip)) {
  test(`the ${kind} page keeps its JavaScript within budget`, async () => {
    const { js, lazyJs } = await pageWeight(budget.page);
    expect(js.gzip, `${budget.page} loads ${js.gzip} B with the page`).toBeLessThanOrEqual(budget.withPage);
    expect(lazyJs.gzip, `${budget.page} loads ${lazyJs.gzip} B on demand`).toBeLessThanOrEqual(budget.onDemand);
  });
}

for (const page of budgets.frameworkFree) {
  test(`${page} has no island and loads no framework`, async () => {
    const { js } = await pageWeight(page);
    expect(js.gzip).toBeLessThanOrEqual(budgets.frameworkFreeJavascriptGzip);
    const code = (await Promise.all(js.files.map((file) => readFile(`dist-test${file}`, 'utf8')))).join('\n');
    for (const [framework, signature] of Object.entries(FRAMEWORK_SIGNATURES)) expect(code.includes(signature), framework).toBe(false);
    expect(await readFile(`dist-test/${page}`, 'utf8')).not.toContain('<astro-island');
  });
}

test('the framework signatures are real: the home page does load React and Swiper', async () => {
  const { js } = await pageWeight('index.html');
  const code = (await Promise.all(js.files.map((file) => readFile(`dist-test${file}`, 'utf8')))).join('\n');
  expect(code).toContain(FRAMEWORK_SIGNATURES.React);
  expect(code).toContain(FRAMEWORK_SIGNATURES.Swiper);
});
