/**
 * The rebuild endpoint: POST /hooks/rebuild (HMAC-SHA256 of the body in X-Hub-Signature-256,
 * or a bearer token, both compared in constant time) and GET /hooks/status.
 *
 * It faces the internet, so no request can stop or flood it: every request error is caught;
 * a bearer token is checked before any body is read; a body to be signed is capped in size,
 * in time and in how many are read at once (nginx's defaults are the model: a small body, a
 * short body timeout); failed authentication is rate-limited per address; the public status
 * carries times, counts and short reasons, never output, paths or credentials.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlockList } from 'node:net';
import type { ChangeSummary } from '../changes.ts';
import { UsageError } from '../cli.ts';
import { clientOf, trustedProxies } from './client.ts';
import { FailureLimiter } from './failure-limiter.ts';
import { FairSlots } from './fair-slots.ts';
import { logReason, publicReason } from './reasons.ts';
import { RebuildScheduler, type SchedulerState } from './scheduler.ts';
import type { RebuildEvent } from './notify.ts';
import type { Release } from './releases.ts';
import { statusPage } from './status-page.ts';

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
/** Shutdown waits this long for notifications still being sent (a receiver that never answers would hold it 46 s). */
export const DEFAULT_NOTIFY_GRACE_MS = 3_000;

export interface WebhookOptions {
  secret: string;
  port?: number;
  host?: string;
  debounceMs: number;
  rebuild: (signal: AbortSignal) => Promise<Release>;
  /** Told after every publish or failure (NOTIFY_URL); its own failures are its own. The signal says: stop, shutting down. */
  notify?: (event: RebuildEvent, signal: AbortSignal) => Promise<void>;
  /** How long shutdown waits for notifications still being sent before abandoning them. */
  notifyGraceMs?: number;
  log?: (line: string) => void;
  limits?: Partial<WebhookLimits>;
  /** Proxies whose X-Forwarded-For names the client (client.ts); none by default. */
  trustedProxies?: BlockList;
}

interface Outcome {
  at: string;
  durationMs: number;
}
export interface WebhookStatus {
  state: SchedulerState;
  lastSuccess: (Outcome & { release: string; changes: ChangeSummary }) | null;
  lastFailure: (Outcome & { reason: string }) | null;
  /** The last rebuilds, newest first. */
  recent: RebuildEvent[];
  builds: number;
}

/** Rebuilds the status keeps. */
export const RECENT_REBUILDS = 10;

/** The status page has no script and loads nothing: its CSP says so. */
const STATUS_PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
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

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

class HttpRefusal extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * The body, refused past `max` bytes or `timeoutMs`, or when `given up` (its slot went to
 * another request); the connection is closed on refusal.
 */
function readBody(request: IncomingMessage, max: number, timeoutMs: number, givenUp: Promise<never>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > max) return reject(new HttpRefusal(413, 'body too large'));
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => reject(new HttpRefusal(408, 'body not received in time')), timeoutMs);
    givenUp.catch((error: unknown) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        clearTimeout(timer);
        reject(new HttpRefusal(413, 'body too large'));
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
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
  const status: Omit<WebhookStatus, 'state'> = { lastSuccess: null, lastFailure: null, recent: [], builds: 0 };
  const notifications = new Set<Promise<void>>();
  const abandonNotifications = new AbortController();
  const record = (event: RebuildEvent) => {
    status.recent = [event, ...status.recent].slice(0, RECENT_REBUILDS);
    if (!options.notify) return;
    const sent = options.notify(event, abandonNotifications.signal).finally(() => notifications.delete(sent));
    notifications.add(sent);
  };
  /** Waits for the notifications under way, at most `graceMs`; then tells them to stop and waits for that. */
  const settleNotifications = async (graceMs: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(notifications), deadline]);
    clearTimeout(timer);
    abandonNotifications.abort();
    await Promise.all(notifications);
  };
  const failures = new FailureLimiter(limits, log);
  const bodySlots = new FairSlots({ total: limits.maxPendingBodies, perClient: limits.maxPendingBodiesPerClient });
  const trusted = options.trustedProxies ?? trustedProxies('');

  const scheduler = new RebuildScheduler(async (signal) => {
    const started = Date.now();
    status.builds += 1;
    log(`${stamp()} rebuild started`);
    try {
      const release = await options.rebuild(signal);
      status.lastSuccess = { at: stamp(), durationMs: Date.now() - started, release: release.name, changes: release.changes };
      log(`${status.lastSuccess.at} rebuild succeeded in ${status.lastSuccess.durationMs} ms: release ${release.name} is live`);
      record({ outcome: 'published', ...status.lastSuccess });
    } catch (error) {
      status.lastFailure = { at: stamp(), durationMs: Date.now() - started, reason: publicReason(error) };
      log(
        `${status.lastFailure.at} rebuild failed after ${status.lastFailure.durationMs} ms, the live site is unchanged: ${logReason(error)}`,
      );
      record({ outcome: 'failed', ...status.lastFailure });
      throw error;
    }
  }, options.debounceMs);

  const send = (response: ServerResponse, code: number, body: unknown, headers: Record<string, string> = {}) => {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(code, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
  };
  // A refused client gets its answer and loses the connection, so it cannot pipeline more guesses on it.
  const refuse = (response: ServerResponse, code: number, error: string, headers: Record<string, string> = {}) =>
    send(response, code, { error }, { connection: 'close', ...headers });

  /** Whether the request carries the secret; a body given up for another request throws 503, which is no failure. */
  async function authorised(request: IncomingMessage, client: string): Promise<boolean> {
    const auth = request.headers.authorization;
    if (typeof auth === 'string') {
      request.resume();
      return auth.startsWith('Bearer ') && sameSecret(auth.slice('Bearer '.length), options.secret);
    }
    const signature = request.headers['x-hub-signature-256'];
    if (typeof signature !== 'string') return false;
    const givenUp = Promise.withResolvers<never>();
    givenUp.promise.catch(() => undefined);
    const release = bodySlots.take(client, () => givenUp.reject(new HttpRefusal(503, 'busy', { 'retry-after': '1' })));
    try {
      const body = await readBody(request, limits.maxBodyBytes, limits.bodyTimeoutMs, givenUp.promise);
      return sameSecret(signature, signatureOf(options.secret, body));
    } finally {
      release();
    }
  }

  async function rebuild(request: IncomingMessage, response: ServerResponse) {
    const client = clientOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted);
    if (!(await authorised(request, client))) {
      const failure = await failures.fail(client, `refused a rebuild hook from ${client}: bad or missing secret`);
      return failure.limited
        ? refuse(response, 429, 'too many failed attempts', { 'retry-after': String(failure.retryAfterSeconds) })
        : refuse(response, 401, 'bad or missing secret');
    }
    scheduler.request();
    log(`${stamp()} rebuild hook accepted (${scheduler.state})`);
    return send(response, 202, { accepted: true, state: scheduler.state });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = request.url ?? '/';
    if (!target.startsWith('/') || !URL.canParse(target, 'http://hook')) return refuse(response, 400, 'bad request');
    const path = new URL(target, 'http://hook').pathname;
    if (path === '/hooks/status') {
      if (request.method !== 'GET') return send(response, 405, { error: 'use GET' }, { allow: 'GET' });
      const current: WebhookStatus = { state: scheduler.state, ...status };
      if (prefersHtml(request.headers.accept)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...STATUS_PAGE_HEADERS });
        return response.end(statusPage(current));
      }
      return send(response, 200, current, { vary: 'accept' });
    }
    if (path !== '/hooks/rebuild') return send(response, 404, { error: 'not found' });
    if (request.method !== 'POST') return send(response, 405, { error: 'use POST' }, { allow: 'POST' });
    return rebuild(request, response);
  }

  const server = createServer((request, response) => {
    // A client that hangs up mid-body makes the request emit an error: it is that client's loss only.
    request.on('error', () => undefined);
    handle(request, response).catch((error: unknown) => {
      if (error instanceof HttpRefusal) return refuse(response, error.status, error.message, error.headers);
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

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    status: () => ({ state: scheduler.state, ...status }),
    /** Resolves once no rebuild waits or runs and every notification has been sent or given up. */
    idle: async () => {
      await scheduler.idle();
      await Promise.all(notifications);
    },
    /** Stops a waiting or running rebuild (its whole process group), then the server. */
    close: async () => {
      failures.close();
      scheduler.stop();
      await scheduler.idle();
      await settleNotifications(options.notifyGraceMs ?? DEFAULT_NOTIFY_GRACE_MS);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
