import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync } from 'node:zlib';
import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCertificate } from '../../scripts/lib/built-site/local-tls.ts';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { scratch } from '../helpers/scratch.ts';

/** A raw request, so the target is sent exactly as written (fetch would normalise it). */
function raw(
  url: string,
  target: string,
): Promise<{ status: number; body: string; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { path: target }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

let server: SiteServer;
let root: string;
beforeAll(async () => {
  root = await scratch('site-server-');
  const site = join(root, 'dist');
  await mkdir(join(site, 'our team'), { recursive: true });
  await writeFile(join(site, 'index.html'), 'home');
  await writeFile(join(site, '404.html'), 'oops');
  await writeFile(join(site, 'our team', 'index.html'), 'team');
  await writeFile(join(site, 'plain.html'), 'plain');
  await writeFile(join(root, 'secret.txt'), 'do not serve');
  await writeFile(join(site, '_headers'), '/*\n  X-Test: yes\n');
  server = await startSiteServer({ dir: site });
});
afterAll(() => server.close());

describe('the Netlify-shaped site server', () => {
  it('serves pretty URLs from decoded paths, with the _headers headers', async () => {
    for (const path of ['/our%20team/', '/our%20team/index.html', '/plain']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(path === '/plain' ? 'plain' : 'team');
      expect(response.headers.get('x-test')).toBe('yes');
    }
  });

  it("redirects a path to its other spelling as Netlify's CDN does: a folder to its slash, a page file away from it", async () => {
    expect(await raw(server.url, '/our%20team?x=1')).toMatchObject({
      status: 301,
      location: '/our%20team/?x=1',
    });
    expect(await raw(server.url, '/plain/')).toMatchObject({ status: 301, location: '/plain' });
    // Never off the site, however the path starts.
    expect((await raw(server.url, '/.//our%20team')).location).toBe('/our%20team/');
  });

  it('compresses text as the CDN does, and sends other files as they are', async () => {
    const page = await fetch(`${server.url}/our%20team/`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toBe('team');
    const gzip = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await raw(server.url, '/');
    expect(plain.body).toBe('home');
  });

  it('serves a page rebuilt on disk as it is now, never an older compressed copy', async () => {
    const page = join(root, 'dist', 'rebuilt.html');
    const brotli = async () =>
      (await fetch(`${server.url}/rebuilt`, { headers: { 'accept-encoding': 'br' } })).text();
    await writeFile(page, 'first');
    expect(await brotli()).toBe('first');
    await writeFile(page, 'second, longer');
    expect(await brotli()).toBe('second, longer');
    // The same size: told apart by the time it was written.
    await writeFile(page, 'third, longer!');
    await utimes(page, new Date(), new Date(Date.now() + 5_000));
    expect(await brotli()).toBe('third, longer!');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${server.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('oops');
  });

  it('never serves a file outside its folder, however the path is written', async () => {
    for (const target of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/our%20team/..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt',
    ]) {
      const response = await raw(server.url, target);
      expect(response.body, target).not.toBe('do not serve');
    }
  });

  it('answers a malformed target with 400 and keeps serving', async () => {
    expect((await raw(server.url, '//[/x')).status).toBe(400);
    expect((await raw(server.url, '/%E0%A4%A')).status).toBe(400);
    expect((await raw(server.url, '/a%00b')).status).toBe(400);
    expect((await fetch(server.url)).status).toBe(200);
  });
  it('answers 404 in plain text when the 404 page is not a file, and keeps serving', async () => {
    const site = join(root, 'no-404-page');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), 'home');
    // A device that never ends: streamed, it would hold the request for ever.
    await symlink('/dev/zero', join(site, '404.html'));
    const odd = await startSiteServer({ dir: site });
    try {
      expect(await raw(odd.url, '/nowhere')).toMatchObject({ status: 404, body: 'not found\n' });
      expect((await raw(odd.url, '/')).body).toBe('home');
    } finally {
      await odd.close();
    }
  });
});

/** One HTTP/2 request: its status, the headers asked for and the body, decompressed. */
function overHttp2(
  url: string,
  ca: string,
  path: string,
  names: string[],
): Promise<{ status: unknown; headers: Record<string, unknown>; body: string }> {
  const session = connect(url, { ca });
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, 'accept-encoding': 'br' });
    const chunks: Buffer[] = [];
    let received: Record<string, unknown> = {};
    stream.on('response', (headers) => (received = headers));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      const raw = Buffer.concat(chunks);
      resolve({
        status: received[':status'],
        headers: Object.fromEntries(names.map((name) => [name, received[name]])),
        body: (received['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw).toString(),
      });
    });
    stream.on('error', (error: Error) => {
      session.close();
      reject(error);
    });
  });
}

describe('the site server over TLS', () => {
  it('speaks HTTP/2 as Netlify does, with the same headers and bodies, and still answers HTTP/1.1', async () => {
    const site = join(root, 'over-tls');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), 'home');
    await writeFile(join(site, 'plain.html'), 'plain');
    // Headers of a connection, which HTTP/2 refuses: a CDN drops them, and so must the server.
    await writeFile(
      join(site, '_headers'),
      '/*\n  X-Test: yes\n  Upgrade: h2c\n  Keep-Alive: timeout=5\n  Transfer-Encoding: chunked\n',
    );
    const tls = await localCertificate();
    const secure = await startSiteServer({ dir: site, tls });
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      for (let twice = 0; twice < 2; twice += 1) {
        expect(
          await overHttp2(secure.url, tls.cert, '/', ['x-test', 'upgrade', 'content-encoding']),
        ).toEqual({
          status: 200,
          headers: { 'x-test': 'yes', upgrade: undefined, 'content-encoding': 'br' },
          body: 'home',
        });
      }
      const overHttp1 = await new Promise<string>((resolve, reject) => {
        const request = httpsRequest(`${secure.url}/plain`, { ca: tls.cert }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(`${response.httpVersion} ${body}`));
        });
        request.on('error', reject);
        request.end();
      });
      expect(overHttp1).toBe('1.1 plain');
    } finally {
      await secure.close();
    }
  });
});
