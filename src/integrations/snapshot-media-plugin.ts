/**
 * A Vite plugin exposing the snapshot's media as `virtual:snapshot-media`: maps keyed by the
 * snapshot's own media refs (`cms/ContentImage/a.jpg`), so images go through astro:assets and
 * PDFs become hashed files under `_astro/`, wherever SNAPSHOT_DIR is.
 *
 * The dev server imports each file. A build imports none: a large CMS has thousands, and a Vite
 * module each cost seconds of bundling (and a chunk each, for lazy imports). Each file gets a
 * name made from its content instead. An image is described as Vite would describe it (its
 * `_astro/` URL, size and format, read from its bytes) and linked there for astro:assets to
 * make its variants from; pages link only to those variants, so the links are removed once
 * the site is built. PDFs are published as rewritten without their scripts (published-pdfs.ts),
 * linked in after the pages are written; one that cannot be rewritten is offered for download
 * only (`downloadOnly`, served as an attachment). Content names keep the incremental build's
 * change detection: a replaced file changes this module's code.
 *
 * Only files that pass the pull's own rules (src/cms/media-types.ts: a safe name, an allowed
 * type, bytes that match it) are published; any other file is left out with a warning, so a
 * hand-edited or hostile snapshot can neither publish HTML nor stop the build. So are images
 * over the pixel budget or that the optimiser cannot decode (image-check.ts), which astro:assets
 * would otherwise publish as they are; what each image's check found is cached by its digest.
 */
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FS_PATH_CODE, imageMetadataOf } from './astro-internals.ts';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { readDigestCache, writeDigestCache } from './digest-cache.ts';
import {
  IMAGE_MAX_SIDE,
  IMAGE_PIXEL_BUDGET,
  OPTIMISER_INPUT,
  iconProblem,
  imageProblem,
} from './image-check.ts';
import { linkOrCopy } from '../lib/link-or-copy.ts';
import { publishedPdfs } from './pdf/published-pdfs.ts';
import { sha256 } from '../lib/sha256.ts';
import {
  SNIFF_BYTES,
  contentProblem,
  isDocumentRef,
  isIconRef,
  isImageRef,
  isPdfRef,
  nameProblem,
} from '../cms/media-types.ts';

const MODULE_ID = 'virtual:snapshot-media';
const RESOLVED_ID = `\0${MODULE_ID}`;

const IMAGE_CHECKS = 'snapshot-image-checks.json';
/** Checks made under another budget or decoder are made again; bump `format` when the check changes. */
const IMAGE_CHECKS_VERSION = JSON.stringify({
  format: 1,
  IMAGE_PIXEL_BUDGET,
  IMAGE_MAX_SIDE,
  OPTIMISER_INPUT,
  vips: sharp.versions.vips,
});
/** An image's check: why it is not published, or '' when it is. */
const isCheck = (entry: unknown): entry is string =>
  typeof entry === 'string' && /^[\x20-\x7e×]{0,200}$/.test(entry);

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
  if (/[?#\0]/.test(path))
    throw new Error(`media path ${JSON.stringify(path)} holds ?, # or NUL and cannot be imported`);
  return JSON.stringify(query ? `${path}?${query}` : path);
}

/** `_astro/<name>.<first 8 hex of its SHA-256>.<ext>`, from a checked ref (a safe name). */
export function hashedName(ref: string, sha256: string): string {
  const file = basename(ref);
  const dot = file.lastIndexOf('.');
  const stem = (dot > 0 ? file.slice(0, dot) : file).replace(/[^A-Za-z0-9_-]+/g, '_');
  return `_astro/${stem}.${sha256.slice(0, 8)}${dot > 0 ? file.slice(dot).toLowerCase() : ''}`;
}

/**
 * The plugin (Vite), and what follows the build (Astro): the image originals removed, the PDFs
 * linked in. `astro.config.mjs` adds the integration, which adds the plugin.
 */
export function snapshotMediaIntegration(
  mediaDir: string,
): AstroIntegration & { downloadOnly: () => string[] } {
  const built: BuiltMedia = {
    documents: new Map(),
    originals: new Map(),
    downloadOnly: new Set(),
    outDir: '',
    cacheDir: '',
  };
  return {
    /** The built paths of the PDFs offered for download only, for the headers step. */
    downloadOnly: () => [...built.downloadOnly].sort(),
    name: 'snapshot-media',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        built.outDir = fileURLToPath(config.outDir);
        built.cacheDir = fileURLToPath(config.cacheDir);
        updateConfig({ vite: { plugins: [snapshotMediaPlugin(mediaDir, built)] } });
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const copy = pLimit(16);
        await Promise.all(
          [...built.originals.keys()].map((name) =>
            copy(() => rm(join(root, name), { force: true })),
          ),
        );
        await mkdir(join(root, '_astro'), { recursive: true });
        await Promise.all(
          [...built.documents].map(([name, source]) =>
            copy(() => linkOrCopy(source, join(root, name))),
          ),
        );
      },
    },
  };
}

interface BuiltMedia {
  /** Built name → snapshot file, for every PDF the pages may link to. */
  documents: Map<string, string>;
  /** Built name → snapshot file, for the image originals linked in for astro:assets. */
  originals: Map<string, string>;
  /** Built paths (`/_astro/…`) of PDFs that could not be rewritten without their scripts. */
  downloadOnly: Set<string>;
  outDir: string;
  cacheDir: string;
}

type Warn = (message: string) => void;

/** Step 1: the snapshot's media files that pass the pull's rules, sorted; the others warned of. */
async function publishableRefs(mediaDir: string, warn: Warn): Promise<string[]> {
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
      const problem =
        nameProblem(ref) ??
        contentProblem(ref, await head(join(mediaDir, ref))) ??
        (isIconRef(ref) ? iconProblem(await readFile(join(mediaDir, ref))) : undefined);
      if (problem) warn(`snapshot media file ${JSON.stringify(ref)} is not published: ${problem}`);
      return problem ? undefined : ref;
    }),
  );
  return checked.filter((ref): ref is string => ref !== undefined);
}

/** The extensions Astro's image import knows; the dev server describes others (an upload's `.jfif`) as a build does. */
const IMPORTED_IMAGE = /\.(jpe?g|png|tiff?|webp|gif|svg|avif)$/i;

/** The dev server's module: every file imported, as Vite serves it. */
async function devModule(mediaDir: string, images: string[], pdfs: string[]): Promise<string> {
  const imported = async (ref: string) => {
    const source = join(mediaDir, ref);
    if (IMPORTED_IMAGE.test(ref))
      return `  ${JSON.stringify(ref)}: () => import(${mediaSpecifier(source)}).then((m) => m.default),`;
    const metadata = await imageMetadataOf(await readFile(source), source).catch(() => undefined);
    if (!metadata) return `  ${JSON.stringify(ref)}: () => Promise.resolve(undefined),`;
    const { width, height, format } = metadata;
    const described = JSON.stringify({ src: `/@fs${source}`, width, height, format });
    return `  ${JSON.stringify(ref)}: () => Promise.resolve(image(${described}, ${JSON.stringify(source)})),`;
  };
  const linked = async (ref: string) => {
    const { size } = await stat(join(mediaDir, ref));
    return `  ${JSON.stringify(ref)}: () => import(${mediaSpecifier(join(mediaDir, ref), 'url')}).then((m) => ({ url: m.default, bytes: ${size} })),`;
  };
  return mediaModule(await Promise.all(images.map(imported)), await Promise.all(pdfs.map(linked)));
}

/** Step 2 of a build: what an earlier load recorded is forgotten. */
async function startBuild(built: BuiltMedia): Promise<void> {
  built.originals.clear();
  built.documents.clear();
  built.downloadOnly.clear();
  await mkdir(join(built.outDir, '_astro'), { recursive: true });
}

/**
 * Step 3: each image described as Vite would, once checked (the checks cached by digest), and its
 * original linked into the output for astro:assets. Files with the same bytes share one name
 * (the first ref's, in sorted order), as Vite names identical imports: their variants are made once.
 */
async function describeImages(
  mediaDir: string,
  images: string[],
  built: BuiltMedia,
  warn: Warn,
): Promise<string[]> {
  const read = pLimit(16);
  const checksFile = join(built.cacheDir, IMAGE_CHECKS);
  const cachedChecks = await readDigestCache(checksFile, IMAGE_CHECKS_VERSION, isCheck);
  const checks = new Map<string, string>();
  const readImage = async (ref: string) => {
    const source = join(mediaDir, ref);
    const bytes = await readFile(source);
    const digest = sha256(bytes);
    const metadata = await imageMetadataOf(bytes, source).catch(() => undefined);
    const problem = metadata
      ? (cachedChecks.get(digest) ??
        (await imageProblem(bytes, metadata.width, metadata.height)) ??
        '')
      : 'its image size cannot be read';
    if (metadata) checks.set(digest, problem);
    if (problem) warn(`snapshot media file ${JSON.stringify(ref)} is not published: ${problem}`);
    return { ref, source, digest, metadata: problem ? undefined : metadata };
  };
  const names = new Map<string, string>();
  const lines: string[] = [];
  for (const { ref, source, digest, metadata } of await Promise.all(
    images.map((ref) => read(() => readImage(ref))),
  )) {
    if (!metadata) continue;
    let fileName = names.get(digest);
    if (!fileName) {
      fileName = hashedName(ref, digest);
      names.set(digest, fileName);
      built.originals.set(fileName, source);
    }
    const { width, height, format, orientation } = metadata;
    const described = JSON.stringify({
      src: `/${fileName}`,
      width,
      height,
      format,
      ...(orientation ? { orientation } : {}),
    });
    lines.push(
      `  ${JSON.stringify(ref)}: () => Promise.resolve(image(${described}, ${JSON.stringify(source)})),`,
    );
  }
  await Promise.all(
    [...built.originals].map(([fileName, source]) =>
      read(() => linkOrCopy(source, join(built.outDir, fileName))),
    ),
  );
  await writeDigestCache(checksFile, IMAGE_CHECKS_VERSION, checks);
  return lines;
}

/** Step 4: the PDFs rewritten without their scripts; a document the rewriter cannot read is never shown in a frame. */
async function rewriteDocuments(
  mediaDir: string,
  pdfs: string[],
  built: BuiltMedia,
  warn: Warn,
): Promise<(ref: string) => { file: string; inline: boolean }> {
  const rewritten = await publishedPdfs(
    new Map(pdfs.filter(isPdfRef).map((ref) => [ref, join(mediaDir, ref)])),
    built.cacheDir,
    warn,
  );
  return (ref) => rewritten.get(ref) ?? { file: join(mediaDir, ref), inline: false };
}

/** Step 5: each document named by its published bytes; one that is not inline is download-only. */
async function nameDocuments(
  pdfs: string[],
  published: (ref: string) => { file: string; inline: boolean },
  built: BuiltMedia,
): Promise<string[]> {
  const read = pLimit(16);
  const nameDocument = async (ref: string) => {
    const { file, inline } = published(ref);
    const bytes = await readFile(file);
    const fileName = hashedName(ref, sha256(bytes));
    built.documents.set(fileName, file);
    if (!inline) built.downloadOnly.add(`/${fileName}`);
    return `  ${JSON.stringify(ref)}: () => Promise.resolve(${JSON.stringify({ url: `/${fileName}`, bytes: bytes.length })}),`;
  };
  return Promise.all(pdfs.map((ref) => read(() => nameDocument(ref))));
}

function snapshotMediaPlugin(mediaDir: string, built: BuiltMedia): Plugin {
  let building = false;
  return {
    name: 'snapshot-media',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const warn: Warn = (message) => this.warn(message);
      const refs = await publishableRefs(mediaDir, warn);
      const images = refs.filter(isImageRef);
      const pdfs = refs.filter(isDocumentRef);
      if (!building) return devModule(mediaDir, images, pdfs);
      await startBuild(built);
      const published = await rewriteDocuments(mediaDir, pdfs, built, warn);
      const imageLines = await describeImages(mediaDir, images, built, warn);
      const documentLines = await nameDocuments(pdfs, published, built);
      const downloadOnly = pdfs.filter((ref) => !published(ref).inline);
      return mediaModule(imageLines, documentLines, downloadOnly);
    },
  };
}

/** The module's code. `image()` gives metadata the hidden `fsPath` of Vite's image imports (astro-internals.ts). */
const mediaModule = (images: string[], files: string[], downloadOnly: string[] = []) =>
  `const image = ${FS_PATH_CODE};
export const images = {\n${images.join('\n')}\n};
export const files = {\n${files.join('\n')}\n};
export const downloadOnly = new Set(${JSON.stringify(downloadOnly)});
`;
