import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsServer } from '../../scripts/lib/cms-server.ts';
import { buildRelease, currentLink, releasesDir } from '../../scripts/lib/webhook/releases.ts';
import { signatureOf, startWebhook } from '../../scripts/lib/webhook/server.ts';
import { copyOfSample, pullOptions, scratch, startCms } from '../helpers/snapshot.ts';

const SECRET = 'test-secret-0123456789-abcdefghijklmnop';
const STAND_IN = `"${process.execPath}" tests/fixtures/stand-in-build.mjs`;
const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function setup(options: { buildCommand?: string; debounceMs?: number; keep?: number; cms?: CmsServer } = {}) {
  const cms = options.cms ?? (await startCms({ snapshotDir: await copyOfSample() }));
  if (!options.cms) cleanup.push(() => cms.close());
  const root = await scratch('webhook-');
  const { out: _out, ...pull } = pullOptions(cms.url, '');
  const logs: string[] = [];
  const webhook = await startWebhook({
    secret: SECRET,
    debounceMs: options.debounceMs ?? 100,
    log: (line) => logs.push(line),
    rebuild: (signal) => buildRelease({ root, pull, buildCommand: options.buildCommand ?? STAND_IN, keep: options.keep ?? 3 }, signal),
  });
  cleanup.push(() => webhook.close());
  return { cms, root, webhook, logs };
}

const hook = (url: string, headers: Record<string, string> = {}, body = '{"event":"save"}', method = 'POST') =>
  fetch(`${url}/hooks/rebuild`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'POST' ? body : null,
  });
const signed = (body = '{"event":"save"}') => ({ 'x-hub-signature-256': signatureOf(SECRET, body) });

describe('the rebuild endpoint', () => {
  it('refuses to start without a secret, or with one short enough to guess', async () => {
    for (const secret of ['', 'a', 'x'.repeat(31)]) {
      await expect(startWebhook({ secret, debounceMs: 0, rebuild: async () => ({ name: '', changes: {} as never }) })).rejects.toThrow(
        'REBUILD_SECRET must be at least 32 characters',
      );
    }
  });

  it('answers 401 to a wrong or missing secret and starts nothing', async () => {
    const { webhook } = await setup();
    expect((await hook(webhook.url)).status).toBe(401);
    expect((await hook(webhook.url, { 'x-hub-signature-256': signatureOf('wrong', '{"event":"save"}') })).status).toBe(401);
    expect((await hook(webhook.url, { 'x-hub-signature-256': signatureOf(SECRET, 'another body') })).status).toBe(401);
    expect((await hook(webhook.url, { authorization: 'Bearer nope' })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(webhook.status()).toMatchObject({ state: 'idle', builds: 0 });
  });

  it('answers 405 to other methods and 404 elsewhere', async () => {
    const { webhook } = await setup();
    const get = await hook(webhook.url, {}, '', 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${webhook.url}/elsewhere`)).status).toBe(404);
  });

  it('builds a release from a signed hook or a bearer token, and reports it', async () => {
    const { webhook, root } = await setup();
    expect((await hook(webhook.url, signed())).status).toBe(202);
    await webhook.idle();
    const status = await (await fetch(`${webhook.url}/hooks/status`)).json();
    expect(status).toMatchObject({ state: 'idle', builds: 1, lastFailure: null });
    expect(status.lastSuccess.changes.menus.added).toBe(20);
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toBe('<h1>Meridian Bridge Group</h1>');
    expect(await readlink(currentLink(root))).toBe(join('releases', status.lastSuccess.release));

    expect((await hook(webhook.url, { authorization: `Bearer ${SECRET}` })).status).toBe(202);
    await webhook.idle();
    expect(webhook.status().builds).toBe(2);
  });

  it('turns a burst of 20 hooks into at most 2 builds', async () => {
    const { webhook } = await setup({ debounceMs: 150 });
    await Promise.all(Array.from({ length: 10 }, () => hook(webhook.url, signed())));
    while (webhook.status().state !== 'running') await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(Array.from({ length: 10 }, () => hook(webhook.url, signed())));
    await webhook.idle();
    expect(webhook.status().builds).toBe(2);
  });

  it('keeps the live release when the CMS fails, and says why', async () => {
    const source = await copyOfSample();
    const cms = await startCms({ snapshotDir: source });
    const { webhook, root } = await setup({ cms });
    await hook(webhook.url, signed());
    await webhook.idle();
    const live = await readlink(currentLink(root));
    await cms.close();
    const failing = await startCms({
      snapshotDir: source,
      port: Number(new URL(cms.url).port),
      faults: [{ pattern: /by_cms_menu_id\/3$/, kind: 'status', status: 500 }],
    });
    cleanup.push(() => failing.close());
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(await readlink(currentLink(root))).toBe(live);
    expect(webhook.status().lastFailure?.reason).toMatch(/get_all_cms_menu_content_by_cms_menu_id\/3 \(menu 3\): HTTP 500/);
    expect(await readdir(releasesDir(root))).toEqual([live.replace('releases/', '')]);
  });

  it('keeps the live release when the build fails, leaves no half-built release, and keeps the output for the log', async () => {
    const { webhook, root, logs } = await setup();
    await hook(webhook.url, signed());
    await webhook.idle();
    const live = await readlink(currentLink(root));
    process.env.STAND_IN_BUILD_FAIL = '1';
    try {
      await hook(webhook.url, signed());
      await webhook.idle();
    } finally {
      delete process.env.STAND_IN_BUILD_FAIL;
    }
    expect(await readlink(currentLink(root))).toBe(live);
    expect(webhook.status().lastFailure?.reason).toBe('build failed (exit 1)');
    const published = await (await fetch(`${webhook.url}/hooks/status`)).text();
    expect(published).not.toContain(process.cwd());
    expect(published).not.toContain(root);
    expect(logs.join('\n')).toContain(`build failed (exit 1): [build] error: something went wrong in ${process.cwd()}`);
    expect(await readdir(releasesDir(root))).toHaveLength(1);
    expect(await readdir(root)).not.toContain('build');
  });

  it('keeps the last K releases', async () => {
    const { webhook, root } = await setup({ keep: 2 });
    for (let build = 0; build < 3; build += 1) {
      await hook(webhook.url, signed());
      await webhook.idle();
    }
    const releases = await readdir(releasesDir(root));
    expect(releases).toHaveLength(2);
    expect(releases).toContain((await readlink(currentLink(root))).replace('releases/', ''));
  });

  it('never serves an error to a reader while releases are switched in', async () => {
    const source = await copyOfSample();
    const cms = await startCms({ snapshotDir: source });
    cleanup.push(() => cms.close());
    const { webhook, root } = await setup({ cms, debounceMs: 10, keep: 2 });
    await hook(webhook.url, signed());
    await webhook.idle();

    // A static server that follows `current` on every request, as nginx or caddy would.
    const server: Server = createServer(async (request, response) => {
      try {
        response.end(await readFile(join(root, 'current', request.url ?? '/index.html')));
      } catch {
        response.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const failures: string[] = [];
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const path = `/page-${(reads % 20) + 1}.html`;
        const response = await fetch(`${base}${path}`);
        reads += 1;
        if (response.status !== 200) failures.push(`${response.status} ${path}`);
        await response.arrayBuffer();
      }
    })();
    for (let edit = 1; edit <= 4; edit += 1) {
      const settingsFile = join(source, 'settings.json');
      const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
      await writeFile(settingsFile, JSON.stringify({ ...settings, site_name: `Edit ${edit}` }));
      await cms.reload();
      await hook(webhook.url, signed());
      await webhook.idle();
    }
    reading = false;
    await reader;
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    expect(webhook.status().builds).toBe(5);
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toBe('<h1>Edit 4</h1>');
  });

  it('builds the real site with the default build command', async () => {
    const { webhook, root } = await setup({ buildCommand: `"${process.execPath}" node_modules/astro/bin/astro.mjs build` });
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(webhook.status().lastFailure).toBeNull();
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toContain('Meridian Bridge Group');
    expect(await readdir(join(root, 'current', 'our team'))).toContain('index.html');
  }, 120_000);
});
