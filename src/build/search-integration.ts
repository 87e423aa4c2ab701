/**
 * The site search index (Pagefind), written to `pagefind/` once the pages are built, so every
 * build (full or incremental, local, webhook or Netlify) ends with an index of the whole site.
 *
 * Pages opt in with `data-pagefind-body` (BaseLayout's `indexed`): the CMS's pages, companies,
 * staff and notices; the template's demo pages stay out. Each notice is one more record, its
 * title and the words inside its PDF, linking to its viewer. PDF words are cached by file
 * content in the build's cache folder, so an unchanged notice is not read again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { snapshotDir } from '../cms/snapshot-dir.ts';
import { MEDIA_DIR, SNAPSHOT_FILES, readSnapshotFile } from '../cms/snapshot-files.ts';
import { NoticesSchema, type Notice } from '../cms/schema.ts';
import { pdfText } from './pdf-text.ts';

export const SEARCH_DIR = 'pagefind';
export const NOTICE_SECTION = 'Notices';
const CACHE_FILE = 'search-pdf-text.json';

type TextCache = Record<string, string>;

async function readCache(file: string): Promise<TextCache> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as TextCache;
  } catch {
    return {};
  }
}

/** The words of each notice's PDF, by notice id; a PDF that cannot be read is warned about and gives none. */
async function noticeTexts(cacheDir: string, logger: AstroIntegrationLogger) {
  const dir = snapshotDir();
  const notices = await readSnapshotFile(dir, SNAPSHOT_FILES.notices, NoticesSchema);
  const cacheFile = join(cacheDir, CACHE_FILE);
  const cached = await readCache(cacheFile);
  const kept: TextCache = {};
  let read = 0;
  const fileText = async (notice: Notice, file: string): Promise<string> => {
    try {
      const bytes = await readFile(join(dir, MEDIA_DIR, file));
      const digest = createHash('sha256').update(bytes).digest('hex');
      const known = cached[digest];
      if (known !== undefined) return (kept[digest] = known);
      read++;
      return (kept[digest] = await pdfText(bytes));
    } catch (error) {
      // Not cached: the next build tries again.
      logger.warn(`notice ${notice.id}: its PDF could not be read for the search (${(error as Error).message}); its title is indexed`);
      return '';
    }
  };
  const texts = [];
  for (const notice of notices) texts.push({ notice, text: notice.file ? await fileText(notice, notice.file) : '' });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(kept));
  return { texts, read };
}

export function searchIntegration(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'site-search',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`search index: ${errors.join('; ')}`);
        try {
          const pages = await index.addDirectory({ path: root });
          if (pages.errors.length > 0) throw new Error(`search index: ${pages.errors.join('; ')}`);
          const { texts, read } = await noticeTexts(cacheDir, logger);
          for (const { notice, text } of texts) {
            const record = await index.addCustomRecord({
              url: `/pdfShow/notice/${notice.id}`,
              content: `${notice.title}. ${text}`,
              language: 'en',
              meta: { title: notice.title, section: NOTICE_SECTION },
            });
            if (record.errors.length > 0) throw new Error(`search index: notice ${notice.id}: ${record.errors.join('; ')}`);
          }
          const written = await index.writeFiles({ outputPath: join(root, SEARCH_DIR) });
          if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
          logger.info(
            `search index: ${pages.page_count} pages scanned, ${texts.length} notices (${read} PDFs read, the rest from the cache)`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
