/**
 * The rebuild endpoint: POST /hooks/rebuild (HMAC-SHA256 of the body in X-Hub-Signature-256,
 * or a bearer token, both compared in constant time) and GET /hooks/status.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChangeSummary } from '../changes.ts';
import { RebuildScheduler, type SchedulerState } from './scheduler.ts';
import type { Release } from './releases.ts';

export interface WebhookOptions {
  secret: string;
  port?: number;
  host?: string;
  debounceMs: number;
  rebuild: () => Promise<Release>;
  log?: (line: string) => void;
}

interface Outcome {
  at: string;
  durationMs: number;
}
export interface WebhookStatus {
  state: SchedulerState;
  lastSuccess: (Outcome & { release: string; changes: ChangeSummary }) | null;
  lastFailure: (Outcome & { reason: string }) | null;
  builds: number;
}

const MAX_BODY_BYTES = 1024 * 1024;

export function signatureOf(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startWebhook(options: WebhookOptions) {
  if (!options.secret) throw new Error('REBUILD_SECRET is not set: the rebuild endpoint refuses to start without a secret');
  const log = options.log ?? ((line: string) => console.log(line));
  const status: Omit<WebhookStatus, 'state'> = { lastSuccess: null, lastFailure: null, builds: 0 };

  const scheduler = new RebuildScheduler(async () => {
    const started = Date.now();
    status.builds += 1;
    log(`${new Date().toISOString()} rebuild started`);
    try {
      const release = await options.rebuild();
      status.lastSuccess = { at: new Date().toISOString(), durationMs: Date.now() - started, release: release.name, changes: release.changes };
      log(`${status.lastSuccess.at} rebuild succeeded in ${status.lastSuccess.durationMs} ms: release ${release.name} is live`);
    } catch (error) {
      status.lastFailure = { at: new Date().toISOString(), durationMs: Date.now() - started, reason: error instanceof Error ? error.message : String(error) };
      log(`${status.lastFailure.at} rebuild failed after ${status.lastFailure.durationMs} ms, the live site is unchanged: ${status.lastFailure.reason}`);
      throw error;
    }
  }, options.debounceMs);

  const authorised = (request: IncomingMessage, body: Buffer) => {
    const signature = request.headers['x-hub-signature-256'];
    if (typeof signature === 'string') return sameSecret(signature, signatureOf(options.secret, body));
    const auth = request.headers.authorization;
    return typeof auth === 'string' && auth.startsWith('Bearer ') && sameSecret(auth.slice('Bearer '.length), options.secret);
  };

  const send = (response: ServerResponse, code: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://hook').pathname;
    if (path === '/hooks/status') {
      if (request.method !== 'GET') return send(response, 405, { error: 'use GET' }, { allow: 'GET' });
      return send(response, 200, { state: scheduler.state, ...status } satisfies WebhookStatus);
    }
    if (path !== '/hooks/rebuild') return send(response, 404, { error: 'not found' });
    if (request.method !== 'POST') return send(response, 405, { error: 'use POST' }, { allow: 'POST' });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return send(response, 413, { error: 'body too large' });
      chunks.push(chunk);
    }
    if (!authorised(request, Buffer.concat(chunks))) {
      log(`${new Date().toISOString()} refused a rebuild hook from ${request.socket.remoteAddress}: bad or missing secret`);
      return send(response, 401, { error: 'bad or missing secret' });
    }
    scheduler.request();
    log(`${new Date().toISOString()} rebuild hook accepted (${scheduler.state})`);
    return send(response, 202, { accepted: true, state: scheduler.state });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    status: () => ({ state: scheduler.state, ...status }),
    idle: () => scheduler.idle(),
    close: async () => {
      scheduler.stop();
      await scheduler.idle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
