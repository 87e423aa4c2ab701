/**
 * Keys for Astro's incremental build (`experimental.incrementalBuild` in astro.config.mjs): a
 * page from getStaticPaths is copied from the previous build when its `cacheKey` and the hash of
 * its code are both unchanged. A key hashes the content digests of the snapshot entries the page
 * shows. The frame (settings, the menu tree, Home's shared blocks and images, the form's address
 * in the CSP) is part of every key because every page's header, banner, footer and head show it.
 * Media need no key: pages reach them through virtual:snapshot-media, so a changed, added or
 * removed file changes the code hash Astro computes itself.
 */
import { createHash } from 'node:crypto';
import type { Template } from './navigation.ts';

export type ListName = 'notices' | 'employees' | 'sliders';

/**
 * The lists a menu template shows besides its own page. It must name every list the template's
 * components read; tests/integration/incremental-build.test.ts proves it by comparing an incremental
 * build with a clean one after an edit of each kind.
 */
export const TEMPLATE_LISTS: Partial<Record<Template, readonly ListName[]>> = {
  home: ['sliders', 'notices'],
  contact: ['notices'],
  notice: ['notices'],
  'our team': ['employees'],
};

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

/** One key for a whole list, independent of the order the store keeps it in. */
export function listKey(entries: readonly StoredEntry[]): string {
  return cacheKey(...entries.map((entry) => `${entry.id}:${digestOf(entry)}`).sort());
}
