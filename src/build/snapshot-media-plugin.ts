/**
 * A Vite plugin exposing the snapshot's media as `virtual:snapshot-media`: maps keyed by the
 * snapshot's own media refs (`cms/ContentImage/a.jpg`), each a lazy import of the file, so
 * images go through astro:assets and PDFs become hashed assets, wherever SNAPSHOT_DIR is.
 */
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:snapshot-media';
const RESOLVED_ID = `\0${MODULE_ID}`;
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif']);
const FILE_EXTENSIONS = new Set(['.pdf']);

export function snapshotMediaPlugin(mediaDir: string): Plugin {
  return {
    name: 'snapshot-media',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
      const refs = entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(mediaDir.length + 1).split('\\').join('/'))
        .sort();
      const lines = (extensions: Set<string>, suffix: string) =>
        refs
          .filter((ref) => extensions.has(extname(ref).toLowerCase()))
          .map((ref) => `  ${JSON.stringify(ref)}: () => import(${JSON.stringify(join(mediaDir, ref) + suffix)}).then((m) => m.default),`)
          .join('\n');
      return `export const images = {\n${lines(IMAGE_EXTENSIONS, '')}\n};\nexport const files = {\n${lines(FILE_EXTENSIONS, '?url')}\n};\n`;
    },
  };
}
