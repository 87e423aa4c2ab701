/**
 * The rebuild endpoint: POST /hooks/rebuild (HMAC-SHA256 of the body in X-Hub-Signature-256,
 * or a bearer token, both compared in constant time), GET /hooks/status and /hooks/health
 * (health.ts), and the publish page
 * for editors under /hooks/ (publish-routes.ts). All share one publisher (publisher.ts): one
 * state, one queue, one report.
 *
 * It faces the internet, so no request can stop, flood or lock it: every request error is
 * caught; a bearer token is checked before any body is read; a body to be signed is capped in
 * size, in time and in how many are read at once, fairly per client (fair-slots.ts); the
 * secret is checked before any limit and a right one is always accepted, while failures are
 * limited per client and globally (failure-limiter.ts); the public status carries times,
 * counts and short reasons in the project's words, never output, paths or credentials.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, BlockList } from 'node:net';
import { UsageError } from '../cli/main.ts';
import { clientOf, trustedProxies } from './client.ts';
import { FailureLimiter } from './failure-limiter.ts';
import { FairSlots } from './fair-slots.ts';
import { health } from './health.ts';
import type { RebuildEvent } from './notify.ts';
import { STYLE_HASH } from './page-html.ts';
import { PasswordChecks } from './password-checks.ts';
import { refusalPage } from './publish-page.ts';
import { verifyPassword, type PasswordHash } from './password.ts';
import { publishRoutes } from './publish-routes.ts';
import { Publisher, type WebhookStatus } from './publisher.ts';
import { logReason } from './reasons.ts';
import type { Release, RunContext } from './releases.ts';
import { HttpRefusal, readBody } from './request-body.ts';
import { sameToken } from './sessions.ts';
import { statusPage } from './status-page.ts';
import { startWatch } from './watch.ts';

export type { WebhookStatus } from './publisher.ts';

export interface WebhookLimits {
  /** Largest body read for a signature check (bytes). */
  maxBodyBytes: number;
  /** Time a client has to send its whole body. */
  bodyTimeoutMs: number;
  /** Bodies read at once before authentication (fair-slots.ts: a newcomer takes the slot of the busiest client's oldest). */
  maxPendingBodies: number;
  /** Of those, how many one client may hold. */
  maxPendingBodiesPerClient: number;
  /** Failed authentications per client per minute before its failures are answered 429. */
  failuresPerMinute: number;
  /** Failed authentications per minute from all clients together before all are answered 429 and logged as a summary. */
  globalFailuresPerMinute: number;
}

export const DEFAULT_LIMITS: WebhookLimits = {
  maxBodyBytes: 64 * 1024,
  bodyTimeoutMs: 10_000,
  maxPendingBodies: 16,
  maxPendingBodiesPerClient: 4,
  failuresPerMinute: 10,
  globalFailuresPerMinute: 100,
};
export const MIN_SECRET_LENGTH = 32;

export interface WebhookOptions {
  secret: string;
  port?: number;
  host?: string;
  debounceMs: number;
  /** Pulls and builds a release; null when told to build only on a change and there was none. */
  rebuild: (context: Required<RunContext>) => Promise<Release | null>;
  /** Told after every publish or failure (NOTIFY_URL); its own failures are its own. The signal says: stop, shutting down. */
  notify?: (event: RebuildEvent, signal: AbortSignal) => Promise<void>;
  /** How long shutdown waits for notifications still being sent before abandoning them. */
  notifyGraceMs?: number;
  log?: (line: string) => void;
  limits?: Partial<WebhookLimits>;
  /** Proxies whose X-Forwarded-For names the client (client.ts); none by default. */
  trustedProxies?: BlockList;
  /** The publish page's password (WEBHOOK_PASSWORD_HASH); without it the page says it is not set up. */
  passwordHash?: PasswordHash;
  /** Minutes between checks of the back office (WEBHOOK_WATCH_MINUTES); without it, no watch. */
  watchMinutes?: number;
  /** Names the site on the pages; the public address, linked from the publish page. */
  site?: string;
  siteUrl?: string;
}

/** The status page has no script and loads nothing: its CSP says so. */
const STATUS_PAGE_HEADERS = {
  'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  vary: 'accept',
};

/** Whether a browser asked (text/html before any JSON in its Accept header). */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

export function signatureOf(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function startWebhook(options: WebhookOptions) {
  if (options.secret.length < MIN_SECRET_LENGTH) {
    throw new UsageError(
      `REBUILD_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32); a short one can be guessed`,
    );
  }
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.log(line));
  const stamp = () => new Date().toISOString();
  const site = options.site ?? 'The website';
  const publisher = new Publisher({
    debounceMs: options.debounceMs,
    rebuild: options.rebuild,
    log,
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.notifyGraceMs === undefined ? {} : { notifyGraceMs: options.notifyGraceMs }),
    ...(options.watchMinutes ? { watchMinutes: options.watchMinutes } : {}),
  });
  const watch = options.watchMinutes ? startWatch(publisher, options.watchMinutes) : undefined;
  const failures = new FailureLimiter(limits, log);
  const bodySlots = new FairSlots({
    total: limits.maxPendingBodies,
    perClient: limits.maxPendingBodiesPerClient,
  });
  const trusted = options.trustedProxies ?? trustedProxies('');
  const { passwordHash } = options;
  const publishPage = publishRoutes({
    publisher,
    failures,
    bodySlots,
    passwords: passwordHash
      ? new PasswordChecks((password) => verifyPassword(password, passwordHash))
      : null,
    site,
    log,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
  });

  const send = (
    response: ServerResponse,
    code: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (response.headersSent || response.destroyed) return;
    response
      .writeHead(code, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...headers,
      })
      .end(JSON.stringify(body));
  };
  // A refused client gets its answer and loses the connection, so it cannot pipeline more guesses on it.
  const refuse = (
    response: ServerResponse,
    code: number,
    error: string,
    headers: Record<string, string> = {},
  ) => send(response, code, { error }, { connection: 'close', ...headers });

  /** Whether the request carries the secret; a body given up for another request throws 503, which is no failure. */
  async function authorised(request: IncomingMessage, client: string): Promise<boolean> {
    const auth = request.headers.authorization;
    if (typeof auth === 'string') {
      request.resume();
      return auth.startsWith('Bearer ') && sameToken(auth.slice('Bearer '.length), options.secret);
    }
    const signature = request.headers['x-hub-signature-256'];
    if (typeof signature !== 'string') return false;
    const body = await readBody(request, client, bodySlots, {
      maxBytes: limits.maxBodyBytes,
      timeoutMs: limits.bodyTimeoutMs,
    });
    return sameToken(signature, signatureOf(options.secret, body));
  }

  async function rebuild(request: IncomingMessage, response: ServerResponse, client: string) {
    if (!(await authorised(request, client))) {
      const failure = await failures.fail(
        client,
        `refused a rebuild hook from ${client}: bad or missing secret`,
      );
      return failure.limited
        ? refuse(response, 429, 'too many failed attempts', {
            'retry-after': String(failure.retryAfterSeconds),
          })
        : refuse(response, 401, 'bad or missing secret');
    }
    publisher.request('hook');
    const { state } = publisher.status();
    log(`${stamp()} rebuild hook accepted (${state})`);
    return send(response, 202, { accepted: true, state });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = request.url ?? '/';
    if (!target.startsWith('/') || !URL.canParse(target, 'http://hook'))
      return refuse(response, 400, 'bad request');
    const path = new URL(target, 'http://hook').pathname;
    const client = clientOf(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trusted,
    );
    if (path === '/hooks/status') {
      if (request.method !== 'GET')
        return send(response, 405, { error: 'use GET' }, { allow: 'GET' });
      const current: WebhookStatus = publisher.status();
      if (prefersHtml(request.headers.accept)) {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...STATUS_PAGE_HEADERS,
        });
        return response.end(statusPage(current, site));
      }
      return send(response, 200, current, { vary: 'accept' });
    }
    if (path === '/hooks/health') {
      if (request.method !== 'GET')
        return send(response, 405, { error: 'use GET' }, { allow: 'GET' });
      return send(response, 200, health(publisher.status()));
    }
    if (path === '/hooks/rebuild') {
      if (request.method !== 'POST')
        return send(response, 405, { error: 'use POST' }, { allow: 'POST' });
      return rebuild(request, response, client);
    }
    if (await publishPage.handle(path, request, response, client)) return;
    return send(response, 404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    // A client that hangs up mid-body makes the request emit an error: it is that client's loss only.
    request.on('error', () => undefined);
    handle(request, response).catch((error: unknown) => {
      if (error instanceof HttpRefusal) {
        if (!prefersHtml(request.headers.accept))
          return refuse(response, error.status, error.message, error.headers);
        // A person sees a page that says what happened and when to try again, not JSON.
        if (response.headersSent || response.destroyed) return;
        return response
          .writeHead(error.status, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'close',
            ...STATUS_PAGE_HEADERS,
            ...error.headers,
          })
          .end(refusalPage(site, error));
      }
      log(`${stamp()} request failed: ${logReason(error)}`);
      if (!response.headersSent && !response.destroyed) refuse(response, 400, 'bad request');
      else response.destroy();
    });
  });
  server.headersTimeout = limits.bodyTimeoutMs;
  server.requestTimeout = limits.bodyTimeoutMs * 2;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 64;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    status: () => publisher.status(),
    /** Unauthenticated bodies being read now: what a flood of slow requests holds. */
    pendingBodies: () => bodySlots.size,
    /** Asks for a check of the back office, as the watch does at each interval. */
    check: () => publisher.request('watch'),
    /** Resolves once no rebuild waits or runs and every notification has been sent or given up. */
    idle: () => publisher.idle(),
    /** Stops the watch, a waiting or running rebuild (its whole process group), then the server. */
    close: async () => {
      watch?.stop();
      failures.close();
      publishPage.close();
      await publisher.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
