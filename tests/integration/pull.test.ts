import { execFile } from 'node:child_process';
import { getEventListeners } from 'node:events';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsServer, CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import { loadManifest, loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { SAMPLE, copyOfSample, hashTree, pullFrom, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

const servers: CmsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function cms(options: Partial<CmsServerOptions> = {}) {
  const server = await startCms(options);
  servers.push(server);
  return server;
}

const mediaDownloads = (server: CmsServer) =>
  server.requests.filter((request) => request.path.startsWith('/media/') && request.status === 200);

const PHOTO = 'cms/ContentImage/gallery_1_1.jpg';

/** An editor's new picture under the old name: PHOTO gets another photo's bytes, which are returned. */
async function replaceGalleryPhoto(source: string): Promise<Buffer> {
  const newPhoto = await readFile(join(source, 'media/cms/ContentImage/gallery_2_1.jpg'));
  await writeFile(join(source, 'media', PHOTO), newPhoto);
  return newPhoto;
}

/** How many media files the sample has: every one is asked for on a first pull. */
const sampleMedia = async () => (await loadManifest(SAMPLE)).counts.media!;

/** A good snapshot in `out`, and its hashes, for proving a failed pull leaves it alone. */
async function previousSnapshot() {
  const server = await cms();
  const out = join(await scratch(), 'snapshot');
  await pullFrom(server.url, out);
  return { out, before: await hashTree(out) };
}

describe('pull from the reference CMS', () => {
  // Issue 33 B14: each pull left a listener on the publisher's signal, and with it the whole pull.
  it("leaves nothing on the caller's long-lived signal, after a pull that worked or one that failed", async () => {
    const server = await cms();
    const out = join(await scratch(), 'snapshot');
    const publisher = new AbortController();
    for (let run = 0; run < 3; run += 1) {
      await pullFrom(server.url, out, { signal: publisher.signal });
      expect(getEventListeners(publisher.signal, 'abort')).toHaveLength(0);
    }
    await expect(
      pullFrom('http://127.0.0.1:9', out, { signal: publisher.signal, retries: 0 }),
    ).rejects.toThrow();
    expect(getEventListeners(publisher.signal, 'abort')).toHaveLength(0);
  });

  it('reproduces the sample snapshot byte for byte (the manifest: same counts and hashes)', async () => {
    const server = await cms();
    const out = join(await scratch(), 'snapshot');
    const report = await pullFrom(server.url, out);

    const { 'manifest.json': _pulled, ...pulled } = await hashTree(out);
    const { 'manifest.json': _sample, ...sample } = await hashTree(SAMPLE);
    expect(pulled).toEqual(sample);

    const [pulledManifest, sampleManifest] = await Promise.all([
      loadManifest(out),
      loadManifest(SAMPLE),
    ]);
    expect(pulledManifest.counts).toEqual(sampleManifest.counts);
    const hashes = (files: typeof sampleManifest.files) =>
      Object.fromEntries(
        Object.entries(files).map(([file, { sha256, bytes }]) => [file, { sha256, bytes }]),
      );
    expect(hashes(pulledManifest.files)).toEqual(hashes(sampleManifest.files));
    expect(pulledManifest.source.api).toBe(server.url);
    expect(report.counts.menus).toBe(20);
    expect(report.warnings).toEqual([]);
  });

  it('mirrors media through a pool of their own, wider than the API one', async () => {
    const cms = await startCms({ latencyMs: 20 });
    servers.push(cms);
    const inFlight = { api: 0, media: 0 };
    const most = { api: 0, media: 0 };
    const relay = async (request: IncomingMessage, response: ServerResponse) => {
      const kind = request.url!.startsWith('/media/') ? 'media' : 'api';
      most[kind] = Math.max(most[kind], ++inFlight[kind]);
      const answer = await fetch(`${cms.url}${request.url}`);
      response
        .writeHead(answer.status, Object.fromEntries(answer.headers))
        .end(Buffer.from(await answer.arrayBuffer()));
      inFlight[kind]--;
    };
    const front = createServer(
      (request, response) => void relay(request, response).catch(() => response.destroy()),
    );
    await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
    try {
      await pullFrom(
        `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
        join(await scratch(), 'snapshot'),
        {
          concurrency: 2,
          mediaConcurrency: 12,
        },
      );
    } finally {
      front.closeAllConnections();
      front.close();
    }
    expect(most.api).toBe(2);
    expect(most.media).toBeGreaterThan(2);
    expect(most.media).toBeLessThanOrEqual(12);
  });

  it('pages a paginated list with the largest size the back office allows, to its last page and no further', async () => {
    const server = await cms({ pageSize: 10 });
    const out = join(await scratch(), 'snapshot');
    await pullFrom(server.url, out);
    const team = server.requests
      .filter((request) => request.path.startsWith('/team/'))
      .map((request) => request.path);
    // Twelve people fit one page of 100: one request, never "until an empty page" (a page past the end repeats the last).
    expect(team).toEqual(['/team/api/v1/team/all/?size=100']);
    expect((await loadSnapshot(out)).tables.team).toHaveLength(12);
  });

  it('reads a menu answered 204, and a null image map, as a page with nothing of that kind', async () => {
    const server = await cms();
    const out = join(await scratch(), 'snapshot');
    await pullFrom(server.url, out);
    const clients = server.requests.find((request) =>
      request.path.endsWith('/get_all_cms_menu_content_by_cms_menu_id/16'),
    );
    expect(clients?.status).toBe(204);
    const page = (await loadSnapshot(out)).pages.find((candidate) => candidate.id === 16);
    expect(page).toMatchObject({ blocks: [], images: [] });
  });

  it('asks for no media file the CMS confirmed within the recheck window, and keeps every one', async () => {
    const source = await copyOfSample();
    const server = await cms({ snapshotDir: source });
    const out = join(await scratch(), 'snapshot');
    const first = await pullFrom(server.url, out);
    expect(first.mediaDownloaded).toBe(await sampleMedia());
    const files = await hashTree(join(out, 'media'));

    server.requests.length = 0;
    const second = await pullFrom(server.url, out);
    expect(server.requests.filter((request) => request.path.startsWith('/media/'))).toEqual([]);
    expect(second.mediaTrusted).toBe(await sampleMedia());
    expect(second.changes.media).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(await hashTree(join(out, 'media'))).toEqual(files);
  });

  it('picks up a file replaced under the same name once its recheck window has passed, asking the rest conditionally', async () => {
    const source = await copyOfSample();
    const server = await cms({ snapshotDir: source });
    const out = join(await scratch(), 'snapshot');
    await pullFrom(server.url, out);
    const newPhoto = await replaceGalleryPhoto(source);
    await server.reload();

    const manifestFile = join(out, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    const dayAndAHourAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    for (const entry of Object.values<{ checkedAt?: string }>(manifest.files))
      if (entry.checkedAt) entry.checkedAt = dayAndAHourAgo;
    await writeFile(manifestFile, JSON.stringify(manifest));

    server.requests.length = 0;
    const report = await pullFrom(server.url, out);
    expect(mediaDownloads(server).map((request) => request.path)).toEqual([`/media/${PHOTO}`]);
    expect(report.mediaReused).toBe((await sampleMedia()) - 1);
    expect(report.changes.media).toEqual({ added: 0, changed: 1, removed: 0 });
    expect(await readFile(join(out, 'media', PHOTO))).toEqual(newPhoto);
  });

  it('with a recheck window of 0 asks for every file on every pull', async () => {
    const source = await copyOfSample();
    const server = await cms({ snapshotDir: source });
    const out = join(await scratch(), 'snapshot');
    await pullFrom(server.url, out, { mediaRecheckHours: 0 });
    const newPhoto = await replaceGalleryPhoto(source);
    await server.reload();

    server.requests.length = 0;
    const report = await pullFrom(server.url, out, { mediaRecheckHours: 0 });
    expect(mediaDownloads(server).map((request) => request.path)).toEqual([`/media/${PHOTO}`]);
    expect(report.mediaReused).toBe((await sampleMedia()) - 1);
    expect(await readFile(join(out, 'media', PHOTO))).toEqual(newPhoto);
  });

  it('asks for every file again when the media come from another server', async () => {
    const source = await copyOfSample();
    const out = join(await scratch(), 'snapshot');
    await pullFrom((await cms({ snapshotDir: source })).url, out);
    const other = await cms({ snapshotDir: source });
    const report = await pullFrom(other.url, out);
    expect(report.mediaTrusted).toBe(0);
    expect(report.mediaDownloaded + report.mediaReused).toBe(await sampleMedia());
  });

  it('asks again for a file name that another record now uses, even within the window', async () => {
    const source = await copyOfSample();
    const server = await cms({ snapshotDir: source });
    const out = join(await scratch(), 'snapshot');
    await pullFrom(server.url, out);
    // An editor deletes notice 3 (the CMS deletes its PDF) and uploads a new PDF of the same name with notice 99.
    const noticesFile = join(source, 'notices.json');
    const notices = JSON.parse(await readFile(noticesFile, 'utf8')) as Array<{
      id: number;
      file: string;
    }>;
    const gone = notices.find((notice) => notice.id === 3)!;
    const other = notices.find((notice) => notice.id === 4)!;
    const replaced = notices.map((notice) => (notice.id === 3 ? { ...notice, id: 99 } : notice));
    await writeFile(noticesFile, JSON.stringify(replaced));
    const newPdf = await readFile(join(source, 'media', other.file));
    await writeFile(join(source, 'media', gone.file), newPdf);
    await server.reload();

    server.requests.length = 0;
    const report = await pullFrom(server.url, out);
    // The back office percent-encodes the name it answers (CMS-API §1.4); the request asks for it so.
    expect(mediaDownloads(server).map((request) => decodeURIComponent(request.path))).toEqual([
      `/media/${gone.file}`,
    ]);
    expect(report.mediaTrusted).toBe((await sampleMedia()) - 1);
    expect(await readFile(join(out, 'media', gone.file))).toEqual(newPdf);
  });

  it('reports what an editor changed', async () => {
    const source = await copyOfSample();
    const server = await cms({ snapshotDir: source });
    const out = join(await scratch(), 'snapshot');
    await pullFrom(server.url, out);
    const file = join(source, 'menus/3.json');
    const page = JSON.parse(await readFile(file, 'utf8'));
    page.blocks[0].html = '<p>A new mission.</p>';
    await writeFile(file, JSON.stringify(page));
    await server.reload();
    const report = await pullFrom(server.url, out);
    expect(report.changes.blocks).toEqual({ added: 0, changed: 1, removed: 0 });
    expect(report.changes.menus).toEqual({ added: 0, changed: 0, removed: 0 });
  });

  it('retries transient failures and succeeds', async () => {
    const server = await cms({
      faults: [{ pattern: /get_all_nested_cms_menu/, kind: 'status', status: 503, times: 2 }],
    });
    const report = await pullFrom(server.url, join(await scratch(), 'snapshot'));
    expect(report.retries).toBe(2);
  });

  it('survives a server that fails a fifth of all calls', async () => {
    const server = await cms({ failRate: 0.2, seed: 7 });
    const report = await pullFrom(server.url, join(await scratch(), 'snapshot'), { retries: 6 });
    expect(report.retries).toBeGreaterThan(0);
    expect(report.counts.media).toBe(await sampleMedia());
  });

  it('drops a reference whose file the CMS no longer has, with a warning naming where it was', async () => {
    const server = await cms({
      faults: [{ pattern: /gallery_2_1\.jpg$/, kind: 'status', status: 404 }],
    });
    const out = join(await scratch(), 'snapshot');
    const report = await pullFrom(server.url, out);
    expect(report.warnings.join('\n')).toMatch(
      /gallery_2_1\.jpg \(menu 15 \(Gallery\), image group "German class for the spring intake"\): HTTP 404/,
    );
    const snapshot = await loadSnapshot(out);
    expect(
      snapshot.pages.flatMap((page) => page.images.flatMap((group) => group.files)),
    ).not.toContain('cms/ContentImage/gallery_2_1.jpg');
  });
});

describe('hostile file names', () => {
  it('refuses names that would escape the media folder and writes nothing for them', async () => {
    const hostile = [
      '../../../escaped.jpg',
      '/etc/passwd',
      'https://evil.example/media/x.jpg',
      'cms/..\\..\\x.jpg',
      'cms/%2e%2e/ok-literal.jpg',
    ];
    const server = await cms({
      transform: (path, body) =>
        path.endsWith('get_all_cms_menu_content_image_list_by_cms_menu_id/15')
          ? { content_images: { Gallery: [...hostile, PHOTO] } }
          : body,
      faults: [{ pattern: /%252e%252e/, kind: 'status', status: 404 }],
    });
    const root = await scratch();
    const out = join(root, 'deep', 'snapshot');
    const report = await pullFrom(server.url, out);

    expect(await readdir(root)).toEqual(['deep']);
    expect(await readdir(join(root, 'deep'))).toEqual(['snapshot']);
    const warnings = report.warnings.join('\n');
    for (const name of hostile.slice(0, 4))
      expect(warnings).toContain(
        `refused media file ${JSON.stringify(name)} in menu 15 (Gallery), image group "Gallery"`,
      );
    expect(server.requests.some((request) => /escaped|passwd|evil/.test(request.path))).toBe(false);
    const gallery = (await loadSnapshot(out)).pages.find((page) => page.id === 15)!.images;
    expect(gallery).toEqual([{ name: 'Gallery', files: [PHOTO] }]);
  });
});

describe('a failed pull', () => {
  const cases: Array<[string, Partial<CmsServerOptions>, RegExp]> = [
    [
      'a 500 on one content call',
      {
        faults: [
          { pattern: /get_all_cms_menu_content_by_cms_menu_id\/5$/, kind: 'status', status: 500 },
        ],
      },
      /^GET \/cms_menu_content\/api\/v1\/get_all_cms_menu_content_by_cms_menu_id\/5 \(menu 5\): HTTP 500 Internal Server Error \(after 3 attempts\)$/,
    ],
    [
      'a timeout',
      { faults: [{ pattern: /notice\/all/, kind: 'hang' }] },
      /^GET \/notice\/api\/v1\/notice\/all\/without_pagination\/\?size=100: no answer within 300 ms \(after 3 attempts\)$/,
    ],
    [
      'a reset connection',
      { faults: [{ pattern: /employee/, kind: 'reset' }] },
      /^GET \/employee\/api\/v1\/employee\/without_paginaiton\/all\/\?size=100: .+ \(after 3 attempts\)$/,
    ],
    [
      'malformed JSON',
      { faults: [{ pattern: /nested/, kind: 'malformed' }] },
      /^GET \/cms_menu\/api\/v1\/cms_menu\/get_all_nested_cms_menu\/: answer is not JSON/,
    ],
    [
      'an HTML page instead of JSON',
      { faults: [{ pattern: /general_setting/, kind: 'html' }] },
      /^GET \/general_setting\/api\/v1\/general_setting\/all\/\?size=100: answer is not JSON \(an HTML or XML page, content type text\/html\)$/,
    ],
    [
      'a 404 on the settings, which every installation has',
      { faults: [{ pattern: /general_setting/, kind: 'status', status: 404 }] },
      /^GET \/general_setting\/api\/v1\/general_setting\/all\/\?size=100: HTTP 404 Not Found$/,
    ],
    [
      'a list without its wrapper',
      { transform: (path, body) => (path.includes('notice/all') ? [{ id: 1 }] : body) },
      /^GET \/notice\/api\/v1\/notice\/all\/without_pagination\/\?size=100: invalid answer: /,
    ],
    [
      'a bad block in one menu',
      {
        transform: (path, body) =>
          path.endsWith('by_cms_menu_id/3') ? { menu_contents: { Mission: 42 } } : body,
      },
      /\(menu 3\): invalid answer: menu_contents\.Mission/,
    ],
    [
      'an empty settings list',
      {
        transform: (path, body) =>
          path.includes('general_setting') ? { general_settings: [] } : body,
      },
      /general_setting.*the list is empty/,
    ],
  ];

  it.each(cases)(
    'on %s stops with one line naming the endpoint, and leaves the previous snapshot as it was',
    async (_name, faults, message) => {
      const { out, before } = await previousSnapshot();
      const server = await cms(faults);
      await expect(pullFrom(server.url, out, { timeoutMs: 300 })).rejects.toThrow(message);
      expect(await hashTree(out)).toEqual(before);
      expect((await readdir(join(out, '..'))).sort()).toEqual(['snapshot']);
    },
  );

  it('on a refused connection does the same', async () => {
    const { out, before } = await previousSnapshot();
    const server = await startCms();
    await server.close();
    await expect(pullFrom(server.url, out)).rejects.toThrow(/: ECONNREFUSED \(after 3 attempts\)$/);
    expect(await hashTree(out)).toEqual(before);
  });
});

describe('npm run pull (the command)', () => {
  const run = promisify(execFile);
  const pullCommand = (env: Record<string, string>, args: string[] = []) =>
    run(process.execPath, ['scripts/pull.ts', ...args], {
      env: { ...process.env, CMS_PULL_RETRY_DELAY_MS: '10', ...env },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('prints a summary and exits 0', async () => {
    const server = await cms();
    const out = join(await scratch(), 'snapshot');
    const result = await pullCommand({ CMS_API_URL: server.url }, ['--out', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /content: 20 menus, \d+ blocks, \d+ imageGroups, \d+ images, 11 notices, 3 circulars, 3 sliders, 16 services, 12 team/,
    );
    expect(result.stdout).toMatch(/where each part came from: about text: the menus \(1\); /);
    expect(result.stdout).toMatch(
      /blocks shown as sections of their own[^\n]*\n {4}menu 1 \(Home\): "Hospital staffing for Hamburg"/,
    );
    expect(result.stdout).toMatch(/network: \d+ requests, 0 retries/);
    expect(result.stdout).toMatch(/changes: menus \+20 ~0 -0/);
  });

  it('pulls into SNAPSHOT_DIR, the snapshot the build reads, and --out wins over it', async () => {
    const server = await cms();
    const dir = await scratch();
    const [fromEnv, fromFlag] = [join(dir, 'from-env'), join(dir, 'from-flag')];
    const env = { CMS_API_URL: server.url, SNAPSHOT_DIR: fromEnv };
    expect((await pullCommand(env)).stdout).toContain(`pulled into ${fromEnv}/`);
    const first = await hashTree(fromEnv);
    expect((await pullCommand(env, ['--out', fromFlag])).stdout).toContain(
      `pulled into ${fromFlag}/`,
    );
    expect((await loadManifest(fromFlag)).counts.menus).toBe(20);
    expect(await hashTree(fromEnv)).toEqual(first);
  });

  it('exits 1 with one line on stderr when the CMS fails', async () => {
    // One endpoint only: the menu's blocks and its pictures are asked for side by side, and
    // the first to fail is the one named.
    const server = await cms({
      faults: [
        { pattern: /get_all_cms_menu_content_by_cms_menu_id\/7$/, kind: 'status', status: 502 },
      ],
    });
    const result = await pullCommand({ CMS_API_URL: server.url, CMS_PULL_RETRIES: '1' }, [
      '--out',
      join(await scratch(), 'snapshot'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'pull failed: GET /cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/7 (menu 7): HTTP 502 Bad Gateway (after 2 attempts)',
    ]);
  });

  it('exits 2 and says what is missing without CMS_API_URL', async () => {
    const { CMS_API_URL: _unset, ...env } = process.env;
    const result = await run(process.execPath, ['scripts/pull.ts'], { env }).catch(
      (error) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pull: CMS_API_URL is not set');
  });
});
