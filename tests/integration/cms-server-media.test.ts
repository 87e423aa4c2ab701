/** The reference CMS over real HTTP: media as Apache serves them, injected faults, and its command. */
import { spawn } from 'node:child_process';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { writeSnapshot } from '../../scripts/lib/pull/snapshot-writer.ts';
import { inventedSnapshot, writeInventedSnapshot } from '../helpers/invented-snapshot.ts';
import { closeAfterTest, notice, serve, team } from '../helpers/reference-cms-cases.ts';
import { TEST_ORIGIN } from '../fixtures/snapshots.ts';

describe('media as Apache serves them', () => {
  const media = {
    'logo/Zoë.png': 'png bytes',
    'portfolio/flag.jfif': 'jfif bytes',
    'siteSettings/favicon.ico': 'ico bytes',
    'notice/notice/Rules__20250403.docx': 'docx bytes',
  };
  const withMedia = () => serve(inventedSnapshot(), media);

  it('serves a file at /media/ and its encoded name, with ETag and Last-Modified', async () => {
    const { get, snapshotDir } = await withMedia();
    await utimes(
      join(snapshotDir, 'media/logo/Zoë.png'),
      new Date('2025-05-06T08:03:27Z'),
      new Date('2025-05-06T08:03:27Z'),
    );
    const answer = await get('/media/logo/Zo%C3%AB.png');
    expect([answer.status, answer.text]).toEqual([200, 'png bytes']);
    expect(answer.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(answer.headers.get('last-modified')).toBe('Tue, 06 May 2025 08:03:27 GMT');
  });

  it('answers 304 on a matching If-None-Match, or on If-Modified-Since when no ETag is sent', async () => {
    const { get } = await withMedia();
    const first = await get('/media/logo/Zo%C3%AB.png');
    const [etag, modified] = [first.headers.get('etag')!, first.headers.get('last-modified')!];
    expect((await get('/media/logo/Zo%C3%AB.png', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/media/logo/Zo%C3%AB.png', { 'if-modified-since': modified })).status).toBe(
      304,
    );
    expect(
      (
        await get('/media/logo/Zo%C3%AB.png', {
          'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await get('/media/logo/Zo%C3%AB.png', {
          'if-none-match': '"other"',
          'if-modified-since': modified,
        })
      ).status,
    ).toBe(200);
  });

  it('answers a missing file with Apache’s own HTML 404, not Django’s', async () => {
    const { get } = await withMedia();
    for (const path of ['/media/logo/gone.png', '/media/logo%2FZo%C3%AB.png']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('<title>404 Not Found</title>');
    }
  });

  it('sends the Content-Type of Apache’s mime.types: .jfif as image/jpeg, .ico as image/vnd.microsoft.icon, office documents', async () => {
    const { get } = await withMedia();
    const typeOf = async (path: string) => (await get(path)).headers.get('content-type');
    expect(await typeOf('/media/portfolio/flag.jfif')).toBe('image/jpeg');
    expect(await typeOf('/media/siteSettings/favicon.ico')).toBe('image/vnd.microsoft.icon');
    expect(await typeOf('/media/notice/notice/Rules__20250403.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('fault injection', () => {
  const faulty = (options: Partial<CmsServerOptions>) =>
    serve(inventedSnapshot({ notices: [notice(5)] }), {}, options);

  it('answers a fixed status as an HTML page, the first N times only', async () => {
    const { get } = await faulty({
      faults: [{ pattern: /notice\/all/, kind: 'status', status: 503, times: 1 }],
    });
    const first = await get(DEFAULT_ENDPOINTS.notices);
    expect([first.status, first.headers.get('content-type')]).toEqual([
      503,
      'text/html; charset=utf-8',
    ]);
    expect((await get(DEFAULT_ENDPOINTS.notices)).status).toBe(200);
  });

  it('sends truncated JSON, or an HTML page with 200', async () => {
    const { get } = await faulty({
      faults: [
        { pattern: /notice\/all/, kind: 'malformed' },
        { pattern: /nested/, kind: 'html' },
      ],
    });
    const malformed = await get(DEFAULT_ENDPOINTS.notices);
    expect(() => malformed.json()).toThrow();
    const html = await get(DEFAULT_ENDPOINTS.menus);
    expect([html.status, html.text]).toEqual([
      200,
      expect.stringContaining('<h1>Maintenance</h1>'),
    ]);
  });

  it('drops the connection on reset, and fails a seeded fraction of requests with 500', async () => {
    const { get } = await faulty({ faults: [{ pattern: /nested/, kind: 'reset' }] });
    await expect(get(DEFAULT_ENDPOINTS.menus)).rejects.toThrow();
    const flaky = await faulty({ failRate: 0.5, seed: 7 });
    const statuses = [];
    for (let index = 0; index < 20; index += 1)
      statuses.push((await flaky.get(DEFAULT_ENDPOINTS.notices)).status);
    const again = await faulty({ failRate: 0.5, seed: 7 });
    const repeated = [];
    for (let index = 0; index < 20; index += 1)
      repeated.push((await again.get(DEFAULT_ENDPOINTS.notices)).status);
    expect(new Set(statuses)).toEqual(new Set([200, 500]));
    expect(repeated).toEqual(statuses);
  });

  it('lets a test rewrite a JSON answer', async () => {
    const { get } = await faulty({
      transform: (path, body) => (path.includes('notice/all') ? { notices: 'wrong' } : body),
    });
    expect((await get(DEFAULT_ENDPOINTS.notices)).text).toBe('{"notices":"wrong"}');
  });

  it('reads the snapshot folder again on reload', async () => {
    const { cms, snapshotDir, get } = await faulty({});
    await writeSnapshot(
      snapshotDir,
      inventedSnapshot({ notices: [notice(5), notice(6)] }),
      {},
      TEST_ORIGIN,
    );
    expect((await get(DEFAULT_ENDPOINTS.notices)).json().notices).toHaveLength(1);
    await cms.reload();
    expect((await get(DEFAULT_ENDPOINTS.notices)).json().notices).toHaveLength(2);
  });
});

describe('the CLI', () => {
  it('serves a snapshot with the flags for page size and faults', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => team(index + 1, `Member ${index + 1}`));
    const snapshotDir = await writeInventedSnapshot(inventedSnapshot({ tables: { team: rows } }));
    const child = spawn(
      process.execPath,
      [
        'scripts/cms.ts',
        '--snapshot',
        snapshotDir,
        '--port',
        '0',
        '--page-size',
        '2',
        '--fail',
        'about=503',
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    closeAfterTest(async () => void child.kill());
    let output = '';
    child.stdout.setEncoding('utf8');
    const exited = once(child, 'exit').then(() => {
      throw new Error(`the CLI exited: ${output}`);
    });
    while (!/at (http:\S+)/.test(output))
      output += (await Promise.race([once(child.stdout, 'data'), exited]))[0];
    const url = /at (http:\S+)/.exec(output)![1];
    expect((await (await fetch(`${url}/team/api/v1/team/all/`)).json()).total_pages).toBe(3);
    expect((await fetch(`${url}/about/api/v1/about/all/`)).status).toBe(503);
  });
});
