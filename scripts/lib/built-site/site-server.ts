/**
 * Serves a built site the way Netlify's CDN does, so the browser tests, Lighthouse and
 * `npm run preview` see what visitors get: the headers of netlify.toml and the publish
 * folder's `_headers` (applied by @netlify/headers, Netlify's own headers engine), pretty URLs
 * (`/about/2/` → `about/2/index.html`, and `/about/2` redirected there, as the CDN does),
 * `/404.html` with status 404 for anything else, and text compressed (Brotli or gzip) as the
 * CDN sends it.
 *
 * Files are looked up by the decoded path, as the CDN does: @netlify/static matches the still
 * percent-encoded path, so `/our%20team/` would never find `our team/index.html`.
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { pipeline } from 'node:stream/promises';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import mime from 'mime-types';
import { compressedBodies, compressing, stampOf } from './compressed-bodies.ts';

export interface SiteOptions {
  /** The publish folder (dist/). */
  dir: string;
  /** netlify.toml, for its [[headers]]; the publish folder's _headers is read too. */
  configPath?: string;
  /**
   * Headers every answer gets, redirects and refusals too, after the site's own (a preview's
   * noindex and no-store); the site's own `Set-Cookie` and CDN cache rules are then dropped.
   */
  headers?: Record<string, string>;
  /** Rewrites each page as it is served (a preview's bar); the files stay as they were built. */
  page?: (html: string) => string | Promise<string>;
}

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SiteServerOptions extends SiteOptions {
  port?: number;
  host?: string;
  /**
   * Serve HTTP/2 over TLS with this key and certificate, as Netlify serves visitors (HTTP/1.1
   * still answered): a browser then loads a page's files side by side on one connection
   * instead of six at a time.
   */
  tls?: { key: string; cert: string };
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** Types the CDN compresses; images, fonts and PDFs are sent as they are. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Headers of one connection, not of a response: a CDN drops them from `_headers`, and HTTP/2 refuses them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

/** What a site's own headers may not say where the server's override them (a preview's). */
const OVERRIDDEN = /^(set-cookie|cdn-cache-control|netlify-cdn-cache-control|surrogate-control)$/;

/** The largest page rewritten as it is served (a preview's bar): a built page is some 100 KB. */
const MAX_REWRITTEN_PAGE = 4 * 1024 * 1024;

/** Extensions Netlify treats as files, so it does not try `.html` or `/index.html` after them. */
const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

/** What the CDN does with a path: serves a file of the publish folder, or redirects (301) to the path's other spelling. */
export type Lookup = { file: string } | { redirect: string } | undefined;

/**
 * Netlify's CDN with Pretty URLs on (its default), as measured on live deploys and described by
 * Netlify's support guide on trailing slashes: a folder's `index.html` is served at the path
 * with a trailing slash, and the path without one redirects there (`/about/2` → `/about/2/`);
 * a `name.html` file is served at `/name`, and `/name/` redirects there. Anything else is
 * served as it is named. `pathname` is decoded; a redirect keeps the request's own spelling.
 */
export async function lookup(root: string, pathname: string, requested: string): Promise<Lookup> {
  // Found at each request, once: the folder may be a link a publish moves (WEBHOOK_ROOT/current).
  let realRoot: Promise<string> | undefined;
  const isFile = async (path: string) => {
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    if (!(await stat(file).catch(() => undefined))?.isFile()) return undefined;
    // A link that leads out of the publish folder is no file of the site (the CDN has no links).
    const [real, realFolder] = await Promise.all([realpath(file), (realRoot ??= realpath(root))]);
    return real.startsWith(realFolder + sep) ? file : undefined;
  };
  // The redirect is made of the parsed path, one leading slash: `/.//evil.example` must not send a visitor off the site.
  const url = new URL(requested, 'http://site');
  const path = url.pathname.replace(/^\/+/, '/');
  const query = url.search;
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    if (bare && ((await isFile(`${bare}.html`)) ?? (await isFile(`${bare}.htm`))))
      return { redirect: `${path.slice(0, -1)}${query}` };
    const index = (await isFile(`${pathname}index.html`)) ?? (await isFile(`${pathname}index.htm`));
    return index ? { file: index } : undefined;
  }
  const exact = await isFile(pathname);
  if (exact || ASSET_EXTENSION.test(pathname)) return exact ? { file: exact } : undefined;
  const page = (await isFile(`${pathname}.html`)) ?? (await isFile(`${pathname}.htm`));
  if (page) return { file: page };
  const folder =
    (await isFile(`${pathname}/index.html`)) ?? (await isFile(`${pathname}/index.htm`));
  return folder ? { redirect: `${path}/${query}` } : undefined;
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

/** Answers requests for one built site as the CDN does (see the top of this file). */
export function siteHandler(options: SiteOptions): SiteHandler {
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

  const bodies = compressedBodies();
  const extra = options.headers ?? {};
  /** A short answer of the server's own (a refusal, a redirect), with the headers every answer gets. */
  const plain = (response: ServerResponse, status: number, text: string, more = {}) =>
    response.writeHead(status, { 'content-type': 'text/plain', ...more, ...extra }).end(text);
  return (request, response) => {
    void (async () => {
      const pathname = decodedPath(request.url ?? '');
      if (pathname === null) return plain(response, 400, 'bad request\n');
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return plain(response, 405, 'method not allowed\n', { allow: 'GET, HEAD' });
      const found = await lookup(root, pathname, request.url ?? '/');
      if (found && 'redirect' in found)
        return plain(response, 301, `Redirecting to ${found.redirect}\n`, {
          location: found.redirect,
        });
      const file = found?.file ?? join(root, '404.html');
      const status = found ? 200 : 404;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return plain(response, 404, 'not found\n');
      // Netlify applies the custom headers of the path asked for, the 404 page included.
      const custom = await headers.apply(new Request(new URL(request.url ?? '/', 'http://site')));
      const type = mime.contentType(extname(file)) || 'application/octet-stream';
      // A page far larger than any the build writes is sent as it is, not held to be rewritten.
      const page =
        options.page &&
        type.startsWith('text/html') &&
        request.method === 'GET' &&
        info.size <= MAX_REWRITTEN_PAGE
          ? Buffer.from(await options.page(await readFile(file, 'utf8')))
          : undefined;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding =
        page || !COMPRESSIBLE.test(type)
          ? undefined
          : /\bbr\b/.test(accepted)
            ? 'br'
            : /\bgzip\b/.test(accepted)
              ? 'gzip'
              : undefined;
      const body =
        encoding && request.method === 'GET'
          ? await bodies(file, stampOf(info), encoding)
          : undefined;
      response.writeHead(status, {
        'content-type': type,
        ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
        ...(!encoding || body
          ? { 'content-length': String(page?.length ?? body?.length ?? info.size) }
          : {}),
        'cache-control': 'public, max-age=0, must-revalidate',
        ...Object.fromEntries(
          Object.entries(custom)
            .map(([name, value]) => [name.toLowerCase(), value] as const)
            .filter(([name]) => !CONNECTION_HEADERS.has(name))
            .filter(([name]) => !options.headers || !OVERRIDDEN.test(name)),
        ),
        ...extra,
      });
      if (request.method === 'HEAD') return response.end();
      if (page ?? body) return response.end(page ?? body);
      await (encoding
        ? pipeline(createReadStream(file), compressing(encoding), response)
        : pipeline(createReadStream(file), response));
    })().catch((error: unknown) => {
      // A visitor who leaves mid-download is no failure of the site; over HTTP/2 its stream tells.
      const stream = (response as unknown as { stream?: { destroyed: boolean } }).stream;
      const gone =
        response.destroyed ||
        stream?.destroyed === true ||
        ['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE'].includes(
          (error as { code?: string }).code ?? '',
        );
      if (!gone) console.error(`site server: ${(error as Error).message}`);
      try {
        if (!response.headersSent)
          response.writeHead(500, { 'content-type': 'text/plain', ...extra });
        response.end();
      } catch {
        response.destroy();
      }
    });
  };
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const serve = siteHandler(options);
  const server = options.tls
    ? // Node's compatibility API gives HTTP/2 streams the request and response methods used here.
      createSecureServer(
        { ...options.tls, allowHTTP1: true },
        serve as unknown as (request: Http2ServerRequest, response: Http2ServerResponse) => void,
      )
    : createServer(serve);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket: Socket) =>
    socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'),
  );

  await new Promise<void>((done) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', done),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
