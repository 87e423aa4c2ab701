/**
 * Uploaded files as Apache serves the back office's /media/ folder: the name decoded once
 * (an encoded slash is no file), `Content-Type` from the Debian mime.types Apache reads (none
 * for an extension it does not know), `ETag` and `Last-Modified`, a 304 on either validator
 * (If-None-Match decides when both are sent, as `fresh` reads them), and Apache's own HTML
 * page for a missing file. The ETag is drawn from the file's bytes (`etag`) rather than
 * Apache's size and mtime, so a copied snapshot keeps its validators.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import etag from 'etag';
import fresh from 'fresh';
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

export function mediaServer(mediaDir: string) {
  const etags = new Map<string, string>();
  const etagOf = async (file: string, version: string) => {
    const key = `${file}\0${version}`;
    if (!etags.has(key)) etags.set(key, etag(await readFile(file)));
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
      const validators = {
        etag: await etagOf(file, `${info.size}-${info.mtimeMs}`),
        'last-modified': info.mtime.toUTCString(),
      };
      // Only the validators: Apache answers them whatever Cache-Control says, and fetch() sends
      // `no-cache` with every conditional request, which fresh() would take as a reload.
      const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } =
        request.headers;
      if (
        fresh({ 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince }, validators)
      ) {
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
