/**
 * The publisher's routes without a port: `webhookApp` with a publisher that builds nothing,
 * and requests sent through Hono's `app.request()` with the Node request the middleware reads
 * (its peer address, headers and body stream), as the Node adapter would hand it over.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach } from 'vitest';
import { webhookApp, type WebhookOptions } from '../../scripts/lib/webhook/http/server.ts';

const started: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of started.splice(0)) await close();
});

/** The Node request the routes' middleware reads, for one `app.request()`. */
function incomingOf(path: string, init: RequestInit, peer: string): IncomingMessage {
  const body = typeof init.body === 'string' ? init.body : '';
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  return Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
    url: path,
    method: init.method ?? 'GET',
    headers,
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;
}

/** A publisher's app, closed after the test; `request` answers as the served publisher would. */
export async function publisherApp(options: Partial<WebhookOptions> = {}) {
  const built = await webhookApp({
    secret: 'app-test-secret-0123456789-abcdefghijk',
    debounceMs: 60_000,
    log: () => undefined,
    rebuild: () => Promise.resolve(null),
    ...options,
  });
  started.push(built.close);
  return {
    ...built,
    request: async (path: string, init: RequestInit = {}, peer = '127.0.0.1') =>
      built.app.request(`http://publisher${path}`, init, {
        incoming: incomingOf(path, init, peer),
      }),
  };
}
