/**
 * The words of each notice's PDF, for the search index (search-integration.ts). What a PDF
 * gives, words or the reason it gives none, is cached by the file's digest (digest-cache.ts);
 * the rest are read in a capped child process (pdf-text-reader.ts). Only `.pdf` files are read:
 * a notice may hold an image or another file. A cached text no build could have written (not
 * well-formed, or longer than the cap, as an older build's cut left one) is read again.
 */
import type { NoticeKind } from '../../cms/notices.ts';
import { join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { isPdfRef } from '../../cms/media-types.ts';
import { MEDIA_DIR, SNAPSHOT_FILES, readSnapshotFile } from '../../cms/snapshot-files.ts';
import { NoticesSchema, type Notice } from '../../cms/schema.ts';
import { PDF_TEXT_LIMITS, cutText } from './pdf-text.ts';
import { PDF_READ_LIMITS, readPdfTexts } from './pdf-text-reader.ts';
import { readDigestCache, writeDigestCache } from '../digest-cache.ts';
import { fileDigests } from '../file-digests.ts';

const CACHE_FILE = 'search-pdf-text.json';
const DIGESTS_FILE = 'notice-pdf-digests.json';
/** Entries made under other limits are not reused: a PDF too big for a lower cap may fit a higher one. */
const CACHE_VERSION = JSON.stringify({ format: 3, text: PDF_TEXT_LIMITS, read: PDF_READ_LIMITS });

export interface NoticeTexts {
  texts: Array<{ notice: Notice; kind: NoticeKind; text: string }>;
  /** PDFs read by this build, the others' words coming from the cache. */
  read: number;
}

type Entry = { text: string } | { error: string };

const isEntry = (entry: unknown): entry is Entry => {
  const { text, error } = (entry ?? {}) as Record<string, unknown>;
  if (typeof text === 'string')
    return text.isWellFormed() && cutText(text, PDF_TEXT_LIMITS.chars) === text;
  return typeof error === 'string' && /^[\x20-\x7e]{1,200}$/.test(error);
};

/**
 * The words of every notice's and job circular's PDF, in the snapshot's order; a PDF that cannot
 * be read is warned about and gives none.
 */
export async function noticeTexts(
  snapshot: string,
  cacheDir: string,
  logger: Pick<AstroIntegrationLogger, 'warn'>,
): Promise<NoticeTexts> {
  const [notices, circulars] = await Promise.all([
    readSnapshotFile(snapshot, SNAPSHOT_FILES.notices, NoticesSchema),
    readSnapshotFile(snapshot, SNAPSHOT_FILES.circulars, NoticesSchema),
  ]);
  const all = [
    ...notices.map((notice) => ({ notice, kind: 'notice' as const })),
    ...circulars.map((notice) => ({ notice, kind: 'circular' as const })),
  ];
  const cacheFile = join(cacheDir, CACHE_FILE);
  const cached = await readDigestCache(cacheFile, CACHE_VERSION, isEntry);
  const unreadable = ({ notice, kind }: (typeof all)[number], reason: string) =>
    logger.warn(
      `${kind} ${notice.id}: its PDF could not be read for the search (${reason}); its title is indexed`,
    );

  // Each PDF is known by its bytes' digest (remembered by its stat, file-digests.ts); only digests not in the cache are read with pdf.js.
  const pdfs = all.flatMap((item) => {
    const { file } = item.notice;
    return file && isPdfRef(file) ? [{ item, path: join(snapshot, MEDIA_DIR, file) }] : [];
  });
  const known = await fileDigests(
    pdfs.map((pdf) => pdf.path),
    join(cacheDir, DIGESTS_FILE),
  );
  const digestOf = new Map<(typeof all)[number], { path: string; digest: string }>();
  for (const [i, { item, path }] of pdfs.entries()) {
    const digest = known[i]!;
    if (typeof digest === 'string') digestOf.set(item, { path, digest });
    else unreadable(item, digest.code ?? digest.message);
  }
  const digests = all.map((item) => digestOf.get(item));
  const toRead = new Map<string, string>();
  for (const file of digests)
    if (file && !cached.has(file.digest)) toRead.set(file.digest, file.path);
  const results = await readPdfTexts([...toRead.values()]);
  const fresh = new Map<string, Entry>(
    [...toRead.keys()].map((digest, i) => {
      const result = results[i]!;
      return [digest, result instanceof Error ? { error: result.message } : { text: result }];
    }),
  );
  // Only what this build uses is kept: the words of each PDF, and why the others have none.
  const kept = new Map<string, Entry>();
  const texts = all.map((item, i) => {
    const digest = digests[i]?.digest;
    if (digest === undefined) return { ...item, text: '' };
    const entry = fresh.get(digest) ?? cached.get(digest)!;
    kept.set(digest, entry);
    if ('text' in entry) return { ...item, text: entry.text };
    unreadable(
      item,
      fresh.has(digest) ? entry.error : `${entry.error}, remembered from an earlier build`,
    );
    return { ...item, text: '' };
  });
  await writeDigestCache(cacheFile, CACHE_VERSION, kept);
  return { texts, read: toRead.size };
}
