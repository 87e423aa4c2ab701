/**
 * The names of the files the build emits for browsers (scripts and styles, named by content).
 * Astro's incremental build restores a page when its data and its own code are unchanged, but a
 * change elsewhere can rename the shared chunks that page links to, and the restored page would
 * then link to files that no longer exist. Every page's cache key therefore includes a digest
 * of these names (src/routing/): when any is renamed, every page is rendered again.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { buildChannel } from './astro-internals.ts';

/** Shared by the plugin and the pages, which Astro renders in the process that builds them. */
const names = buildChannel<Map<string, string[]>>('built-asset-names');

/** A digest of every emitted script and style name; '' where nothing was built (the dev server). */
export function builtAssetsDigest(): string {
  const built = names.get();
  if (!built) return '';
  return createHash('sha256')
    .update(JSON.stringify([...built].sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url');
}

export function builtAssetsPlugin(): Plugin {
  return {
    name: 'built-asset-names',
    apply: 'build',
    generateBundle(_, bundle) {
      if (!names.get()) names.set(new Map());
      // The server's own chunks are left out: content data is bundled there, and an edit must not rename them all.
      const browser = this.environment.name === 'client' ? /\.(js|css)$/ : /\.css$/;
      const emitted = Object.keys(bundle)
        .filter((name) => browser.test(name))
        .sort();
      names.get()!.set(this.environment.name, emitted);
    },
  };
}
