/**
 * A rebuild that gives the search the same records restores the last build's index
 * (src/integrations/search-index-cache.ts): the same files a fresh index has. A change in one
 * page's indexed text, or one notice's words, indexes again.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { fileDigests } from '../../scripts/lib/bench/site-files.ts';
import type { NoticeTexts } from '../../src/integrations/pdf/notice-texts.ts';
import { writeSearchIndex } from '../../src/integrations/search-integration.ts';
import { scratch } from '../helpers/scratch.ts';

const page = (main: string) =>
  `<!doctype html><html lang="en" data-search-indexed><head><title>Page</title></head>` +
  `<body><main data-pagefind-body>${main}</main></body></html>`;

const notices = (words: string): NoticeTexts => ({
  texts: [
    {
      notice: {
        id: 1,
        title: 'Visa notice',
        date: '2026-01-01',
        note: null,
        file: null,
        show_on_homepage: false,
      },
      kind: 'notice',
      text: words,
    },
  ],
  read: 0,
});

async function site(pages: Record<string, string>): Promise<string> {
  const root = await scratch('search-cache-site-');
  for (const [file, main] of Object.entries(pages)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), page(main));
  }
  return root;
}

/** Indexes the site; returns the index's files by digest and what the step logged. */
async function index(root: string, cacheDir: string, texts: NoticeTexts) {
  const said: string[] = [];
  const logger = { info: (line: string) => said.push(line), warn: () => {} };
  await rm(join(root, 'pagefind'), { recursive: true, force: true });
  await writeSearchIndex(root, texts, logger as unknown as AstroIntegrationLogger, cacheDir);
  return { files: await fileDigests(join(root, 'pagefind')), said: said.join('\n') };
}

const PAGES = {
  'about/1/index.html': '<h1>About</h1><p>We are a group.</p>',
  'our team/index.html': '<p>Ann Lee</p>',
};

describe('the search index of a rebuild', () => {
  it('is restored when the records are the same, and equals a fresh index', async () => {
    const cacheDir = await scratch('search-cache-');
    const first = await index(await site(PAGES), cacheDir, notices('Offices close'));
    const again = await index(await site(PAGES), cacheDir, notices('Offices close'));
    expect(again.said).toContain('as the last build indexed them');
    expect(again.files).toEqual(first.files);
    const fresh = await index(
      await site(PAGES),
      await scratch('search-cache-'),
      notices('Offices close'),
    );
    expect(fresh.files).toEqual(first.files);
  });

  it('is made again when a page’s text or a notice’s words changed', async () => {
    const cacheDir = await scratch('search-cache-');
    const first = await index(await site(PAGES), cacheDir, notices('Offices close'));
    const edited = await index(
      await site({ ...PAGES, 'our team/index.html': '<p>Ann Lee, Bo Chen</p>' }),
      cacheDir,
      notices('Offices close'),
    );
    expect(edited.said).not.toContain('as the last build indexed them');
    expect(edited.files).not.toEqual(first.files);
    // Only the edited page is parsed again; the index is the one a fresh build writes.
    expect(edited.said).toContain('2 pages (1 parsed, the rest from the cache)');
    const freshEdit = await index(
      await site({ ...PAGES, 'our team/index.html': '<p>Ann Lee, Bo Chen</p>' }),
      await scratch('search-cache-'),
      notices('Offices close'),
    );
    expect(freshEdit.said).toContain('2 pages (2 parsed, the rest from the cache)');
    expect(edited.files).toEqual(freshEdit.files);
    const reworded = await index(await site(PAGES), cacheDir, notices('Offices open'));
    expect(reworded.said).not.toContain('as the last build indexed them');
    expect(reworded.files).not.toEqual(first.files);
  });
});
