/**
 * Every behaviour of Astro the site relies on that Astro does not document as its API, in one
 * place. Each has a named test in tests/integration/astro-internals.test.ts that fails when an
 * Astro upgrade changes it; docs/astro-upgrade.md says what each is for and what to do then.
 */
import type { ImageMetadata } from 'astro';
import sharpService from 'astro/assets/services/sharp';
import { imageMetadata } from 'astro/assets/utils';

/**
 * 1. `astro/assets/utils`' imageMetadata: an upload's size and format from its bytes, read the way
 * astro:assets reads the images it imports (the snapshot's media are not imports).
 */
export const imageMetadataOf = (
  bytes: Buffer,
  source: string,
): Promise<Omit<ImageMetadata, 'src' | 'fsPath'>> => imageMetadata(bytes, source);

/**
 * 2. The hidden `fsPath` of an imported image's metadata: astro:assets reads it to delete an
 * original once its variants are made, so an upload's original is never published. The media
 * module is generated code, so this is the code that gives metadata that property.
 */
export const FS_PATH_CODE = `(metadata, fsPath) => Object.defineProperty(metadata, 'fsPath', { value: fsPath, enumerable: false })`;

/** 3. Astro's sharp image service (`astro/assets/services/sharp`), which the site's own wraps. */
export { sharpService };

/**
 * 4. The options that service opens an image with: an upload is checked with the same ones
 * (image-check.ts), so what the check passes the service can convert.
 */
export const SHARP_INPUT = { failOn: 'none', pages: -1 } as const;

/**
 * 5. Astro renders the pages in the process that ran Vite's client build, after it: a value a
 * Vite plugin sets in `generateBundle` is there when the pages render. One process-global slot
 * per name carries it (the built assets' names, for every page's cache key).
 */
export function buildChannel<T>(name: string): { get(): T | undefined; set(value: T): void } {
  const key = Symbol.for(`meridian-bridge.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return { get: () => slots[key], set: (value) => void (slots[key] = value) };
}

/**
 * 6. How `astro build` logs each page: "12:00:00   ├─ /notice/17/index.html (+12ms)", or
 * "(restored)" / "(cached)" for a page copied from the incremental cache. Paths may hold spaces;
 * with several pages rendered at once entries share lines, and a copied page's mark always
 * follows its path. The log is the only record of what was rendered (the bench, the tests).
 */
export const BUILD_LOG_PAGE =
  /[├└]─ (\/.*?)(?: \((restored|cached)\))?(?= \((?:restored|cached|\+[\d.]+m?s)\)|\d\d:\d\d:\d\d |\s*[├└]─|\s*$)/gm;

/**
 * 7. The CSP Astro writes into each page: one `<meta http-equiv="content-security-policy">` in
 * the head, its script and style hashes as `'sha256-…'` sources. The publish folder's `_headers`
 * repeats every hash any page declares.
 */
export const cspMetaOf = (html: string): string | undefined =>
  /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];

// 8. Every build renders the pages that have no getStaticPaths (home, 404, notices, staff,
// contact): the incremental cache restores only pages from getStaticPaths. src/media/frame-image.ts
// makes the frame's images once per build on the strength of it.
