/**
 * Text compressed as a CDN compresses it, and kept as a CDN keeps it at its edge: a regular file
 * up to a few MiB is compressed once per encoding and served from memory until it changes on
 * disk; anything larger, or not a regular file, is left to be streamed. The browser tests load
 * the same scripts and styles hundreds of times, and compressing them again each time was most
 * of the site server's work.
 */
import { open } from 'node:fs/promises';
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

/** A compressor to stream a file that is not kept through. */
export const compressing = (encoding: Encoding): Transform =>
  encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();

/** The stamp a kept body is checked against, from the server's own stat of the file. */
export const stampOf = (info: {
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}): string => `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;

/**
 * The file's compressed body, or undefined when it is to be streamed: more than LARGEST_KEPT
 * bytes, not a regular file, or a size other than its own stat said (it is being written). Read
 * through one handle, whose stamps before and after the read say whether the body may be kept.
 */
async function readCompressed(file: string, encoding: Encoding) {
  const handle = await open(file, 'r');
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.size > LARGEST_KEPT) return undefined;
    // One byte more than the file should have, to see it grow.
    const buffer = Buffer.alloc(info.size + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0 || (length += bytesRead) === buffer.length) break;
    }
    if (length !== info.size) return undefined;
    const body = await compress[encoding](buffer.subarray(0, length));
    const stamp = stampOf(info);
    return { body, stamp: stampOf(await handle.stat()) === stamp ? stamp : undefined };
  } finally {
    await handle.close();
  }
}

/**
 * Compressed bodies by file and encoding: at most `capBytes` of them kept, the oldest dropped
 * first; requests for a file being compressed wait for that one compression.
 */
export function compressedBodies(capBytes = 64 * 1024 * 1024) {
  const kept = new Map<string, { stamp: string; body: Buffer }>();
  const pending = new Map<string, Promise<Buffer | undefined>>();
  let bytes = 0;
  const drop = (key: string) => {
    bytes -= kept.get(key)?.body.length ?? 0;
    kept.delete(key);
  };
  const load = async (key: string, file: string, encoding: Encoding) => {
    const read = await readCompressed(file, encoding);
    if (!read) return undefined;
    drop(key);
    if (read.stamp === undefined) return read.body;
    kept.set(key, { stamp: read.stamp, body: read.body });
    bytes += read.body.length;
    for (const oldest of kept.keys()) {
      if (bytes <= capBytes) break;
      drop(oldest);
    }
    return read.body;
  };
  return async (file: string, stamp: string, encoding: Encoding): Promise<Buffer | undefined> => {
    const key = `${encoding}\0${file}`;
    const found = kept.get(key);
    if (found?.stamp === stamp) return found.body;
    let loading = pending.get(key);
    if (!loading) {
      loading = load(key, file, encoding).finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  };
}
