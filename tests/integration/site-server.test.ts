import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
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
});

describe('the site server over TLS', () => {
  it('speaks HTTP/2 as Netlify does, with the same headers and bodies, and still answers HTTP/1.1', async () => {
    const tls = await localCertificate();
    const secure = await startSiteServer({ dir: join(root, 'dist'), tls });
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const session = connect(secure.url, { ca: tls.cert });
      const answer = await new Promise<{ status: unknown; header: unknown; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/our%20team/' });
          let body = '';
          let headers: Record<string, unknown> = {};
          stream.on('response', (received) => (headers = received));
          stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
          stream.on('end', () =>
            resolve({ status: headers[':status'], header: headers['x-test'], body }),
          );
          stream.on('error', reject);
        },
      );
      session.close();
      expect(answer).toEqual({ status: 200, header: 'yes', body: 'team' });

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
