/**
 * Keys for Astro's incremental build (`experimental.incrementalBuild` in astro.config.mjs): a
 * page from getStaticPaths is copied from the previous build when its `cacheKey` and the hash of
 * its code are both unchanged. Keys are hashes of content digests; src/routing/ makes
 * each page's key from the digests of the data the page is given.
 */
import { createHash } from 'node:crypto';

type Part = string | number | undefined;

export function cacheKey(...parts: readonly Part[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

interface StoredEntry {
  id: string;
  collection: string;
  digest?: string | number;
}

/** An entry's content digest; src/content.config.ts stores one with every entry. */
export function digestOf(entry: StoredEntry): string {
  if (entry.digest === undefined)
    throw new Error(
      `The ${entry.collection} entry "${entry.id}" has no content digest, so pages showing it could not be rebuilt when it changes.`,
    );
  return String(entry.digest);
}
