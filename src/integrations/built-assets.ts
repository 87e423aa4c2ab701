/**
 * The names of the files the build emits for browsers (scripts and styles, named by content).
 * Astro's incremental build restores a page when its data and its own code are unchanged, but a
 * change elsewhere can rename the shared chunks that page links to, and the restored page would
 * then link to files that no longer exist. Every page's cache key therefore includes a digest
 * of these names (src/data/route-data.ts): when any is renamed, every page is rendered again.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** Shared by the plugin and the pages, which Astro renders in the process that builds them. */
const NAMES = Symbol.for('meridian-bridge.built-asset-names');
type Store = { [NAMES]?: Map<string, string[]> };

/** A digest of every emitted script and style name; '' where nothing was built (the dev server). */
export function builtAssetsDigest(): string {
  const names = (globalThis as Store)[NAMES];
  if (!names) return '';
  return createHash('sha256')
    .update(JSON.stringify([...names].sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url');
}

export function builtAssetsPlugin(): Plugin {
  return {
    name: 'built-asset-names',
    apply: 'build',
    generateBundle(_, bundle) {
      const store = globalThis as Store;
      store[NAMES] ??= new Map();
      // The server's own chunks are left out: content data is bundled there, and an edit must not rename them all.
      const browser = this.environment.name === 'client' ? /\.(js|css)$/ : /\.css$/;
      const names = Object.keys(bundle)
        .filter((name) => browser.test(name))
        .sort();
      store[NAMES].set(this.environment.name, names);
    },
  };
}
