/**
 * HTML_CodeSniffer (WCAG 2 AA, through pa11y in the system Chromium) on every kind of page of the
 * built sample. axe, pa11y's other runner, runs once, in the browser tier (tests/e2e/a11y.spec.ts).
 */
import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, headlessShellPath } from '../../scripts/lib/built-site/chromium.ts';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { accepted } from '../static/accepted-findings.ts';
import { testSite } from '../helpers/test-site.ts';

const PATHS = [
  '/',
  '/about/2/',
  '/notice/',
  '/pdfShow/notice/9/',
  '/our%20team/',
  '/contact/',
  '/company/10/harbour-crest-recruitment/',
  '/gallery/15/',
  '/message/5/',
  '/careers/20/',
  '/event/',
  '/blog-single/1/',
  '/login/',
  '/no-such-page/',
];

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer({ dir: testSite('sample').dist, configPath: 'netlify.toml' });
  browser = await puppeteer.launch({
    executablePath: headlessShellPath(),
    args: [...CHROMIUM_FLAGS],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('HTML_CodeSniffer (WCAG 2 AA) finds no error on any kind of page', async () => {
  const found: string[] = [];
  for (const path of PATHS) {
    const { issues } = await pa11y(server.url + path, {
      browser,
      standard: 'WCAG2AA',
      runners: ['htmlcs'],
      timeout: 60_000,
    });
    for (const issue of issues) {
      const finding = `${path}: ${issue.runner} ${issue.code} ${issue.selector}`;
      if (issue.type === 'error' && !accepted(finding)) found.push(finding);
    }
  }
  expect(found).toEqual([]);
}, 300_000);
