/**
 * What the build learnt about an upload, kept in Astro's cache folder by the file's digest, so
 * an unchanged file is not checked or read again: and one that failed (too big, too slow,
 * broken) costs its time once, not on every build. The cache is an input like any other: a file
 * made under other limits is dropped whole, and an entry that fails `isEntry` is not used, so
 * its file is looked at again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The cache's entries, empty when it is missing, unreadable or made under another `version`. */
export async function readDigestCache<T>(
  file: string,
  version: string,
  isEntry: (entry: unknown) => entry is T,
): Promise<Map<string, T>> {
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as {
      version?: unknown;
      files?: unknown;
    };
    if (cache.version !== version || typeof cache.files !== 'object' || cache.files === null)
      return new Map();
    return new Map(
      Object.entries(cache.files).filter((pair): pair is [string, T] => isEntry(pair[1])),
    );
  } catch {
    return new Map();
  }
}

/** Writes the entries this build used; the others are forgotten. */
export async function writeDigestCache<T>(
  file: string,
  version: string,
  entries: ReadonlyMap<string, T>,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ version, files: Object.fromEntries(entries) }));
}
