/**
 * The PDFs the site publishes, each rewritten without its scripts and actions (pdf-rewrite.ts)
 * in a capped child process (capped-process.ts), with the PDF reader's limits. Rewritten files
 * are kept in the build's cache folder by the original's digest, and a file that cannot be
 * rewritten is remembered too (digest-cache.ts), so each costs its time once.
 *
 * A PDF that cannot be rewritten (encrypted, broken, too big or too slow, or with a stream that
 * inflates past its cap, pdf-rewrite.ts) is still published,
 * for download only: the viewer page shows no frame, and the file is served as an attachment
 * (security-headers.ts), so no browser shows it inline on the site. A warning names it.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runCapped } from '../../lib/capped-process.ts';
import { readDigestCache, writeDigestCache } from '../digest-cache.ts';
import { fileDigests } from '../file-digests.ts';
import { inParallel } from '../../lib/in-parallel.ts';
import type { RewriteTask } from './pdf-rewrite-child.ts';
import { MAX_INFLATED_STREAM_BYTES } from './pdf-rewrite.ts';
import { PDF_READERS, PDF_READ_LIMITS } from './pdf-text-reader.ts';

const CACHE_FILE = 'published-pdfs.json';
const CACHE_FOLDER = 'published-pdfs';
const DIGESTS_FILE = 'published-pdf-digests.json';
/** Bump `format` when the rewrite changes, so every PDF is rewritten again. */
const CACHE_VERSION = JSON.stringify({
  format: 2,
  limits: PDF_READ_LIMITS,
  inflated: MAX_INFLATED_STREAM_BYTES,
});

export interface PublishedPdf {
  /** The file to publish: the rewritten copy, or the original when `inline` is false. */
  file: string;
  /** Safe to show in a frame; otherwise offered for download only. */
  inline: boolean;
}

/** Why a PDF could not be rewritten, or '' when its rewritten copy is in the cache folder. */
const isEntry = (entry: unknown): entry is string =>
  typeof entry === 'string' && /^[\x20-\x7e]{0,200}$/.test(entry);

/** @param sources media ref → the snapshot file */
export async function publishedPdfs(
  sources: ReadonlyMap<string, string>,
  cacheDir: string,
  warn: (message: string) => void,
): Promise<Map<string, PublishedPdf>> {
  const folder = join(cacheDir, CACHE_FOLDER);
  const cacheFile = join(cacheDir, CACHE_FILE);
  const cached = await readDigestCache(cacheFile, CACHE_VERSION, isEntry);
  const rewritten = (digest: string) => join(folder, `${digest}.pdf`);
  const exists = (file: string) =>
    stat(file).then(
      (found) => found.size > 0,
      () => false,
    );

  // Known by their stat when the last build read them (file-digests.ts).
  const digests = await fileDigests([...sources.values()], join(cacheDir, DIGESTS_FILE));
  const files = [...sources].map(([ref, source], i) => {
    const digest = digests[i]!;
    if (typeof digest !== 'string') throw digest;
    return { ref, source, digest };
  });
  // A cached rewrite counts only while its file is there (the cache folder may have been cleaned).
  const known = new Map<string, string>();
  for (const { digest } of files) {
    const entry = cached.get(digest);
    if (entry !== undefined && (entry !== '' || (await exists(rewritten(digest)))))
      known.set(digest, entry);
  }
  const toRewrite = [
    ...new Map(
      files
        .filter(({ digest }) => !known.has(digest))
        .map(({ digest, source }) => [digest, source]),
    ),
  ];
  await mkdir(folder, { recursive: true });
  const tasks = toRewrite.map(([digest, source]): RewriteTask => ({
    source,
    target: `${rewritten(digest)}.part`,
  }));
  const results = await inParallel(tasks, PDF_READERS, (share) =>
    runCapped<RewriteTask, true>(
      new URL('./pdf-rewrite-child.ts', import.meta.url),
      share,
      PDF_READ_LIMITS,
    ),
  );
  for (const [i, [digest]] of toRewrite.entries()) {
    const result = results[i]!;
    // Renamed only once written whole: a child killed mid-write leaves no file that looks rewritten.
    if (!(result instanceof Error)) await rename(tasks[i]!.target, rewritten(digest));
    known.set(digest, result instanceof Error ? result.message : '');
  }
  // Only this snapshot's rewrites stay: not those of PDFs gone since, nor parts of killed rewrites.
  const keep = new Set(
    [...known].filter(([, problem]) => problem === '').map(([digest]) => `${digest}.pdf`),
  );
  await Promise.all(
    (await readdir(folder))
      .filter((name) => !keep.has(name))
      .map((name) => rm(join(folder, name), { force: true })),
  );
  await writeDigestCache(cacheFile, CACHE_VERSION, known);

  const published = new Map<string, PublishedPdf>();
  for (const { ref, source, digest } of files) {
    const problem = known.get(digest)!;
    if (problem)
      warn(
        `snapshot media file ${JSON.stringify(ref)} is published for download only: it could not be rewritten without its scripts (${problem})`,
      );
    published.set(
      ref,
      problem ? { file: source, inline: false } : { file: rewritten(digest), inline: true },
    );
  }
  return published;
}
