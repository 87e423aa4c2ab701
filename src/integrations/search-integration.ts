/**
 * The site search index (Pagefind), written to `pagefind/` once the pages are built, so every
 * build (full or incremental, local, webhook or Netlify) ends with an index of the whole site.
 *
 * Pages opt in through BaseLayout's `indexed` (`data-search-indexed` on <html>,
 * `data-pagefind-body` on <main>): the CMS's pages, companies, staff and notices; the template's
 * demo pages stay out. Each notice is one more record, its title and the words inside its PDF
 * (notice-texts.ts), linking to its viewer.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import pLimit from 'p-limit';
import * as pagefind from 'pagefind';
import { KIND_LABELS, noticeTitle, viewerHref } from '../cms/notices.ts';
import { snapshotDir } from '../cms/snapshot-dir.ts';
import { builtPages, pageHead } from './built-pages.ts';
import { INDEXED_MARK, indexedRegion } from './indexed-region.ts';
import { noticeTexts, type NoticeTexts } from './pdf/notice-texts.ts';
import { sha256 } from '../lib/sha256.ts';
import { keepSearchIndex, pagefindVersion, restoreSearchIndex } from './search-index-cache.ts';
import { regionMemo, type RegionMemo } from './search-regions.ts';

export const SEARCH_DIR = 'pagefind';
export const NOTICE_SECTION = 'Notices';
/** Pages read, and records given to Pagefind, at a time. */
const AT_ONCE = 16;

/** An opted-in page's file and the digest of its bytes; the head alone tells most pages out. */
interface OptedIn {
  file: string;
  sourcePath: string;
  digest: string;
}

async function optedIn(root: string, file: string): Promise<OptedIn | undefined> {
  if (!(await pageHead(file)).includes(INDEXED_MARK)) return undefined;
  return { file, sourcePath: relative(root, file), digest: sha256(await readFile(file)) };
}

/** An opted-in page as Pagefind is given it (indexed-region.ts), or undefined when it has no region. */
async function indexedPage(
  { file, sourcePath, digest }: OptedIn,
  regions: RegionMemo,
): Promise<{ sourcePath: string; content: string } | undefined> {
  try {
    const content = await regions.regionOf(digest, async () =>
      indexedRegion(await readFile(file, 'utf8')),
    );
    return content === undefined ? undefined : { sourcePath, content };
  } catch (error) {
    throw new Error(`search index: ${sourcePath}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Adds one record; a record Pagefind refuses is left out with a one-line warning naming it, so
 * no page or notice can stop the build. Its error is cut to its first line: Pagefind quotes
 * the whole record after it.
 */
async function addRecord(
  name: string,
  add: () => Promise<{ errors: string[] }>,
  logger: AstroIntegrationLogger,
): Promise<boolean> {
  let reason: string;
  try {
    const { errors } = await add();
    if (errors.length === 0) return true;
    reason = errors.join('; ');
  } catch (error) {
    reason = (error as Error).message;
  }
  logger.warn(
    `search index: ${name} is left out: Pagefind refused it (${reason.split('\n')[0]!.slice(0, 160)})`,
  );
  return false;
}

/**
 * The built pages that opted in to the search (a fifth of a large site), read 16 files at a
 * time, in the order of their paths: Pagefind's output depends on the order pages arrive in,
 * and a rebuild must write the same index as a clean build.
 */
async function optedInPages(root: string): Promise<OptedIn[]> {
  const files = (await builtPages(root)).sort();
  const read = pLimit(AT_ONCE);
  const pages = await Promise.all(files.map((file) => read(() => optedIn(root, file))));
  return pages.filter((page) => page !== undefined);
}

/** Gives Pagefind the pages 16 at a time, so a large site is never held in memory whole. */
async function addIndexedPages(
  index: pagefind.PagefindIndex,
  pages: readonly OptedIn[],
  logger: AstroIntegrationLogger,
  regions: RegionMemo,
): Promise<number> {
  let added = 0;
  for (let start = 0; start < pages.length; start += AT_ONCE) {
    const read = await Promise.all(
      pages.slice(start, start + AT_ONCE).map((page) => indexedPage(page, regions)),
    );
    const results = await Promise.all(
      read
        .filter((page) => page !== undefined)
        .map((page) => addRecord(page.sourcePath, () => index.addHTMLFile(page), logger)),
    );
    added += results.filter(Boolean).length;
  }
  return added;
}

/**
 * Gives Pagefind the notices 16 at a time, in order: all 5,000 of a large site at once queued
 * every record's JSON for its process together, the build's highest memory (docs/performance.md).
 */
async function addNoticeRecords(
  index: pagefind.PagefindIndex,
  texts: NoticeTexts['texts'],
  records: readonly pagefind.CustomRecord[],
  logger: AstroIntegrationLogger,
): Promise<boolean[]> {
  const added: boolean[] = [];
  for (let start = 0; start < records.length; start += AT_ONCE) {
    const batch = records.slice(start, start + AT_ONCE).map((record, offset) => {
      const { kind, notice } = texts[start + offset]!;
      return addRecord(`${kind} ${notice.id}`, () => index.addCustomRecord(record), logger);
    });
    added.push(...(await Promise.all(batch)));
  }
  return added;
}

/**
 * The digest of what the index is made from (search-index-cache.ts): each opted-in page's path
 * and bytes, in order (its indexed region is a function of them), each notice's record, and
 * Pagefind's version. A page's bytes hold its menu too, so a menu edit indexes again.
 */
async function recordsDigest(
  pages: readonly OptedIn[],
  notices: readonly pagefind.CustomRecord[],
): Promise<string> {
  const hash = createHash('sha256').update(await pagefindVersion());
  for (const page of pages) hash.update(`\0${page.sourcePath}\0${page.digest}`);
  for (const notice of notices) hash.update(JSON.stringify(notice));
  return hash.digest('hex');
}

/** A notice's search record: its title and its PDF's words, made well-formed (a lone surrogate stops Pagefind's parser). */
function noticeRecord({ notice, kind, text }: NoticeTexts['texts'][number]): pagefind.CustomRecord {
  const title = noticeTitle(notice, kind).toWellFormed();
  return {
    url: viewerHref(notice, kind),
    content: `${title}. ${text.toWellFormed()}`,
    language: 'en',
    meta: { title, section: kind === 'notice' ? NOTICE_SECTION : KIND_LABELS.circular },
  };
}

/**
 * Writes `pagefind/` into a built site: its opted-in pages and every notice with its PDF's
 * words; the last build's index when it was made from the same records.
 */
export async function writeSearchIndex(
  root: string,
  notices: NoticeTexts,
  logger: AstroIntegrationLogger,
  cacheDir: string,
): Promise<void> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const output = join(root, SEARCH_DIR);
  const opted = await optedInPages(root);
  const { texts, read } = notices;
  const noticeRecords = texts.map(noticeRecord);
  const key = await recordsDigest(opted, noticeRecords);
  if (await restoreSearchIndex(cacheDir, key, output)) {
    logger.info(
      `search index: ${opted.length} pages and ${texts.length} notices as the last build indexed them, in ${seconds()} s`,
    );
    return;
  }
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    const regions = await regionMemo(cacheDir);
    const added = await addIndexedPages(index, opted, logger, regions);
    await regions.save();
    const records = await addNoticeRecords(index, texts, noticeRecords, logger);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    await keepSearchIndex(cacheDir, key, output);
    logger.info(
      `search index: ${added} pages (${regions.parsed} parsed, the rest from the cache) and ${records.filter(Boolean).length} notices (${read} PDFs read, the rest from the cache) in ${seconds()} s`,
    );
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
      // child process's memory is given back before rendering and images, the build's heaviest steps,
      // instead of adding to them (the peaks are in docs/performance.md).
      'astro:build:start': async ({ logger }) => {
        notices = await noticeTexts(snapshotDir(), cacheDir, logger);
      },
      'astro:build:done': ({ dir, logger }) =>
        writeSearchIndex(fileURLToPath(dir), notices!, logger, cacheDir),
    },
  };
}
