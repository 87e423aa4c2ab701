/**
 * A Vite plugin exposing the snapshot's media as `virtual:snapshot-media`: maps keyed by the
 * snapshot's own media refs (`cms/ContentImage/a.jpg`), each a lazy import of the file, so
 * images go through astro:assets and PDFs become hashed assets, wherever SNAPSHOT_DIR is.
 *
 * Only files that pass the pull's own rules (src/cms/media-types.ts: a safe name, an allowed
 * type, bytes that match it) are published; any other file is left out with a warning, so a
 * hand-edited or hostile snapshot can neither publish HTML nor stop the build.
 */
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SNIFF_BYTES, contentProblem, isDocumentRef, isImageRef, nameProblem } from '../cms/media-types.ts';

const MODULE_ID = 'virtual:snapshot-media';
const RESOLVED_ID = `\0${MODULE_ID}`;

async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The import specifier of a media file, with Vite's `?url` when asked. Vite reads everything
 * after a `?` or `#` as a query, so a path holding either is refused outright rather than
 * trusted to have been checked before.
 */
export function mediaSpecifier(path: string, query?: 'url'): string {
  if (/[?#\0]/.test(path)) throw new Error(`media path ${JSON.stringify(path)} holds ?, # or NUL and cannot be imported`);
  return JSON.stringify(query ? `${path}?${query}` : path);
}

export function snapshotMediaPlugin(mediaDir: string): Plugin {
  async function publishable(warn: (message: string) => void): Promise<string[]> {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
    const refs = entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(mediaDir.length + 1)
          .split('\\')
          .join('/'),
      )
      .sort();
    const checked = await Promise.all(
      refs.map(async (ref) => {
        const problem = nameProblem(ref, 'notice') ?? contentProblem(ref, await head(join(mediaDir, ref)));
        if (problem) warn(`snapshot media file ${JSON.stringify(ref)} is not published: ${problem}`);
        return problem ? undefined : ref;
      }),
    );
    return checked.filter((ref): ref is string => ref !== undefined);
  }

  return {
    name: 'snapshot-media',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const refs = await publishable((message) => this.warn(message));
      const entries = (filter: (ref: string) => boolean, query?: 'url') =>
        refs
          .filter(filter)
          .map((ref) => `  ${JSON.stringify(ref)}: () => import(${mediaSpecifier(join(mediaDir, ref), query)}).then((m) => m.default),`)
          .join('\n');
      return `export const images = {\n${entries(isImageRef)}\n};\nexport const files = {\n${entries(isDocumentRef, 'url')}\n};\n`;
    },
  };
}
