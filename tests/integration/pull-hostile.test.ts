/**
 * The pull against a CMS that misbehaves on purpose: every attack is replayed over real HTTP,
 * and each test proves the previous snapshot is byte for byte as it was and no temporary
 * folder is left beside it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import { UsageError } from '../../scripts/lib/cli/main.ts';
import { galleryImage } from '../../scripts/lib/sample/content.ts';
import { NOTICES, staffPortrait, TEAM } from '../../scripts/lib/sample/records.ts';
import { pullConfig } from '../../scripts/lib/pull/pull-config.ts';
import { loadManifest, loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { rowTitle } from '../../scripts/lib/pull/screens.ts';
import { hostileFront, type Trap } from '../helpers/hostile-front.ts';
import { copyOfSample, hashTree, pullFrom, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function hostileCms(traps: Trap[], options: Partial<CmsServerOptions> = {}) {
  const cms = await startCms(options);
  const front = await hostileFront(cms.url, traps);
  cleanup.push(
    () => cms.close(),
    () => front.close(),
  );
  return front;
}

/** A good snapshot pulled from the polite reference CMS, and its hashes. */
async function previousSnapshot() {
  const cms = await startCms();
  cleanup.push(() => cms.close());
  const out = join(await scratch(), 'snapshot');
  await pullFrom(cms.url, out);
  return { out, before: await hashTree(out) };
}

async function expectUntouched(out: string, before: Record<string, string>) {
  expect(await hashTree(out)).toEqual(before);
  expect(await readdir(join(out, '..'))).toEqual(['snapshot']);
}

/** A server on another port that must never be asked anything. */
async function internalService() {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 internal secrets');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanup.push(() => new Promise<void>((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

/** Files of the sample the attacks below replace: a notice's PDF, a portrait, a gallery photo. */
const NOTICE_PDF = NOTICES.find((notice) =>
  notice.title?.startsWith('Revised service fees'),
)!.file!;
const PORTRAIT = staffPortrait(4);
const PORTRAIT_OWNER = TEAM[4]!.id;
const PHOTO = galleryImage(2, 0);
const trap = (ref: string) => new RegExp(`${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const redirect =
  (location: string): Trap[1] =>
  (_request, response) =>
    response.writeHead(302, { location }).end();

describe('the pull stays on its CMS', () => {
  it('refuses a media redirect to another origin and asks that origin nothing', async () => {
    const { out, before } = await previousSnapshot();
    const internal = await internalService();
    const front = await hostileCms([
      [trap(NOTICE_PDF), redirect(`${internal.url}/admin/export.pdf`)],
    ]);
    await expect(pullFrom(front.url, out)).rejects.toThrow(
      `GET /media/${NOTICE_PDF}: redirected to another origin (${internal.url}); not followed`,
    );
    expect(internal.hits).toEqual([]);
    await expectUntouched(out, before);
  });

  it('refuses a JSON redirect to another origin', async () => {
    const { out, before } = await previousSnapshot();
    const internal = await internalService();
    const front = await hostileCms([[/notice\/all/, redirect(`${internal.url}/notices.json`)]]);
    await expect(pullFrom(front.url, out)).rejects.toThrow(
      /^GET \/notice\/api\/v1\/notice\/all\/without_pagination\/\?size=100: redirected to another origin/,
    );
    expect(internal.hits).toEqual([]);
    await expectUntouched(out, before);
  });

  it('follows a redirect that stays on the same origin', async () => {
    const front = await hostileCms([
      [/^\/old-notices\/\?size=100$/, redirect('/notice/api/v1/notice/all/without_pagination/')],
    ]);
    const out = join(await scratch(), 'snapshot');
    const report = await pullFrom(front.url, out, {
      endpoints: {
        ...(await import('../../scripts/lib/settings/cms-endpoints.ts')).DEFAULT_ENDPOINTS,
        notices: '/old-notices/',
      },
    });
    expect(report.counts.notices).toBe(NOTICES.length);
  });
});

describe('byte caps, enforced while the answer streams', () => {
  it('stops a JSON answer larger than the cap, naming the endpoint and the variable', async () => {
    const { out, before } = await previousSnapshot();
    const huge = JSON.stringify({ notices: [], padding: 'x'.repeat(2 * 1024 * 1024) });
    const front = await hostileCms([
      [
        /notice\/all/,
        (_request, response) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(huge),
      ],
    ]);
    await expect(pullFrom(front.url, out, { maxJsonBytes: 1024 * 1024 })).rejects.toThrow(
      'GET /notice/api/v1/notice/all/without_pagination/?size=100: answer is larger than 1048576 bytes (the cap; CMS_PULL_MAX_JSON_BYTES raises it)',
    );
    await expectUntouched(out, before);
  });

  it('stops a gzip bomb at the cap, counting the bytes after decompression', async () => {
    const { out, before } = await previousSnapshot();
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(256 * 1024);
    const front = await hostileCms([
      [
        /get_all_nested_cms_menu/,
        (_request, response) =>
          response
            .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
            .end(bomb),
      ],
    ]);
    await expect(pullFrom(front.url, out, { maxJsonBytes: 1024 * 1024 })).rejects.toThrow(
      /get_all_nested_cms_menu\/: answer is larger than 1048576 bytes/,
    );
    await expectUntouched(out, before);
  });

  it('stops a media file larger than the cap, even one that hides its length', async () => {
    const { out, before } = await previousSnapshot();
    const front = await hostileCms([
      [
        trap(PORTRAIT),
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'image/jpeg' });
          response.write(Buffer.from([0xff, 0xd8, 0xff]));
          response.end(Buffer.alloc(300 * 1024));
        },
      ],
    ]);
    await expect(pullFrom(front.url, out, { maxMediaBytes: 200 * 1024 })).rejects.toThrow(
      `GET /media/${PORTRAIT}: answer is larger than 204800 bytes (the cap; CMS_PULL_MAX_MEDIA_BYTES raises it)`,
    );
    await expectUntouched(out, before);
  });
});

describe('one failure stops the whole pull cleanly', () => {
  it('reports the failed download itself, not the clean-up, and leaves no temporary folder', async () => {
    const { out, before } = await previousSnapshot();
    const front = await hostileCms([
      [trap(PHOTO), (_request, response) => response.writeHead(403).end('forbidden')],
    ]);
    await expect(
      pullFrom(front.url, join(out, '..', 'fresh'), { concurrency: 16 }),
    ).rejects.toThrow(`GET /media/${PHOTO}: HTTP 403 Forbidden`);
    await expect(pullFrom(front.url, out, { concurrency: 16 })).rejects.toThrow(
      `${PHOTO}: HTTP 403`,
    );
    await expectUntouched(out, before);
  });
});

describe('a connection dropped in the middle of a file', () => {
  /** The first answer for `ref`: its headers and 100 of its bytes, then the connection dropped. */
  const cutOnce = (ref: string, original: Buffer, after: Trap[1]): Trap => {
    let cut = false;
    return [
      trap(ref),
      (request, response) => {
        if (cut) return after(request, response);
        cut = true;
        response.writeHead(200, {
          'content-type': 'image/jpeg',
          'content-length': String(original.length),
        });
        response.write(original.subarray(0, 100), () => response.destroy());
      },
    ];
  };

  it('asks for the file again and keeps the whole of it', async () => {
    const { out } = await previousSnapshot();
    const original = await readFile(join(out, 'media', PHOTO));
    const front = await hostileCms([
      cutOnce(PHOTO, original, (_request, response) =>
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(original),
      ),
    ]);
    const fresh = join(out, '..', 'fresh');
    await pullFrom(front.url, fresh);
    expect(await readFile(join(fresh, 'media', PHOTO))).toEqual(original);
  });

  it('keeps nothing of a file cut off and then gone', async () => {
    const { out } = await previousSnapshot();
    const original = await readFile(join(out, 'media', PHOTO));
    const front = await hostileCms([
      cutOnce(PHOTO, original, (_request, response) => response.writeHead(404).end()),
    ]);
    const fresh = join(out, '..', 'fresh');
    const report = await pullFrom(front.url, fresh);
    expect(report.warnings.join('\n')).toContain(`media file /media/${PHOTO}`);
    const files = await readdir(join(fresh, 'media'), { recursive: true });
    expect(files.filter((file) => file.endsWith(basename(PHOTO)))).toEqual([]);
  });
});

describe('answers that fail their schema name the endpoint', () => {
  const deepMenu = (depth: number): unknown => {
    let menu: Record<string, unknown> = {
      id: depth + 100,
      name: 'Leaf',
      parent: null,
      children: [],
    };
    for (let level = depth - 1; level >= 0; level -= 1)
      menu = { id: level + 100, name: `Level ${level}`, parent: null, children: [menu] };
    return menu;
  };
  const cases: Array<[string, CmsServerOptions['transform'], RegExp]> = [
    [
      'a menu tree 1,000 levels deep',
      (path, body) =>
        path.includes('nested')
          ? { menus: [...(body as { menus: unknown[] }).menus, deepMenu(1000)] }
          : body,
      /^GET \/cms_menu\/api\/v1\/cms_menu\/get_all_nested_cms_menu\/: invalid answer: nests deeper than 64 levels$/,
    ],
  ];
  it.each(cases)('%s', async (_name, transform, message) => {
    const { out, before } = await previousSnapshot();
    const cms = await startCms({ transform });
    cleanup.push(() => cms.close());
    await expect(pullFrom(cms.url, out)).rejects.toThrow(message);
    await expectUntouched(out, before);
  });
});

describe('media the site publishes are what they claim to be', () => {
  it('refuses files of the wrong type, with lying bytes, or with colliding names, and publishes the rest', async () => {
    const source = await copyOfSample();
    await writeFile(join(source, 'media', PORTRAIT), '<html><script>alert(1)</script></html>');
    const cms = await startCms({
      snapshotDir: source,
      transform: (path, body) => {
        if (path.includes('notice/all')) {
          const { notices } = body as { notices: Array<{ id: number; file: string | null }> };
          return {
            notices: notices.map((notice) =>
              notice.id === 8
                ? { ...notice, file: '/media/notice/evil.html' }
                : notice.id === 7
                  ? { ...notice, file: '/media/notice/evil.html%3Furl&.pdf' }
                  : notice,
            ),
          };
        }
        if (path.endsWith('by_cms_menu_id/15'))
          return {
            content_images: {
              Gallery: [
                'cms/ContentImage/Gallery_1_1.JPG',
                'cms/ContentImage/gallery_1_1.jpg',
                'cms/ContentImage/gallery_1_2.jpg',
              ],
            },
          };
        return body;
      },
    });
    cleanup.push(() => cms.close());
    const out = join(await scratch(), 'snapshot');
    const report = await pullFrom(cms.url, out);
    const warnings = report.warnings.join('\n');
    expect(warnings).toContain(
      'refused media file "/media/notice/evil.html" in notice 8, field "file": .html is not allowed for a notice',
    );
    expect(warnings).toContain(
      'refused media file "/media/notice/evil.html%3Furl&.pdf" in notice 7, field "file": character U+003F in file name',
    );
    expect(warnings).toContain(
      `refused media file /media/${PORTRAIT} (team member ${PORTRAIT_OWNER}, field "image"): its bytes are not a .jpg file; the reference is dropped`,
    );
    expect(warnings).toContain(
      'refused media file "cms/ContentImage/Gallery_1_1.JPG" in menu 15 (Gallery), image group "Gallery": its name differs only by case or Unicode form from "cms/ContentImage/gallery_1_1.jpg"',
    );
    expect(cms.requests.some((request) => /evil|Gallery_1_1\.JPG/.test(request.path))).toBe(false);

    const snapshot = await loadSnapshot(out);
    expect(
      snapshot.notices
        .filter((notice) => notice.id === 7 || notice.id === 8)
        .map((notice) => notice.file),
    ).toEqual([null, null]);
    expect(snapshot.tables.team.find((member) => member.id === PORTRAIT_OWNER)?.image).toBeNull();
    expect(snapshot.pages.find((page) => page.id === 15)?.images).toEqual([
      { name: 'Gallery', files: ['cms/ContentImage/gallery_1_2.jpg'] },
    ]);
    const files = await readdir(join(out, 'media'), { recursive: true });
    expect(files.filter((file) => /evil|aiko|gallery_1_1/i.test(file))).toEqual([]);

    // The publish report gets each, placed as editors see it: screen, row's title, field.
    const title = (id: number) =>
      rowTitle(
        'notices',
        NOTICES.find((notice) => notice.id === id)!,
      );
    expect((await loadManifest(out)).leftOut?.items).toEqual(
      expect.arrayContaining([
        {
          screen: 'Notices',
          row: title(8),
          field: 'File',
          reason: 'file-refused',
          value: 'evil.html',
        },
        {
          screen: 'Notices',
          row: title(7),
          field: 'File',
          reason: 'file-refused',
          value: 'evil.html%3Furl&.pdf',
        },
        {
          screen: 'Team',
          row: TEAM[4]!.name,
          field: 'Image',
          reason: 'file-wrong-kind',
          value: PORTRAIT.split('/').pop(),
        },
        {
          screen: 'CMS menu content images',
          row: 'Gallery › Gallery',
          reason: 'file-name-clash',
          value: 'Gallery_1_1.JPG',
        },
      ]),
    );
  });
});

describe('configuration', () => {
  it('refuses credentials in CMS_API_URL at start, without repeating them', () => {
    const attempt = () =>
      pullConfig({ CMS_API_URL: 'https://editor:hunter2@cms.example.org' }, { out: 'snapshot' });
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow('CMS_API_URL must not contain credentials (user:password@)');
    expect(() => attempt()).not.toThrow(/hunter2/);
  });

  it('takes the byte caps from the environment', () => {
    const config = pullConfig(
      {
        CMS_API_URL: 'https://cms.example.org',
        CMS_PULL_MAX_JSON_BYTES: '1000',
        CMS_PULL_MAX_MEDIA_BYTES: '2000',
      },
      { out: 'snapshot' },
    );
    expect(config).toMatchObject({ maxJsonBytes: 1000, maxMediaBytes: 2000 });
  });
});
