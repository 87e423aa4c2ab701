/**
 * Serves a built site the way Netlify's CDN does, so the browser tests, Lighthouse and
 * `npm run preview` see what visitors get: the headers of netlify.toml and the publish
 * folder's `_headers` (applied by @netlify/headers, Netlify's own headers engine), pretty URLs
 * (`/about/2` → `about/2/index.html`, in Netlify's lookup order), `/404.html` with status 404
 * for anything else, and text compressed (Brotli or gzip) as the CDN sends it.
 *
 * Files are looked up by the decoded path, as the CDN does: @netlify/static matches the still
 * percent-encoded path, so `/our%20team/` would never find `our team/index.html`.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import mime from 'mime-types';

export interface SiteServerOptions {
  /** The publish folder (dist/). */
  dir: string;
  /** netlify.toml, for its [[headers]]; the publish folder's _headers is read too. */
  configPath?: string;
  port?: number;
  host?: string;
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** Types the CDN compresses; images, fonts and PDFs are sent as they are. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Extensions Netlify treats as files, so it does not try `.html` or `/index.html` after them. */
const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

/** Netlify's candidates for a path, in its order (the same as @netlify/static's). */
export function candidatesFor(pathname: string): string[] {
  const paths: string[] = [];
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    if (pathname !== '/') paths.push(`${bare}.html`, `${bare}.htm`);
    paths.push(`${pathname}index.html`, `${pathname}index.htm`);
  } else if (!ASSET_EXTENSION.test(pathname)) {
    paths.push(`${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`, `${pathname}/index.htm`);
  }
  return paths.includes(pathname) ? paths : [pathname, ...paths];
}

/** The decoded path of a request target, or null when it is not a path a CDN would serve. */
export function decodedPath(target: string): string | null {
  if (!target.startsWith('/') || !URL.canParse(target, 'http://site')) return null;
  try {
    const path = decodeURIComponent(new URL(target, 'http://site').pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

async function findFile(root: string, pathname: string): Promise<string | undefined> {
  for (const candidate of candidatesFor(pathname)) {
    const file = resolve(root, `.${candidate}`);
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const root = resolve(options.dir);
  const headers = new HeadersHandler({
    configPath: options.configPath,
    projectDir: root,
    publishDir: '.',
    logger: {
      error: (message: string) => console.error(message),
      warn: (message: string) => console.warn(message),
      log: () => undefined,
    } as never,
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodedPath(request.url ?? '');
      if (pathname === null) return response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request\n');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed\n');
      }
      const found = await findFile(root, pathname);
      const file = found ?? join(root, '404.html');
      const status = found ? 200 : 404;
      const info = await stat(file).catch(() => undefined);
      if (!info) return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      // Netlify applies the custom headers of the path asked for, the 404 page included.
      const custom = await headers.apply(new Request(new URL(request.url ?? '/', 'http://site')));
      const type = mime.contentType(extname(file)) || 'application/octet-stream';
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = !COMPRESSIBLE.test(type)
        ? undefined
        : /\bbr\b/.test(accepted)
          ? 'br'
          : /\bgzip\b/.test(accepted)
            ? 'gzip'
            : undefined;
      response.writeHead(status, {
        'content-type': type,
        ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : { 'content-length': String(info.size) }),
        'cache-control': 'public, max-age=0, must-revalidate',
        ...Object.fromEntries(Object.entries(custom).map(([name, value]) => [name.toLowerCase(), value])),
      });
      if (request.method === 'HEAD') return response.end();
      // A CDN compresses fast, not hard: quality 11, zlib's default, takes seconds for the home page's scripts on a busy machine.
      const compress =
        encoding === 'br'
          ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? createGzip()
            : undefined;
      await (compress ? pipeline(createReadStream(file), compress, response) : pipeline(createReadStream(file), response));
    })().catch((error: unknown) => {
      // A visitor who leaves mid-download is no failure of the site.
      const gone =
        response.destroyed || ['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE'].includes((error as { code?: string }).code ?? '');
      if (!gone) console.error(`site server: ${(error as Error).message}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end();
    });
  });
  server.on('clientError', (_error, socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));

  await new Promise<void>((done) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
