/**
 * Uploaded files as Apache serves the back office's /media/ folder: the name decoded once
 * (an encoded slash is no file), `Content-Type` from the Debian mime.types Apache reads (none
 * for an extension it does not know), `ETag` and `Last-Modified`, a 304 on either validator
 * (If-None-Match decides when both are sent), and Apache's own HTML page for a missing file.
 * The ETag is drawn from the file's bytes rather than Apache's size and mtime, so a copied
 * snapshot keeps its validators.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import mime from 'mime-types';
import { isSafeRelativePath } from '../../../src/cms/schema.ts';
import { APACHE_NOT_FOUND } from './error-pages.ts';

/** Where Debian's /etc/mime.types, which Apache reads, differs from mime-db. */
const APACHE_TYPES: Record<string, string> = { jfif: 'image/jpeg' };

/** The Content-Type Apache sends for a file name, or undefined where it sends none. */
export function apacheContentType(name: string): string | undefined {
  const extension = extname(name).slice(1).toLowerCase();
  return APACHE_TYPES[extension] ?? (mime.lookup(extension) || undefined);
}

/** The stored name a /media/ path asks for, or null where no file can be meant. */
export function mediaName(rawPath: string): string | null {
  try {
    const segments = rawPath.slice('/media/'.length).split('/').map(decodeURIComponent);
    if (segments.some((segment) => segment.includes('/'))) return null;
    const name = segments.join('/');
    return isSafeRelativePath(name) ? name : null;
  } catch {
    return null;
  }
}

/** Whether the client's copy is current: If-None-Match when sent, else If-Modified-Since against whole seconds. */
export function notModified(request: IncomingMessage, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

export function mediaServer(mediaDir: string) {
  const etags = new Map<string, string>();
  const etagOf = async (file: string, version: string) => {
    const key = `${file}\0${version}`;
    if (!etags.has(key))
      etags.set(
        key,
        `"${createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
          .slice(0, 16)}"`,
      );
    return etags.get(key)!;
  };
  return {
    /** Serves the file; returns the status sent. */
    async serve(
      request: IncomingMessage,
      response: ServerResponse,
      rawPath: string,
    ): Promise<number> {
      const name = mediaName(rawPath);
      const file = name === null ? null : join(mediaDir, name);
      const info = file === null ? null : await stat(file).catch(() => null);
      if (file === null || !info?.isFile()) {
        response
          .writeHead(404, { 'content-type': 'text/html; charset=iso-8859-1' })
          .end(APACHE_NOT_FOUND);
        return 404;
      }
      const etag = await etagOf(file, `${info.size}-${info.mtimeMs}`);
      const validators = { etag, 'last-modified': info.mtime.toUTCString() };
      if (notModified(request, etag, info.mtime)) {
        response.writeHead(304, validators).end();
        return 304;
      }
      const type = apacheContentType(name!);
      response.writeHead(200, {
        ...validators,
        'accept-ranges': 'bytes',
        'content-length': info.size,
        ...(type ? { 'content-type': type } : {}),
      });
      if (request.method === 'HEAD') {
        response.end();
        return 200;
      }
      await new Promise<void>((resolve, reject) =>
        createReadStream(file).on('error', reject).pipe(response).on('finish', resolve),
      );
      return 200;
    },
    forget: () => etags.clear(),
  };
}
