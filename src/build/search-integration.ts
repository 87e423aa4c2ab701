/**
 * The site search index (Pagefind), written to `pagefind/` once the pages are built, so every
 * build (full or incremental, local, webhook or Netlify) ends with an index of the whole site.
 *
 * Pages opt in through BaseLayout's `indexed` (`data-search-indexed` on <html>,
 * `data-pagefind-body` on <main>): the CMS's pages, companies, staff and notices; the template's
 * demo pages stay out. Each notice is one more record, its title and the words inside its PDF
 * (notice-texts.ts), linking to its viewer.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { hrefOf } from '../cms/page-paths.ts';
import { builtPages, pageHead } from './built-pages.ts';
import { noticeTexts, type NoticeTexts } from './notice-texts.ts';

export const SEARCH_DIR = 'pagefind';
export const NOTICE_SECTION = 'Notices';
/** What BaseLayout's `indexed` puts on <html>, so an indexed page is known from its head (<main> carries `data-pagefind-body`). */
const INDEXED_MARK = 'data-search-indexed';
const PAGES_AT_ONCE = 16;

/** An opted-in page as Pagefind is given it: only its <main>, so Pagefind skips the header's menu on every page. */
async function indexedPage(root: string, file: string): Promise<{ sourcePath: string; content: string } | undefined> {
  const htmlTag = /<html[^>]*>/.exec(await pageHead(file))?.[0];
  if (!htmlTag?.includes(INDEXED_MARK)) return undefined;
  const html = await readFile(file, 'utf8');
  const body = html.indexOf('<main');
  const main = html.slice(body, html.indexOf('</main>', body) + '</main>'.length);
  return { sourcePath: relative(root, file), content: `${htmlTag}<body>${main}</body></html>` };
}

/**
 * Gives Pagefind the built pages that opted in to the search (a fifth of a large site), 16 at a
 * time, so a large site is never held in memory whole. Pages are sent in the order of their
 * paths: Pagefind's output depends on the order pages arrive in, and a rebuild must write the
 * same index as a clean build.
 */
async function addIndexedPages(index: pagefind.PagefindIndex, root: string): Promise<number> {
  const files = (await builtPages(root)).sort();
  let added = 0;
  for (let start = 0; start < files.length; start += PAGES_AT_ONCE) {
    const read = await Promise.all(files.slice(start, start + PAGES_AT_ONCE).map((file) => indexedPage(root, file)));
    const pages = read.filter((page) => page !== undefined);
    const results = await Promise.all(pages.map((page) => index.addHTMLFile(page)));
    results.forEach(({ errors }, i) => {
      if (errors.length > 0) throw new Error(`search index: ${pages[i]!.sourcePath}: ${errors.join('; ')}`);
    });
    added += pages.length;
  }
  return added;
}

/** Writes `pagefind/` into a built site: its opted-in pages and every notice with its PDF's words. */
export async function writeSearchIndex(root: string, notices: NoticeTexts, logger: AstroIntegrationLogger): Promise<void> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    const pages = await addIndexedPages(index, root);
    const { texts, read } = notices;
    const records = await Promise.all(
      texts.map(({ notice, text }) =>
        index.addCustomRecord({
          url: hrefOf(['pdfShow', 'notice', notice.id]),
          content: `${notice.title}. ${text}`,
          language: 'en',
          meta: { title: notice.title, section: NOTICE_SECTION },
        }),
      ),
    );
    records.forEach(({ errors }, i) => {
      if (errors.length > 0) throw new Error(`search index: notice ${texts[i]!.notice.id}: ${errors.join('; ')}`);
    });
    const written = await index.writeFiles({ outputPath: join(root, SEARCH_DIR) });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(`search index: ${pages} pages and ${texts.length} notices (${read} PDFs read, the rest from the cache) in ${seconds} s`);
  } finally {
    await pagefind.close();
  }
}

export function searchIntegration(): AstroIntegration {
  let cacheDir = '';
  let notices: NoticeTexts | undefined;
  return {
    name: 'site-search',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      // The PDFs' words depend on the snapshot alone, so they are read before Astro bundles: their
      // worker's memory is given back before rendering and images, the build's heaviest steps,
      // instead of adding to them (large CMS, cold cache: peak 1,087 MiB read after, 968 to 990 before).
      'astro:build:start': async ({ logger }) => {
        notices = await noticeTexts(cacheDir, logger);
      },
      'astro:build:done': ({ dir, logger }) => writeSearchIndex(fileURLToPath(dir), notices!, logger),
    },
  };
}
