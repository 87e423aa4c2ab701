/**
 * A Vite plugin exposing the snapshot's media as `virtual:snapshot-media`: maps keyed by the
 * snapshot's own media refs (`cms/ContentImage/a.jpg`), each a lazy import, so images go
 * through astro:assets and PDFs become hashed assets, wherever SNAPSHOT_DIR is.
 *
 * Only files that pass the pull's own rules (src/cms/media-types.ts: a safe name, an allowed
 * type, bytes that match it) are published; any other file is left out with a warning, so a
 * hand-edited or hostile snapshot can neither publish HTML nor stop the build. PDFs are emitted
 * by this plugin from a virtual module per file, so no file name ever becomes part of an
 * import specifier that Vite would read a query from.
 */
import { open, readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { SNIFF_BYTES, contentProblem, isDocumentRef, isImageRef, nameProblem } from '../cms/media-types.ts';

const MODULE_ID = 'virtual:snapshot-media';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DOCUMENT_PREFIX = `${MODULE_ID}/document/`;
const RESOLVED_DOCUMENT_PREFIX = `\0${DOCUMENT_PREFIX}`;

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

export function snapshotMediaPlugin(mediaDir: string): Plugin {
  let serving = false;
  let documents: string[] = [];

  async function publishable(warn: (message: string) => void): Promise<string[]> {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
    const refs = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(mediaDir.length + 1).split('\\').join('/'))
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
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : id.startsWith(DOCUMENT_PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (id.startsWith(RESOLVED_DOCUMENT_PREFIX)) {
        const file = join(mediaDir, documents[Number(id.slice(RESOLVED_DOCUMENT_PREFIX.length))]!);
        if (serving) return `export default ${JSON.stringify(`/@fs${file}`)};`;
        const reference = this.emitFile({ type: 'asset', name: basename(file), source: await readFile(file) });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      }
      if (id !== RESOLVED_ID) return undefined;
      const refs = await publishable((message) => this.warn(message));
      documents = refs.filter(isDocumentRef);
      const images = refs
        .filter(isImageRef)
        .map((ref) => `  ${JSON.stringify(ref)}: () => import(${JSON.stringify(join(mediaDir, ref))}).then((m) => m.default),`);
      const files = documents.map(
        (ref, index) => `  ${JSON.stringify(ref)}: () => import(${JSON.stringify(`${DOCUMENT_PREFIX}${index}`)}).then((m) => m.default),`,
      );
      return `export const images = {\n${images.join('\n')}\n};\nexport const files = {\n${files.join('\n')}\n};\n`;
    },
  };
}
