/**
 * The words of each notice's PDF, for the search index (search-integration.ts). They are cached
 * by file content in the build's cache folder, so an unchanged PDF is not read again; the rest
 * are read one at a time on a capped worker thread (pdf-text-reader.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import pLimit from 'p-limit';
import { snapshotDir } from '../cms/snapshot-dir.ts';
import { MEDIA_DIR, SNAPSHOT_FILES, readSnapshotFile } from '../cms/snapshot-files.ts';
import { NoticesSchema, type Notice } from '../cms/schema.ts';
import { readPdfTexts } from './pdf-text-reader.ts';
import { sha256 } from './sha256.ts';

const CACHE_FILE = 'search-pdf-text.json';

export interface NoticeTexts {
  texts: Array<{ notice: Notice; text: string }>;
  /** PDFs read by this build, the others' words coming from the cache. */
  read: number;
}

type TextCache = Record<string, string>;

async function readCache(file: string): Promise<TextCache> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as TextCache;
  } catch {
    return {};
  }
}

/** The words of every notice's PDF, in the snapshot's order; a PDF that cannot be read is warned about and gives none. */
export async function noticeTexts(cacheDir: string, logger: AstroIntegrationLogger): Promise<NoticeTexts> {
  const dir = snapshotDir();
  const notices = await readSnapshotFile(dir, SNAPSHOT_FILES.notices, NoticesSchema);
  const cacheFile = join(cacheDir, CACHE_FILE);
  const cached = await readCache(cacheFile);
  const unreadable = (notice: Notice, reason: string) =>
    logger.warn(`notice ${notice.id}: its PDF could not be read for the search (${reason}); its title is indexed`);

  // Each PDF is known by its bytes' digest (files read 16 at a time); only digests not in the cache are read with pdf.js.
  const limit = pLimit(16);
  const digests = await Promise.all(
    notices.map((notice) =>
      limit(async () => {
        if (!notice.file) return undefined;
        const path = join(dir, MEDIA_DIR, notice.file);
        try {
          return { path, digest: sha256(await readFile(path)) };
        } catch (error) {
          unreadable(notice, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
          return undefined;
        }
      }),
    ),
  );
  const toRead = new Map<string, string>();
  for (const file of digests) if (file && cached[file.digest] === undefined) toRead.set(file.digest, file.path);
  const results = await readPdfTexts([...toRead.values()]);
  const fresh = new Map([...toRead.keys()].map((digest, i) => [digest, results[i]!]));
  // Only what this build uses is kept, and texts that could not be read are not: the next build tries them again.
  const kept: TextCache = {};
  const texts = notices.map((notice, i) => {
    const digest = digests[i]?.digest;
    if (digest === undefined) return { notice, text: '' };
    const text = fresh.get(digest) ?? cached[digest]!;
    if (text instanceof Error) {
      unreadable(notice, text.message);
      return { notice, text: '' };
    }
    kept[digest] = text;
    return { notice, text };
  });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(kept));
  return { texts, read: toRead.size };
}
