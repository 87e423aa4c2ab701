/**
 * The last build's search index, kept in Astro's cache folder with the digest of every record
 * Pagefind was given, in order, and Pagefind's version. A build that would give it the same
 * records (a rebuild with nothing changed, an edit outside the indexed text) links those files
 * into its output instead of indexing the whole site again (docs/performance.md).
 * Pagefind's files depend on its records and their order alone (search-integration.ts sends
 * them sorted), so they are the files a clean build writes. Built files are never edited in
 * place, so hard links are safe (src/lib/link-or-copy.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { linkOrCopy } from '../lib/link-or-copy.ts';

const FOLDER = 'search-index';
const KEY_FILE = 'records.sha256';

/** Pagefind's version: another one may write other files from the same records. */
export async function pagefindVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.resolve('pagefind')));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith('pagefind')) dir = dirname(dir);
  return (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

async function linkTree(from: string, to: string): Promise<void> {
  const files = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(from.length + 1));
  // Pagefind writes thousands of files into a few folders: each folder is made once.
  for (const folder of new Set(files.map((file) => dirname(join(to, file)))))
    await mkdir(folder, { recursive: true });
  const link = pLimit(16);
  await Promise.all(files.map((file) => link(() => linkOrCopy(join(from, file), join(to, file)))));
}

/** Puts the kept index into `target` when it was made from records with this digest; false otherwise. */
export async function restoreSearchIndex(
  cacheDir: string,
  key: string,
  target: string,
): Promise<boolean> {
  const kept = join(cacheDir, FOLDER);
  const keptKey = await readFile(join(kept, KEY_FILE), 'utf8').catch(() => undefined);
  if (keptKey !== key) return false;
  try {
    await rm(target, { recursive: true, force: true });
    await linkTree(join(kept, 'files'), target);
    return true;
  } catch {
    // A kept file gone (the cache folder cleaned by hand): the index is written anew.
    return false;
  }
}

/** Keeps the index just written to `source` for the next build, in place of the last one. */
export async function keepSearchIndex(
  cacheDir: string,
  key: string,
  source: string,
): Promise<void> {
  const kept = join(cacheDir, FOLDER);
  const next = `${kept}.next`;
  await rm(next, { recursive: true, force: true });
  await linkTree(source, join(next, 'files'));
  // The digest last: a folder without it is never restored.
  await writeFile(join(next, KEY_FILE), key);
  await rm(kept, { recursive: true, force: true });
  await rename(next, kept);
}
