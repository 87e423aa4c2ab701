/**
 * The rebuild endpoint: POST /hooks/rebuild (HMAC-SHA256 of the body in X-Hub-Signature-256,
 * or a bearer token), GET /hooks/status and /hooks/health, and the publish page for editors
 * under /hooks/, on Hono (routes.ts). All share one publisher (publisher.ts): one state, one
 * queue, one report.
 *
 * It faces the internet, so no request can stop, flood or lock it: every request error is
 * caught; a bearer token is checked before any body is read; a body to be signed is capped in
 * size, in time and in how many are read at once, fairly per client (fair-slots.ts); the
 * secret is checked before any limit and a right one is always accepted, while failures are
 * limited per client and globally (failure-limiter.ts); the public status carries times,
 * counts and short reasons in the project's words, never output, paths or credentials.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { UsageError } from '../../cli/main.ts';
import { trustedProxies, type TrustedProxies } from './client.ts';
import { FailureLimiter } from './failure-limiter.ts';
import { FairSlots } from './fair-slots.ts';
import type { RebuildEvent } from '../desk/notify.ts';
import { PasswordChecks } from './password-checks.ts';
import { PreviewPasses } from './preview-site/passes.ts';
import { DayChange } from '../desk/day-change.ts';
import { startPreviewSite } from './preview-site/server.ts';
import { verifyPassword, type PasswordHash } from './password.ts';
import type { DeskOptions } from '../desk/preview.ts';
import { Publisher } from '../desk/publisher.ts';
import { DEFAULT_TIME_ZONE, ReleaseDesk } from '../desk/release-desk.ts';
import type { Release, RunContext } from '../desk/releases.ts';
import { routes } from './routes.ts';
import { startWatch } from '../desk/watch.ts';
import type { Clock } from '../desk/publish-schedule.ts';
import { MIN_SECRET_LENGTH } from '../../settings/env.ts';

export type { WebhookStatus } from '../desk/publisher.ts';
export { signatureOf } from './middleware/hook-secret.ts';

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
  trustedProxies?: TrustedProxies;
  /** The publish page's password (WEBHOOK_PASSWORD_HASH); without it the page says it is not set up. */
  passwordHash?: PasswordHash;
  /** Minutes between checks of the back office (WEBHOOK_WATCH_MINUTES); without it, no watch. */
  watchMinutes?: number;
  /** Names the site on the pages; the public address, linked from the publish page. */
  site?: string;
  siteUrl?: string;
  /** Where the releases are kept and how they are built: turns on Preview, Go live, Restore and publish at a time. */
  desk?: DeskOptions;
  /**
   * The preview site beside the desk (preview-site/server.ts): where it listens (port 0: any
   * free one) and the address browsers reach it at (WEBHOOK_PREVIEW_URL), by default where it listens.
   */
  preview?: { port?: number; url?: string };
  /** The schedule's clock (tests). */
  clock?: Clock;
  /** SITE_TIME_ZONE: the publish page's schedules are set and shown in it (default Asia/Dhaka). */
  timeZone?: string;
}

/**
 * Serves the app on Node's own server, for its limits on a request's head and time and a
 * one-line 400 for what it cannot parse.
 */
async function listen(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  limits: WebhookLimits,
  port: number,
  host: string,
) {
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  const server = createServer((request, response) => {
    // A client that hangs up mid-body makes the request emit an error: it is that client's loss only.
    request.on('error', () => undefined);
    void listener(request, response);
  });
  server.headersTimeout = limits.bodyTimeoutMs;
  server.requestTimeout = limits.bodyTimeoutMs * 2;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 64;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}

function publisherOf(options: WebhookOptions, log: (line: string) => void): Publisher {
  return new Publisher({
    debounceMs: options.debounceMs,
    rebuild: options.rebuild,
    log,
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.notifyGraceMs === undefined ? {} : { notifyGraceMs: options.notifyGraceMs }),
    ...(options.watchMinutes ? { watchMinutes: options.watchMinutes } : {}),
  });
}

function deskOf(options: WebhookOptions, publisher: Publisher, log: (line: string) => void) {
  return options.desk
    ? new ReleaseDesk({
        options: options.desk,
        publisher,
        log,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      })
    : null;
}

/** The desk and the preview site beside it, when the publisher keeps releases of its own. */
async function releasesOf(
  options: WebhookOptions,
  publisher: Publisher,
  log: (line: string) => void,
  host: string,
) {
  const desk = deskOf(options, publisher, log);
  if (!desk) return { desk, site: null, preview: null, dayChange: null };
  await desk.start();
  publisher.waitsFor(() => desk.idle());
  const passes = new PreviewPasses();
  const site = await startPreviewSite({
    root: desk.root,
    passes,
    port: options.preview?.port ?? 0,
    host,
  });
  return {
    desk,
    site,
    preview: { url: options.preview?.url ?? site.url, passes },
    dayChange: await dayChangeOf(options, publisher, log),
  };
}

/** A build at the group's midnight when the new day changes what the live site says (day-change.ts), armed again after each publish. */
async function dayChangeOf(
  options: WebhookOptions,
  publisher: Publisher,
  log: (line: string) => void,
) {
  const dayChange = new DayChange({
    root: options.desk!.root,
    zone: options.timeZone ?? DEFAULT_TIME_ZONE,
    rebuild: () => publisher.request('day'),
    log,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let live = publisher.status().lastSuccess?.at;
  publisher.subscribe((status) => {
    if (status.lastSuccess?.at === live) return;
    live = status.lastSuccess?.at;
    void dayChange.arm().catch((error: unknown) => log(`the day's timer: ${String(error)}`));
  });
  await dayChange.arm();
  return dayChange;
}

function checkSecret(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new UsageError(
      `REBUILD_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32); a short one can be guessed`,
    );
  }
}

/**
 * The publisher and its routes, not yet listening: startWebhook serves the app on a port; route
 * tests send it requests with `app.request()`. `close` stops everything it started.
 */
export async function webhookApp(options: WebhookOptions) {
  checkSecret(options.secret);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.log(line));
  const publisher = publisherOf(options, log);
  const watch = options.watchMinutes ? startWatch(publisher, options.watchMinutes) : undefined;
  const failures = new FailureLimiter(limits, log);
  const bodySlots = new FairSlots({
    total: limits.maxPendingBodies,
    perClient: limits.maxPendingBodiesPerClient,
  });
  const { passwordHash } = options;
  const releases = await releasesOf(options, publisher, log, options.host ?? '127.0.0.1');
  const { app, endStreams } = routes({
    publisher,
    secret: options.secret,
    trusted: options.trustedProxies ?? trustedProxies(''),
    failures,
    bodySlots,
    hookBody: { maxBytes: limits.maxBodyBytes, timeoutMs: limits.bodyTimeoutMs },
    passwords: passwordHash
      ? new PasswordChecks((password) => verifyPassword(password, passwordHash))
      : null,
    where: {
      site: options.site ?? 'The website',
      siteUrl: options.siteUrl,
      enabled: !!passwordHash,
    },
    desk: releases.desk,
    preview: releases.preview,
    log,
  });
  return {
    app,
    limits,
    publisher,
    releases,
    /** Unauthenticated bodies being read now: what a flood of slow requests holds. */
    pendingBodies: () => bodySlots.size,
    /** Stops the watch, a waiting or running rebuild (its whole process group) and the preview site. */
    close: async () => {
      watch?.stop();
      releases.dayChange?.stop();
      failures.close();
      endStreams();
      await releases.desk?.close();
      await releases.site?.close();
      await publisher.close();
    },
  };
}

export async function startWebhook(options: WebhookOptions) {
  const host = options.host ?? '127.0.0.1';
  const built = await webhookApp(options);
  const { publisher, releases } = built;
  const server = await listen(built.app, built.limits, options.port ?? 0, host);
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    status: () => publisher.status(),
    desk: releases.desk,
    /** Where the preview site listens; null without a desk. */
    previewUrl: releases.site?.url ?? null,
    pendingBodies: built.pendingBodies,
    /** Asks for a check of the back office, as the watch does at each interval. */
    check: () => publisher.request('watch'),
    /** Resolves once no rebuild waits or runs and every notification has been sent or given up. */
    idle: () => publisher.idle(),
    /** Stops everything webhookApp started, then the server. */
    close: async () => {
      await built.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
