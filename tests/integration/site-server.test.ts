import { request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatesFor, startSiteServer, type SiteServer } from '../../scripts/lib/site-server.ts';
import { scratch } from '../helpers/snapshot.ts';

/** A raw request, so the target is sent exactly as written (fetch would normalise it). */
function raw(url: string, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { path: target }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
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
  await writeFile(join(root, 'secret.txt'), 'do not serve');
  await writeFile(join(site, '_headers'), '/*\n  X-Test: yes\n');
  server = await startSiteServer({ dir: site });
});
afterAll(() => server.close());

describe('the Netlify-shaped site server', () => {
  it('looks files up in Netlify order', () => {
    expect(candidatesFor('/about/2')).toEqual(['/about/2', '/about/2.html', '/about/2.htm', '/about/2/index.html', '/about/2/index.htm']);
    expect(candidatesFor('/about/2/')).toEqual(['/about/2/', '/about/2.html', '/about/2.htm', '/about/2/index.html', '/about/2/index.htm']);
    expect(candidatesFor('/_astro/a.js')).toEqual(['/_astro/a.js']);
  });

  it('serves pretty URLs from decoded paths, with the _headers headers', async () => {
    for (const path of ['/our%20team/', '/our%20team']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('team');
      expect(response.headers.get('x-test')).toBe('yes');
    }
  });

  it('compresses text as the CDN does, and sends other files as they are', async () => {
    const page = await fetch(`${server.url}/our%20team/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toBe('team');
    const gzip = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await raw(server.url, '/');
    expect(plain.body).toBe('home');
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
