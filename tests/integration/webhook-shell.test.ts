/**
 * The publisher's HTTP shell (scripts/lib/webhook/http/routes.ts and middleware/): what the
 * routes answer besides what the other integration tests replay, with a publisher that builds
 * nothing, through `app.request()`; and, over a real port, headers as Node's HTTP parser joins
 * them.
 */
import { connect } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePasswordHash, type PasswordHash } from '../../scripts/lib/webhook/http/password.ts';
import { startWebhook } from '../../scripts/lib/webhook/http/server.ts';
import { testPasswordHash } from '../helpers/password.ts';
import { publisherApp } from '../helpers/publisher-app.ts';

const PASSWORD = 'harbour lantern teacup';
let passwordHash: PasswordHash;
beforeAll(async () => {
  passwordHash = parsePasswordHash(await testPasswordHash(PASSWORD));
});
const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of open.splice(0)) await close();
});

async function publisher() {
  const webhook = await startWebhook({
    secret: 'shell-test-secret-0123456789-abcdefghij',
    debounceMs: 60_000,
    passwordHash,
    log: () => undefined,
    rebuild: () => Promise.resolve(null),
  });
  open.push(() => webhook.close());
  return webhook.url;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A GET sent on a raw socket, so that a header can be sent on two lines; resolves with the answer. */
function rawGet(url: string, path: string, headerLines: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(
      [`GET ${path} HTTP/1.1`, 'Host: publisher', ...headerLines, 'Connection: close', '', ''].join(
        '\r\n',
      ),
    );
  });
}

async function signIn(send: (path: string, init: RequestInit) => Promise<Response>) {
  const signedIn = await send('/hooks/sign-in', form({ password: PASSWORD }));
  return signedIn.headers.get('set-cookie')!.split(';')[0]!;
}

/** Requests to a publisher's routes without a port. */
async function routesOf() {
  const { request } = await publisherApp({ passwordHash });
  return request;
}

describe("the publisher's routes", () => {
  // Issue 49: HEAD on a page (a preview link among them) was 405.
  it('answer HEAD on a page as GET without its body, and other methods with 405 and Allow', async () => {
    const request = await routesOf();
    for (const path of ['/hooks/status', '/hooks/health', '/hooks/']) {
      const head = await request(path, { method: 'HEAD' });
      const get = await request(path);
      expect([head.status, head.headers.get('content-type')], path).toEqual([
        get.status,
        get.headers.get('content-type'),
      ]);
      expect(await head.text()).toBe('');
    }
    const stream = await request('/hooks/events', { method: 'HEAD' });
    expect([stream.status, stream.headers.get('allow')]).toEqual([405, 'GET']);
    const put = await request('/hooks/sign-in', { method: 'PUT' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('show a browser its refusal as a page under the same security headers as the page', async () => {
    const request = await routesOf();
    const answer = await request('/hooks/', { method: 'POST', headers: { accept: 'text/html' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'; /);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(await answer.text()).toContain('This request was not accepted: use GET or HEAD.');
  });

  it('send the publish page with its script allowed by hash, and no HSTS (the proxy decides)', async () => {
    const request = await routesOf();
    const answer = await request('/hooks/');
    expect(answer.headers.get('content-security-policy')).toMatch(
      /script-src 'sha256-[^']+'; connect-src 'self'/,
    );
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('read the session from cookies sent on two lines, and believe no session cookie sent twice', async () => {
    const url = await publisher();
    const cookie = await signIn((path, init) => fetch(`${url}${path}`, init));
    const twoLines = await rawGet(url, '/hooks/', ['Cookie: theme=dark', `Cookie: ${cookie}`]);
    expect(twoLines).toContain('Publish now');
    const planted = await rawGet(url, '/hooks/', [
      `Cookie: ${cookie}`,
      'Cookie: __Host-publish_session=planted',
    ]);
    expect(planted).toContain('Sign in');
    expect(planted).not.toContain('Publish now');
    // The browser is asked to clear the planted copy, so the editor can sign in again.
    expect(planted).toMatch(/\r\nclear-site-data: "cookies"\r\n/i);
  });

  it('end the live progress of a session when it signs out', async () => {
    const request = await routesOf();
    const cookie = await signIn(request);
    const page = await (await request('/hooks/', { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const stream = await request('/hooks/events', { headers: { cookie } });
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(
      /^data: \{"state":"idle"/,
    );
    const signedOut = await request('/hooks/sign-out', {
      ...form({ csrf }),
      headers: { ...form({}).headers, cookie },
    });
    expect(signedOut.status).toBe(303);
    expect((await reader.read()).done).toBe(true);
  });
});
