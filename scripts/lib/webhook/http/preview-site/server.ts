/**
 * The preview site: a kept release served at the root of an origin of its own, exactly as the
 * CDN will serve it once live (the release's `_headers`, pretty URLs, its 404 page,
 * compression; built-site/site-server.ts), so every style sheet, font, picture, island and the
 * search work as visitors will see them. Only for editors: an address from the publish page
 * carries a ticket good once (passes.ts), traded here for a pass kept as this origin's cookie.
 * Every answer says not to index or keep it; each page gets the preview's bar as it is served.
 *
 * An origin of its own, not a folder of the publisher's: Go live publishes these very bytes,
 * which link to `/_astro/…` at the root; and the site's scripts then share nothing with the
 * publish page, whose forms also refuse what another origin sends (middleware/cross-site.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { exists } from '../../../../../src/lib/atomic-dir.ts';
import { siteHandler, type SiteHandler } from '../../../built-site/site-server.ts';
import { markup, type Markup } from '../pages/html.ts';
import { liveRelease, readRecord } from '../../desk/release-records.ts';
import { releasesDir } from '../../desk/releases.ts';
import { cookieValue } from '../sessions.ts';
import { BAR_CSS, BAR_CSS_PATH, previewBar, withBar } from './bar.ts';
import { PASS_SECONDS, type PreviewPasses } from './passes.ts';

export const ENTER_PATH = '/__preview/enter';
const COOKIE = 'preview_pass';
/** Releases whose headers and compressed files are kept ready: a preview and a few to restore. */
const HANDLERS_KEPT = 8;

/** Every answer of the preview site: never indexed, never kept by a cache or a proxy. */
export const PREVIEW_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
} as const;

export interface PreviewSiteOptions {
  /** The publisher's root, whose `releases/` it serves. */
  root: string;
  passes: PreviewPasses;
  port: number;
  host: string;
}

export interface PreviewSite {
  /** Where it listens (the publisher's WEBHOOK_PREVIEW_URL names where browsers reach it). */
  url: string;
  close(): Promise<void>;
}

/**
 * A root-relative address on this site to go to after entering; anything else is the home page.
 * Read as a browser reads it (tabs and newlines dropped, backslashes as slashes), then sent as
 * the path and query it came to, so nothing can lead off the site.
 */
export function landingPath(to: string | null): string {
  const site = 'http://preview.invalid';
  if (!to?.startsWith('/') || !URL.canParse(to, site)) return '/';
  const url = new URL(to, site);
  return url.origin === site ? `${url.pathname}${url.search}` : '/';
}

function refusal(response: ServerResponse, status: number, title: string, body: Markup): void {
  const page = String(markup`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title><link rel="stylesheet" href="${BAR_CSS_PATH}"></head>
<body><main class="preview-refusal"><h1>${title}</h1>${body}</main></body>
</html>
`);
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'self'; base-uri 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      ...PREVIEW_HEADERS,
    })
    .end(page);
}

/** One site handler per release (its headers, compressed files, bar), the last few kept. */
function releaseHandlers(root: string) {
  const handlers = new Map<string, SiteHandler>();
  return (release: string, back: string): SiteHandler => {
    const key = `${release}\n${back}`;
    const kept = handlers.get(key);
    if (kept) return kept;
    const handler = siteHandler({
      dir: join(releasesDir(root), release),
      headers: PREVIEW_HEADERS,
      page: async (html) => {
        const [live, record] = await Promise.all([liveRelease(root), readRecord(root, release)]);
        return withBar(html, previewBar({ live: live === release, record, back }));
      },
    });
    handlers.set(key, handler);
    for (const oldest of handlers.keys()) {
      if (handlers.size <= HANDLERS_KEPT) break;
      handlers.delete(oldest);
    }
    return handler;
  };
}

function enter(passes: PreviewPasses, url: URL, response: ServerResponse): void {
  const pass = passes.redeem(url.searchParams.get('ticket') ?? '');
  if (!pass)
    return refusal(
      response,
      403,
      'This preview link has been used',
      markup`<p>A link into the preview works once, for a minute. Open the preview again from the publish page.</p>`,
    );
  response
    .writeHead(303, {
      location: landingPath(url.searchParams.get('to')),
      'set-cookie': `${COOKIE}=${pass}; Path=/; Max-Age=${PASS_SECONDS}; HttpOnly; Secure; SameSite=Lax`,
      'referrer-policy': 'no-referrer',
      ...PREVIEW_HEADERS,
    })
    .end();
}

function previewAnswers(options: PreviewSiteOptions) {
  const handlerOf = releaseHandlers(options.root);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://preview');
    if (url.pathname === BAR_CSS_PATH)
      return void response
        .writeHead(200, { 'content-type': 'text/css; charset=utf-8', ...PREVIEW_HEADERS })
        .end(BAR_CSS);
    if (url.pathname === ENTER_PATH) return enter(options.passes, url, response);
    const pass = options.passes.pass(cookieValue(request.headers.cookie, COOKIE) ?? '');
    if (!pass)
      return refusal(
        response,
        403,
        'This is a preview for the content team',
        markup`<p>It shows the next version of the website before visitors see it. Open it from the publish page, signed in.</p>`,
      );
    if (!(await exists(join(releasesDir(options.root), pass.release))))
      return refusal(
        response,
        404,
        'This release is no longer kept',
        markup`<p>Make a fresh preview, or open a kept release, from <a href="${pass.back}">the publish page</a>.</p>`,
      );
    handlerOf(pass.release, pass.back)(request, response);
  };
}

export async function startPreviewSite(options: PreviewSiteOptions): Promise<PreviewSite> {
  const answer = previewAnswers(options);
  // Slow clients are checked every 2 s (Node's default: 30 s), and held connections are bounded.
  const server = createServer({ connectionsCheckingInterval: 2_000 }, (request, response) => {
    request.on('error', () => undefined);
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 20_000;
  server.maxHeadersCount = 64;
  server.maxConnections = 1_000;
  server.on('clientError', (_error, socket: Socket) => {
    if (socket.writable)
      socket.end(
        'HTTP/1.1 400 Bad Request\r\nCache-Control: private, no-store\r\nX-Robots-Tag: noindex, nofollow\r\nConnection: close\r\n\r\n',
      );
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://${options.host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
