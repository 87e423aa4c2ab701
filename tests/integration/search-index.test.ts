/**
 * The search step against built pages and notices holding what a hostile CMS can put there:
 * the index Pagefind writes is read back (its fragments), as the search box would show it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../../src/integrations/search-integration.ts';
import type { NoticeTexts } from '../../src/integrations/pdf/notice-texts.ts';
import { searchFragments, type Fragment } from '../helpers/search-fragments.ts';
import { scratch } from '../helpers/scratch.ts';

/** A page as BaseLayout writes it; CMS text lands in <head> attributes unescaped but for quotes and ampersands. */
const page = (siteName: string, main: string, indexed = true) =>
  `<!doctype html><html lang="en"${indexed ? ' data-search-indexed' : ''}><head><title>Page</title>` +
  `<meta property="og:site_name" content="${siteName.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></head>` +
  `<body><header><nav><a href="/">Home</a></nav></header>` +
  `<main id="main" tabindex="-1"${indexed ? ' data-pagefind-body data-pagefind-meta="section:Our Team"' : ''}>${main}</main>` +
  `<footer>Footer</footer></body></html>`;

const SITE_NAME = 'Group <main data-pagefind-meta=url:https://evil.example/phish>';
const EMPLOYEES = Array.from({ length: 12 }, (_, index) => `Employee${index}`);
const staff = EMPLOYEES.map(
  (name, index) =>
    `<article aria-label="${index === 1 ? 'Ann </main> Lee' : name}"><h3>${index === 1 ? 'Ann &lt;/main&gt; Lee' : ''} ${name}</h3></article>`,
).join('');

const notice = (id: number, title: string, text: string) => ({
  notice: { id, title, date: '2026-01-01', note: null, file: null, show_on_homepage: false },
  kind: 'notice' as const,
  text,
});

let fragments: Fragment[];
const warnings: string[] = [];

beforeAll(async () => {
  const root = await scratch('search-index-');
  const pages: Record<string, string> = {
    'index.html': page(SITE_NAME, '<p>Not indexed</p>', false),
    'about/1/index.html': page(SITE_NAME, '<h1>About us</h1><p>We are a group.</p>'),
    'our team/index.html': page(SITE_NAME, staff),
  };
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), html);
  }
  const notices: NoticeTexts = {
    // A title with a lone surrogate (valid JSON, N3), and a PDF's words cut mid pair as an older build cached them (N1).
    texts: [
      notice(1, 'Visa \ud800 notice', 'Offices close'),
      notice(2, 'Long notice', `${'word '.repeat(10)}\ud83d`),
    ],
    read: 0,
  };
  const logger = {
    info: () => {},
    warn: (message: string) => warnings.push(message),
  } as unknown as AstroIntegrationLogger;
  await writeSearchIndex(root, notices, logger, await scratch('search-cache-'));
  fragments = await searchFragments(join(root, 'pagefind'));
}, 60_000);

describe('the search index from hostile pages and notices', () => {
  it('links every result to its own page, whatever a site name in <head> says (N6)', () => {
    for (const fragment of fragments)
      expect(JSON.stringify(fragment)).not.toContain('evil.example');
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([
      '/about/1/',
      '/our%20team/',
      '/pdfShow/notice/1/',
      '/pdfShow/notice/2/',
    ]);
  });

  it("indexes a page's whole <main>, whatever a name in it says (N16)", () => {
    const team = fragments.find((fragment) => fragment.url === '/our%20team/')!;
    for (const name of EMPLOYEES) expect(team.content).toContain(name);
    expect(team.content).not.toContain('Footer');
    expect(team.meta.section).toBe('Our Team');
  });

  it('indexes notices whose title or words are not well-formed Unicode, instead of failing the build (N1, N3)', () => {
    const byUrl = new Map(fragments.map((fragment) => [fragment.url, fragment]));
    expect(byUrl.get('/pdfShow/notice/1/')!.meta.title).toBe('Visa \ufffd notice');
    expect(byUrl.get('/pdfShow/notice/2/')!.content).toContain('word word');
    expect(warnings).toEqual([]);
  });
});
