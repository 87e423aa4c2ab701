/**
 * Checkers nobody here wrote, run from the project's own dev dependencies over a production
 * build of the sample: the W3C Nu Html Checker (vnu-jar, on the system Java) and html-validate
 * on every page, and pa11y (axe and HTML_CodeSniffer, WCAG 2 AA, in the system Chromium) on
 * every kind of page. No RSS validator is published on npm:
 * tests/unit/notice-feed.test.ts checks the feed's RSS 2.0 elements. linkinator checks every
 * link in tests/e2e/crawl.spec.ts.
 *
 * A rule is switched off only where it is wrong for this site, with the reason beside it.
 */
import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HtmlValidate, type ConfigData } from 'html-validate';
import pa11y from 'pa11y';
import vnuJar from 'vnu-jar';
import puppeteer, { type Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { startSiteServer, type SiteServer } from '../../scripts/lib/site-server.ts';
import { astroBuild, htmlPages } from '../helpers/astro-build.ts';
import { SAMPLE, scratch } from '../helpers/snapshot.ts';

const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // <ul role="list">: lists styled without bullets keep their list semantics in Safari/VoiceOver only so.
    'no-redundant-role': 'off',
    // A telephone link is kept on one line by CSS (global.css), not by &nbsp; in the CMS's text.
    'tel-non-breaking': 'off',
    // React's server renderer writes srcSet, fetchPriority, <img/> and required="": the same HTML.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // A page's title is the CMS's (a notice's, a post's) and the site's name; cutting it would drop words.
    'long-title': 'off',
  },
};

/** Found by a checker, known, and not a fault of the site: each with its reason. */
const ACCEPTED: Array<{ where: RegExp; reason: string }> = [
  {
    // Astro writes its islands' one-line style (astro-island { display: contents }) where the first island is, in <body>.
    where:
      /: element-permitted-content: <style> element is not permitted as content under <(section|div)>/,
    reason: "Astro's island style",
  },
  {
    // The same style, which the Nu checker wants first in its parent.
    where: /: nu: A “style” element in “body” must be the first child of its parent\.$/,
    reason: "Astro's island style",
  },
  {
    // The notices table turns into cards on phones; CSS display drops a table's semantics in
    // WebKit, so its parts say their ARIA roles, which the Nu checker forbids on any table.
    where:
      /^notice\/.*: nu: The “role” attribute must not be used on a “t[dhr]” element which has a “table” ancestor/,
    reason: 'table roles kept for the stacked table',
  },
  {
    // The sign-in email field says autocomplete="username", as password managers expect; the HTML
    // standard allows it on an email input and axe's autocomplete-valid agrees; HTML_CodeSniffer does not know it.
    where: /^\/login\/: htmlcs WCAG2AA\.Principle1\.Guideline1_3\.1_3_5\.H98 #login-email$/,
    reason: 'username on an email input',
  },
];

let root: string;
let outDir: string;
let server: SiteServer;
let browser: Browser | undefined;

beforeAll(async () => {
  root = await scratch('checkers-');
  outDir = join(root, 'dist');
  await astroBuild({ snapshot: SAMPLE, outDir });
  server = await startSiteServer({ dir: outDir, configPath: 'netlify.toml' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const accepted = (finding: string) => ACCEPTED.some(({ where }) => where.test(finding));

describe('outside checkers', () => {
  it('the W3C Nu Html Checker finds no error on any page', async () => {
    const pages = [...(await htmlPages(outDir)).keys()];
    expect(pages.length).toBeGreaterThan(150);
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', String(vnuJar), '--errors-only', '--exit-zero-always', '--format', 'json', ...pages],
      { cwd: outDir, maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as {
      messages: Array<{ type: string; url: string; message: string }>;
    };
    const found = messages
      .map(({ url, message }) => `${relative(outDir, fileURLToPath(url))}: nu: ${message}`)
      .filter((finding) => !accepted(finding));
    expect(found).toEqual([]);
  }, 180_000);

  it('html-validate finds no error on any page', async () => {
    const validator = new HtmlValidate(HTML_RULES);
    const pages = await htmlPages(outDir);
    expect(pages.size).toBeGreaterThan(150);
    const found: string[] = [];
    for (const [file, html] of pages) {
      const report = await validator.validateString(html, file);
      for (const message of report.results.flatMap((result) => result.messages)) {
        const finding = `${message.ruleId}: ${message.message}`;
        if (!accepted(`${file}: ${finding}`))
          found.push(`${file}: ${finding} (${message.selector ?? ''})`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('pa11y (axe and HTML_CodeSniffer, WCAG 2 AA) finds no error on any kind of page', async () => {
    browser = await puppeteer.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
    const paths = [
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
    const found: string[] = [];
    for (const path of paths) {
      const { issues } = await pa11y(server.url + path, {
        browser,
        standard: 'WCAG2AA',
        runners: ['axe', 'htmlcs'],
        timeout: 60_000,
      });
      for (const issue of issues) {
        // What axe cannot decide (text over a picture, a frame from another site) it leaves for review, not as a fault.
        const review = (issue.runnerExtras as { needsFurtherReview?: boolean } | undefined)
          ?.needsFurtherReview;
        const finding = `${path}: ${issue.runner} ${issue.code} ${issue.selector}`;
        if (issue.type === 'error' && !review && !accepted(finding)) found.push(finding);
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
