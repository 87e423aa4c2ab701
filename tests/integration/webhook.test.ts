import { execFile } from 'node:child_process';
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CmsServer } from '../../scripts/lib/reference-cms/server.ts';
import { PullError } from '../../scripts/lib/pull/http.ts';
import { notify, type RebuildEvent } from '../../scripts/lib/webhook/desk/notify.ts';
import { currentLink, releasesDir, type Release } from '../../scripts/lib/webhook/desk/releases.ts';
import { signatureOf, startWebhook } from '../../scripts/lib/webhook/http/server.ts';
import { SETTINGS, menusOnly, writeFixture } from '../fixtures/snapshots.ts';
import { copyOfSample, editJson, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';
import { closeAfterTest, realPublisher } from '../helpers/real-publisher.ts';
import { until } from '../helpers/until.ts';

const SECRET = 'test-secret-0123456789-abcdefghijklmnop';
interface SetupOptions {
  buildCommand?: string;
  debounceMs?: number;
  keep?: number;
  cms?: CmsServer;
  /** The CMS's address, when it is not a reference CMS this sets up. */
  cmsUrl?: string;
  notifyUrl?: string;
  notifyGraceMs?: number;
  /** Instead of pulling and building: a failure of the machine, for instance. */
  rebuild?: (root: string) => Promise<Release>;
}

async function setup(options: SetupOptions = {}) {
  const logs: string[] = [];
  const { cms, root, webhook } = await realPublisher({
    ...(options.cms ? { cms: options.cms } : {}),
    ...(options.cmsUrl ? { cmsUrl: options.cmsUrl } : {}),
    ...(options.buildCommand ? { buildCommand: options.buildCommand } : {}),
    ...(options.keep ? { keep: options.keep } : {}),
    ...(options.rebuild ? { rebuild: options.rebuild } : {}),
    webhook: {
      secret: SECRET,
      debounceMs: options.debounceMs ?? 100,
      log: (line: string) => logs.push(line),
      ...(options.notifyGraceMs === undefined ? {} : { notifyGraceMs: options.notifyGraceMs }),
      ...(options.notifyUrl ? { notify: notifier(options.notifyUrl, logs) } : {}),
    },
  });
  return { cms, root, webhook, logs };
}

/** Notifications to a test's own receiver, logged with the publisher's lines. */
const notifier = (url: string, logs: string[]) => (event: RebuildEvent, signal: AbortSignal) =>
  notify({ url, site: 'test site', log: (line) => logs.push(line), minDelayMs: 10, signal }, event);

const hook = (
  url: string,
  headers: Record<string, string> = {},
  body = '{"event":"save"}',
  method = 'POST',
) =>
  fetch(`${url}/hooks/rebuild`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'POST' ? body : null,
  });
const signed = (body = '{"event":"save"}') => ({
  'x-hub-signature-256': signatureOf(SECRET, body),
});

/** A chat's incoming webhook: records each POST's JSON body; answers `status`, or never (`hang`). */
async function receiver(status: number | 'hang' = 200) {
  const bodies: Array<{ text: string; attachments: unknown[]; sections: unknown[] }> = [];
  const { promise: firstBody, resolve: gotBody } = Promise.withResolvers<void>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(body));
      gotBody();
      if (status !== 'hang') response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeAfterTest(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  // The path stands for the token a real incoming-webhook URL carries.
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/T0KEN-s3cr3t`,
    bodies,
    /** Resolves when the first notification has arrived. */
    firstBody,
  };
}

describe('the rebuild endpoint', () => {
  it('refuses to start without a secret, or with one short enough to guess', async () => {
    for (const secret of ['', 'a', 'x'.repeat(31)]) {
      await expect(
        startWebhook({
          secret,
          debounceMs: 0,
          rebuild: async () => ({ name: '', changes: {} as never }),
        }),
      ).rejects.toThrow('REBUILD_SECRET must be at least 32 characters');
    }
  });

  it('answers 401 to a wrong or missing secret and starts nothing', async () => {
    const { webhook } = await setup();
    expect((await hook(webhook.url)).status).toBe(401);
    expect(
      (await hook(webhook.url, { 'x-hub-signature-256': signatureOf('wrong', '{"event":"save"}') }))
        .status,
    ).toBe(401);
    expect(
      (await hook(webhook.url, { 'x-hub-signature-256': signatureOf(SECRET, 'another body') }))
        .status,
    ).toBe(401);
    expect((await hook(webhook.url, { authorization: 'Bearer nope' })).status).toBe(401);
    expect(webhook.status()).toMatchObject({ state: 'idle', builds: 0 });
    // One good hook after them makes exactly one build: none of the refused ones was queued.
    expect((await hook(webhook.url, signed())).status).toBe(202);
    await webhook.idle();
    expect(webhook.status().builds).toBe(1);
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
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toBe(
      '<h1>Meridian Bridge Group</h1>',
    );
    expect(await readlink(currentLink(root))).toBe(join('releases', status.lastSuccess.release));
    // The build ran with the production build's environment (scripts/lib/settings/build-env.ts).
    expect(JSON.parse(await readFile(join(root, 'current', 'build-env.json'), 'utf8'))).toEqual({
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=768',
    });

    expect((await hook(webhook.url, { authorization: `Bearer ${SECRET}` })).status).toBe(202);
    await webhook.idle();
    expect(webhook.status().builds).toBe(2);
  });

  it('reports its memory and its last publish at /hooks/health, for a supervisor', async () => {
    const { webhook } = await setup();
    const before = await (await fetch(`${webhook.url}/hooks/health`)).json();
    expect(before).toMatchObject({ ok: true, state: 'idle', lastPublish: null, lastFailure: null });
    expect(before.memory.rssMiB).toBeGreaterThan(before.memory.heapUsedMiB);
    expect(before.memory.heapUsedMiB).toBeGreaterThan(0);

    expect((await hook(webhook.url, signed())).status).toBe(202);
    await webhook.idle();
    const after = await (await fetch(`${webhook.url}/hooks/health`)).json();
    expect(after.lastPublish).toBe(webhook.status().lastSuccess!.at);
    expect((await fetch(`${webhook.url}/hooks/health`, { method: 'POST' })).status).toBe(405);
  });

  it('turns a burst of 20 hooks into at most 2 builds', async () => {
    const { webhook } = await setup({ debounceMs: 150 });
    await Promise.all(Array.from({ length: 10 }, () => hook(webhook.url, signed())));
    await until(() => expect(webhook.status().state).toBe('running'));
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
      faults: [
        { pattern: /get_all_cms_menu_content_by_cms_menu_id\/3$/, kind: 'status', status: 500 },
      ],
    });
    closeAfterTest(() => failing.close());
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(await readlink(currentLink(root))).toBe(live);
    expect(webhook.status().lastFailure?.reason).toMatch(
      /get_all_cms_menu_content_by_cms_menu_id\/3 \(menu 3\): HTTP 500/,
    );
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
    expect(logs.join('\n')).toContain(
      `build failed (exit 1): [build] error: something went wrong in ${process.cwd()}`,
    );
    expect(await readdir(releasesDir(root))).toHaveLength(1);
    expect(await readdir(root)).not.toContain('build');
  });

  it('reports to editors, after a failed build, every edit that is not live yet: the change report compares with what is live', async () => {
    const source = await copyOfSample();
    const cms = await startCms({ snapshotDir: source });
    closeAfterTest(() => cms.close());
    const { webhook } = await setup({ cms });
    await hook(webhook.url, signed());
    await webhook.idle();
    await editJson<Array<{ id: number; title: string }>>(
      join(source, 'notices.json'),
      (notices) => (notices[0]!.title = 'Edited before a failed build'),
    );
    await cms.reload();
    process.env.STAND_IN_BUILD_FAIL = '1';
    try {
      await hook(webhook.url, signed());
      await webhook.idle();
    } finally {
      delete process.env.STAND_IN_BUILD_FAIL;
    }
    expect(webhook.status().lastFailure?.reason).toBe('build failed (exit 1)');
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(webhook.status().lastSuccess?.changes.notices).toEqual({
      added: 0,
      changed: 1,
      removed: 0,
    });
  });

  it('tells NOTIFY_URL after every publish and every failure, with what changed and how long it took', async () => {
    const chat = await receiver();
    const { webhook } = await setup({ notifyUrl: chat.url });
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(chat.bodies).toHaveLength(1);
    expect(chat.bodies[0]!.text).toMatch(
      /^test site: published in \d+\.\d s, by the hook: 20 menus added, 33 text blocks added, .*$/,
    );
    expect(JSON.stringify(chat.bodies[0]!.attachments)).toContain('"title":"Changes"');
    expect(JSON.stringify(chat.bodies[0]!.sections)).toContain('"name":"Took"');

    process.env.STAND_IN_BUILD_FAIL = '1';
    try {
      await hook(webhook.url, signed());
      await webhook.idle();
    } finally {
      delete process.env.STAND_IN_BUILD_FAIL;
    }
    expect(chat.bodies).toHaveLength(2);
    expect(chat.bodies[1]!.text).toMatch(
      /^test site: publishing failed after \d+\.\d s\. Building the website failed, so nothing changed on the website\. .* \(build failed \(exit 1\)\)$/,
    );
  });

  it('publishes all the same when the notification fails: it is retried, then logged without its token', async () => {
    const chat = await receiver(500);
    const { webhook, root, logs } = await setup({ notifyUrl: chat.url });
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toBe(
      '<h1>Meridian Bridge Group</h1>',
    );
    expect(webhook.status().lastSuccess).not.toBeNull();
    expect(chat.bodies).toHaveLength(4);
    const log = logs.join('\n');
    expect(log).toContain('attempt 4 failed (HTTP 500)');
    expect(log).toMatch(/notification to 127\.0\.0\.1:\d+ not delivered; the publish stands/);
    expect(log).not.toContain('T0KEN');
  });

  // N11: a hostile CMS's reason phrase, content type and body went verbatim into Slack and Teams.
  it('tells editors and the public what failed in its own words, quoting nothing a hostile CMS wrote', async () => {
    let calls = 0;
    const hostile = createServer((_request, response) => {
      calls += 1;
      if (calls === 1)
        response
          .writeHead(503, '<!channel> Sign in again at <https://phish.example|the portal>')
          .end();
      else
        response
          .writeHead(200, { 'content-type': 'text/html; <!here>' })
          .end('@room <https://phish.example|Click here> &');
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    closeAfterTest(() => new Promise((resolve) => hostile.close(resolve)));
    const chat = await receiver();
    const { webhook } = await setup({
      cmsUrl: `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`,
      notifyUrl: chat.url,
    });
    await hook(webhook.url, signed());
    await webhook.idle();
    const reason = webhook.status().lastFailure!.reason;
    expect(reason).toMatch(/^pull failed: GET \/\S+: (HTTP 503|not JSON)/);
    const page = await (
      await fetch(`${webhook.url}/hooks/status`, { headers: { accept: 'text/html' } })
    ).text();
    const json = await (await fetch(`${webhook.url}/hooks/status`)).text();
    for (const told of [JSON.stringify(chat.bodies), page, json]) {
      for (const quoted of ['channel', 'here>', 'phish', '@room', 'Sign in', 'Click'])
        expect(told).not.toContain(quoted);
    }
  });

  // N14: a file-system error carried the server's WEBHOOK_ROOT into the public status.
  it('shows no path of the server when the machine fails, in the status, the page or the notification', async () => {
    const chat = await receiver();
    const { webhook, root, logs } = await setup({
      notifyUrl: chat.url,
      rebuild: async (root) => {
        throw new PullError(
          'GET /media/notice/a.pdf',
          `EACCES: permission denied, open '${root}/.snapshot.tmp-Xy12/media/notice/a.pdf'`,
        );
      },
    });
    await hook(webhook.url, signed());
    await webhook.idle();
    const page = await (
      await fetch(`${webhook.url}/hooks/status`, { headers: { accept: 'text/html' } })
    ).text();
    const json = await (await fetch(`${webhook.url}/hooks/status`)).text();
    expect(webhook.status().lastFailure!.reason).toBe(
      'pull failed: GET /media/ (a media file; its name is in the log): EACCES',
    );
    for (const told of [JSON.stringify(chat.bodies), page, json]) expect(told).not.toContain(root);
    expect(logs.join('\n')).toContain(`${root}/.snapshot.tmp-Xy12/media/notice/a.pdf`);
  });

  // N13: a receiver that never answered held shutdown for 46 s (four attempts of 10 s, three waits).
  it('waits for a notification at shutdown only up to its deadline', async () => {
    const chat = await receiver('hang');
    const { webhook, logs } = await setup({ notifyUrl: chat.url, notifyGraceMs: 200 });
    await hook(webhook.url, signed());
    // The publish is done and its notification is with a receiver that will never answer.
    await chat.firstBody;
    await webhook.close();
    expect(logs.join('\n')).toMatch(
      /notification to 127\.0\.0\.1:\d+ abandoned: the endpoint is shutting down; the publish stands/,
    );
    expect(chat.bodies).toHaveLength(1);
  });

  // N12: a NOTIFY_URL with user:password was accepted, then logged whole.
  it('refuses a NOTIFY_URL with a user and password at start, in one line that does not repeat it', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['scripts/webhook.ts'],
        {
          env: {
            ...process.env,
            REBUILD_SECRET: SECRET,
            CMS_API_URL: 'http://127.0.0.1:9',
            WEBHOOK_PORT: '0',
            WEBHOOK_PREVIEW_PORT: '0',
            NOTIFY_URL: 'https://bot:hunter2@chat.example/hooks/T0KEN',
          },
          timeout: 20_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      ),
    );
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('webhook: NOTIFY_URL carries a user name or password'),
    ]);
    for (const secret of ['hunter2', 'T0KEN', 'bot']) expect(result.stderr).not.toContain(secret);
  });

  it('shows people an HTML status page with no secret and no path, and machines JSON', async () => {
    const { webhook, root } = await setup();
    await hook(webhook.url, signed());
    await webhook.idle();
    const page = await fetch(`${webhook.url}/hooks/status`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Rebuild status</h1>');
    expect(html).toContain(`<dt>Release</dt><dd>${webhook.status().lastSuccess!.release}</dd>`);
    expect(html).toContain('20 menus added, 33 text blocks added');
    for (const secret of [SECRET, root, process.cwd()]) expect(html).not.toContain(secret);
    const json = await fetch(`${webhook.url}/hooks/status`, {
      headers: { accept: 'application/json' },
    });
    expect(json.headers.get('content-type')).toBe('application/json');
    expect((await json.json()).recent[0]).toMatchObject({ outcome: 'published' });
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
    closeAfterTest(() => cms.close());
    const { webhook, root } = await setup({ cms, debounceMs: 10, keep: 2 });
    await hook(webhook.url, signed());
    await webhook.idle();

    // A static server that follows `current` on every request, as nginx or caddy would.
    const server: Server = createServer((request, response) => {
      readFile(join(root, 'current', request.url ?? '/index.html')).then(
        (body) => response.end(body),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closeAfterTest(() => new Promise((resolve) => server.close(resolve)));
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

  // A small back office of its own: what is proved is the wiring, not the sample's pages.
  it('builds the real site with the default build command', async () => {
    const cms = await startCms({
      snapshotDir: await writeFixture(join(await scratch(), 'source'), menusOnly()),
    });
    closeAfterTest(() => cms.close());
    const { webhook, root } = await setup({
      cms,
      buildCommand: `"${process.execPath}" node_modules/astro/bin/astro.mjs build`,
    });
    await hook(webhook.url, signed());
    await webhook.idle();
    expect(webhook.status().lastFailure).toBeNull();
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toContain(
      SETTINGS.site_name!,
    );
    expect(await readdir(join(root, 'current', 'our team'))).toContain('index.html');
  }, 120_000);
});
