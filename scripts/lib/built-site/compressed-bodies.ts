/**
 * Text compressed as a CDN compresses it, and kept as a CDN keeps it at its edge: a file up to
 * a few MiB is compressed once per encoding and served from memory until it changes on disk
 * (its size or modification time); a larger one is compressed as it streams. The browser tests
 * load the same scripts and styles hundreds of times, and compressing them again each time was
 * most of the site server's work.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants as zlibConstants,
  createBrotliCompress,
  createGzip,
  gzip,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A CDN compresses fast, not hard: quality 11, zlib's default, takes seconds for the home page's scripts on a busy machine. */
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

const LARGEST_KEPT = 4 * 1024 * 1024;

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, BROTLI),
  gzip: (body) => promisify(gzip)(body),
};

interface Kept {
  size: number;
  mtimeMs: number;
  body: Buffer;
}

/** A compressor to stream a file too large to keep through. */
export const compressing = (encoding: Encoding): Transform =>
  encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();

/**
 * A file's body in an encoding, from memory when it is unchanged; undefined for a file larger
 * than LARGEST_KEPT, to be streamed. At most `capBytes` of bodies are kept, the oldest dropped
 * first.
 */
export function compressedBodies(capBytes = 64 * 1024 * 1024) {
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const drop = (key: string) => {
    bytes -= kept.get(key)?.body.length ?? 0;
    kept.delete(key);
  };
  return async (file: string, info: Stats, encoding: Encoding): Promise<Buffer | undefined> => {
    if (info.size > LARGEST_KEPT) return undefined;
    const key = `${encoding}\0${file}`;
    const found = kept.get(key);
    if (found?.size === info.size && found.mtimeMs === info.mtimeMs) return found.body;
    drop(key);
    const body = await compress[encoding](await readFile(file));
    kept.set(key, { size: info.size, mtimeMs: info.mtimeMs, body });
    bytes += body.length;
    for (const oldest of kept.keys()) {
      if (bytes <= capBytes) break;
      drop(oldest);
    }
    return body;
  };
}
