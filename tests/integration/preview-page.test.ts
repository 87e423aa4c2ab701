/**
 * Preview, go live, restore and publish at a time from the publish page, over real HTTP with
 * the reference CMS and the stand-in build; and the attacks on them: a preview without the
 * session, forms without their CSRF token or from another site, a path out of the release.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePasswordHash, type PasswordHash } from '../../scripts/lib/webhook/http/password.ts';
import type { RebuildEvent } from '../../scripts/lib/webhook/desk/notify.ts';
import type { Clock } from '../../scripts/lib/webhook/desk/publish-schedule.ts';
import { currentLink } from '../../scripts/lib/webhook/desk/releases.ts';
import { startWebhook } from '../../scripts/lib/webhook/http/server.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { fakeClock } from '../fixtures/fake-clock.ts';
import {
  flawedSnapshot,
  preflightMedia,
  saveInBackOffice,
} from '../fixtures/preflight-snapshot.ts';
import { writeInventedSnapshot } from '../helpers/invented-snapshot.ts';
import { pullOptions, startCms } from '../helpers/snapshot.ts';
import { testPasswordHash } from '../helpers/password.ts';
import { scratch } from '../helpers/scratch.ts';
import { until } from '../helpers/until.ts';

const SECRET = 'preview-page-secret-0123456789-abcdefgh';
const PASSWORD = 'quay lantern kettle';
const STAND_IN = `"${process.execPath}" tests/fixtures/stand-in-build.mjs`;
const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

let passwordHash: PasswordHash;
beforeAll(async () => {
  passwordHash = parsePasswordHash(await testPasswordHash(PASSWORD));
});

const named = (site_name: string): Snapshot => {
  const snapshot = flawedSnapshot();
  return { ...snapshot, settings: { ...snapshot.settings, site_name } };
};

async function setup(clock?: Clock, publishMs = 0) {
  const source = await writeInventedSnapshot(named('Harbourline before'), preflightMedia());
  const cms = await startCms({ snapshotDir: source });
  cleanup.push(() => cms.close());
  const root = await scratch('preview-page-');
  const { out: _out, ...pull } = pullOptions(cms.url, '');
  const desk = { root, pull, buildCommand: STAND_IN, keep: 4 };
  /** Direct publishes asked of the publisher (a scheduled fresh publish is one). */
  const publishes: number[] = [];
  /** Whether the desk was at work (a preview building) when each direct publish began. */
  const deskBusyAtPublish: boolean[] = [];
  const logs: string[] = [];
  /** What NOTIFY_URL was told. */
  const notified: RebuildEvent[] = [];
  const webhook = await startWebhook({
    secret: SECRET,
    debounceMs: 50,
    log: (line) => logs.push(line),
    site: 'www.harbourline.example',
    passwordHash,
    desk,
    ...(clock ? { clock } : {}),
    notify: (event) => {
      notified.push(event);
      return Promise.resolve();
    },
    rebuild: async () => {
      // Both at once, after the look at the desk: a test that sees one sees the other.
      const busy = (await webhook.desk!.view()).working !== null;
      publishes.push(Date.now());
      deskBusyAtPublish.push(busy);
      await new Promise((resolve) => setTimeout(resolve, publishMs));
      return null;
    },
  });
  cleanup.push(() => webhook.close());
  const edit = async (snapshot: Snapshot) => {
    await saveInBackOffice(source, snapshot);
    await cms.reload();
  };
  const visitorsSee = () =>
    readFile(join(currentLink(root), 'index.html'), 'utf8').catch(() => 'nothing');
  return {
    url: webhook.url,
    root,
    edit,
    visitorsSee,
    publishes,
    notified,
    deskBusyAtPublish,
    logs,
  };
}

/**
 * Follows the publish page's link into the preview site as a browser does: the publisher's
 * redirect with a ticket, the preview site's cookie, then the page itself.
 */
async function openPreview(url: string, cookie: string, release: string, path = '') {
  const sent = await fetch(`${url}/hooks/preview/${release}/${path}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(sent.status).toBe(303);
  const enter = sent.headers.get('location')!;
  const entered = await fetch(enter, { redirect: 'manual' });
  expect(entered.status).toBe(303);
  const pass = entered.headers.get('set-cookie')!;
  expect(pass).toMatch(
    /^preview_pass=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Lax$/,
  );
  const origin = new URL(enter).origin;
  const previewCookie = pass.split(';')[0]!;
  const get = (to: string) =>
    fetch(`${origin}${to}`, { headers: { cookie: previewCookie }, redirect: 'manual' });
  return { enter, origin, previewCookie, get, answer: await get(entered.headers.get('location')!) };
}

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

async function signIn(url: string, name: string) {
  const answer = await post(`${url}/hooks/sign-in`, { name, password: PASSWORD });
  expect(answer.status).toBe(303);
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  const page = () => fetch(`${url}/hooks/`, { headers: { cookie } }).then((r) => r.text());
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page())![1]!;
  const send = (path: string, fields: Record<string, string> = {}) =>
    post(`${url}${path}`, { csrf, ...fields }, { cookie });
  return { cookie, csrf, page, send };
}

/** Presses Preview and waits for the page to offer the preview; returns its release. */
async function previewed(editor: Awaited<ReturnType<typeof signIn>>) {
  const before = await editor.page();
  expect((await editor.send('/hooks/preview')).status).toBe(303);
  const page = await until(async () => {
    const text = await editor.page();
    expect(text).toContain('Open the preview');
    expect(text).not.toBe(before);
    expect(text).not.toContain('Preparing a preview');
    return text;
  });
  return /href="\/hooks\/preview\/([\dTZ-]+)\/" target="_blank"/.exec(page)![1]!;
}

/** Schedules the release to go live at `at` on 27 November, Dhaka time. */
const goLiveAt = (editor: Awaited<ReturnType<typeof signIn>>, release: string, at: string) =>
  editor.send('/hooks/schedule', { action: 'go-live', release, date: '2026-11-27', at });

describe('preview, go live and restore from the publish page', () => {
  it('shows the edit in the preview while visitors see the live site, then goes live and restores', async () => {
    const { url, edit, visitorsSee, notified } = await setup();
    const editor = await signIn(url, 'Nadia');
    const first = await previewed(editor);
    expect(await editor.page()).toContain(
      'Sister concerns › “Harbourline Freight” (Description): visitors read a writing assistant',
    );
    expect((await editor.send('/hooks/go-live', { release: first })).status).toBe(303);
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');

    await edit(named('Harbourline after'));
    const second = await previewed(editor);
    // A release never live is made live, not restored; the one that was live is restored.
    const listed = await editor.page();
    expect(listed.match(/Make this release live/g)).toHaveLength(1);
    expect(listed.match(/Restore this release/g)).toBeNull();
    const { answer } = await openPreview(url, editor.cookie, second);
    const preview = await answer.text();
    expect(preview).toContain('<h1>Harbourline after</h1>');
    expect(preview).toContain('<strong>Preview, not live yet:</strong> visitors do not see this.');
    // The one page the edit changed and the twenty others are listed, home first.
    expect(preview).toContain('<summary>21 pages look different from the live website</summary>');
    expect(preview).toMatch(/<ul><li><a href="\/">\/<\/a><\/li><li><a href="\/page-1">/);
    // The edited row, as the back office names it, with its text before and after.
    const edited =
      '<span class="row-place">General settings (Site name)</span><br><span class="row-was">Before: <del>Harbourline before</del></span><br><span class="row-now">After: <ins>Harbourline after</ins></span>';
    expect(preview).toContain('<summary>1 change in the back office, row by row</summary>');
    expect(preview).toContain(edited);
    const publishPage = await editor.page();
    expect(publishPage).toContain(edited);
    // Each changed page links into the preview from the publish page.
    expect(publishPage).toContain(`<li><a href="/hooks/preview/${second}/page-1">`);
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');

    await editor.send('/hooks/go-live', { release: second });
    expect(await visitorsSee()).toBe('<h1>Harbourline after</h1>');
    // A go-live is a publish to the status, the health check and the page's last publishes.
    const live = (await (await fetch(`${url}/hooks/status`)).json()) as {
      lastSuccess: { release: string } | null;
    };
    expect(live.lastSuccess?.release).toBe(second);
    const health = (await (await fetch(`${url}/hooks/health`)).json()) as { lastPublish: string };
    expect(health.lastPublish).not.toBeNull();
    expect(notified.at(-1)).toMatchObject({ release: second, how: 'went live', by: 'Nadia' });
    const page = await editor.page();
    expect(page).toMatch(
      /Published at \d\d:\d\d UTC: the website shows it now \(general settings changed\)/,
    );
    expect(page).toMatch(/Live now<\/span><\/p><p class="event-detail">general settings changed/);
    expect(page).toContain(' · Nadia');

    await editor.send('/hooks/restore', { release: first });
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');
    const restored = await editor.page();
    expect(restored).toContain('restored: the website shows it now');
    // The release restored away from was live: it is no preview waiting to go live.
    expect(restored).not.toContain('Open the preview');
    expect(restored).not.toContain('>Go live</button>');
    const status = await fetch(`${url}/hooks/status`);
    expect(((await status.json()) as { live: string }).live).toBe(first);
    const statusPage = await fetch(`${url}/hooks/status`, { headers: { accept: 'text/html' } });
    expect(await statusPage.text()).toContain(`Live release: ${first}.`);
  });

  it('tells an open page when its preview is ready, with no reload', async () => {
    const { url } = await setup();
    const editor = await signIn(url, 'Nadia');
    const stream = await fetch(`${url}/hooks/events`, { headers: { cookie: editor.cookie } });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    cleanup.push(() => reader.cancel());
    let events = '';
    void (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read())
        events += read.value;
    })().catch(() => undefined);
    expect((await editor.send('/hooks/preview')).status).toBe(303);
    await until(() => expect(events).toMatch(/event: desk\ndata: .*Preparing a preview/));
    await until(() =>
      expect(events).toMatch(/event: desk\ndata: .*Preview ready.*Open the preview/),
    );
  });

  it('refuses to go live after the back office changed, and offers a fresh preview', async () => {
    const { url, edit, visitorsSee } = await setup();
    const editor = await signIn(url, 'Omar');
    const release = await previewed(editor);
    await edit(named('Harbourline changed meanwhile'));
    await editor.send('/hooks/go-live', { release });
    const page = await editor.page();
    expect(page).toContain('the back office changed since this preview');
    expect(page).toContain('Make a fresh preview');
    expect(await visitorsSee()).toBe('nothing');
  });

  it('goes live at the scheduled time on its clock, and not after a cancel', async () => {
    const time = fakeClock('2026-11-26T21:30:00Z');
    const { url, visitorsSee, publishes } = await setup(time.clock);
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    // A time already past in the group's zone (03:30 in Dhaka now) is refused in words.
    await goLiveAt(editor, release, '03:00');
    expect(await editor.page()).toContain(
      '2026-11-27 03:00 has passed in Asia/Dhaka (it is 2026-11-27 03:30 there now): choose a later time.',
    );
    await goLiveAt(editor, release, '04:15');
    const scheduledPage = await editor.page();
    expect(scheduledPage).toMatch(
      /Go live with the preview of <time [^>]+>[^<]+<\/time> at <time datetime="2026-11-26T22:15:00.000Z">2026-11-27 04:15 Asia\/Dhaka time<\/time>, set by Nadia\./,
    );
    time.advanceTo('2026-11-26T22:14:00Z');
    expect(await visitorsSee()).toBe('nothing');
    time.advanceTo('2026-11-26T22:15:00Z');
    await until(async () => expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>'));

    await until(async () =>
      expect(await editor.page()).toContain('is live: the website shows it now'),
    );

    // Two fresh publishes, listed earliest first; one cancelled, the other kept.
    await editor.send('/hooks/schedule', { action: 'publish', date: '2026-11-27', at: '07:00' });
    await editor.send('/hooks/schedule', { action: 'publish', date: '2026-11-27', at: '05:00' });
    const listed = await editor.page();
    expect(
      [...listed.matchAll(/A fresh publish at <time[^>]*>([^<]+)<\/time>/g)].map((m) => m[1]),
    ).toEqual(['2026-11-27 05:00 Asia/Dhaka time', '2026-11-27 07:00 Asia/Dhaka time']);
    const first = /name="schedule" value="([0-9a-f]{16})"/.exec(listed)![1]!;
    await editor.send('/hooks/schedule/cancel', { schedule: first });
    const cancelled = await editor.page();
    expect(cancelled).toContain(
      'The fresh publish scheduled for 2026-11-27 05:00 Asia/Dhaka time is cancelled.',
    );
    expect(cancelled).not.toContain('2026-11-27 05:00 Asia/Dhaka time</time>');
    time.advanceTo('2026-11-26T23:30:00Z');
    expect(publishes).toHaveLength(0);
    time.advanceTo('2026-11-27T01:00:00Z');
    await until(() => expect(publishes).toHaveLength(1));
  });

  // Issue 48: a restore was undone when an earlier schedule fired.
  it('cancels a scheduled go-live once an editor chooses what is live, and says so', async () => {
    const time = fakeClock('2026-11-26T21:30:00Z');
    const { url, edit, visitorsSee } = await setup(time.clock);
    const editor = await signIn(url, 'Nadia');
    const first = await previewed(editor);
    await editor.send('/hooks/go-live', { release: first });
    await edit(named('Harbourline after'));
    const second = await previewed(editor);
    await editor.send('/hooks/schedule', {
      action: 'go-live',
      release: second,
      date: '2026-11-27',
      at: '06:00',
    });
    await editor.send('/hooks/schedule', { action: 'publish', date: '2026-11-28', at: '06:00' });
    await editor.send('/hooks/restore', { release: first });
    const page = await editor.page();
    expect(page).toContain(
      'The go-live scheduled for 2026-11-27 06:00 Asia/Dhaka time by Nadia is cancelled, since the website now shows the release you chose.',
    );
    expect(page).toContain(
      'A fresh publish is still scheduled for 2026-11-28 06:00 Asia/Dhaka time: it will replace this release then. Cancel it below if this release should stay.',
    );
    time.advanceTo('2026-11-27T01:00:00Z');
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');
  });

  // Issue 48: "Publish now" during a preview built twice at once.
  it('builds one thing at a time: Publish now during a preview waits for it', async () => {
    const { url, publishes, deskBusyAtPublish } = await setup();
    const editor = await signIn(url, 'Nadia');
    process.env.STAND_IN_BUILD_MS = '1500';
    try {
      expect((await editor.send('/hooks/preview')).status).toBe(303);
      await until(async () => expect(await editor.page()).toContain('Preparing a preview'));
      expect((await editor.send('/hooks/publish')).status).toBe(303);
      await until(() => expect(publishes).toHaveLength(1));
    } finally {
      delete process.env.STAND_IN_BUILD_MS;
    }
    expect(deskBusyAtPublish).toEqual([false]);
    expect(await editor.page()).toContain('Open the preview');
  });

  // Issue 48: a scheduled go-live that met a running publish was dropped without a word.
  it('holds a due go-live while a publish runs, then runs it and tells everyone', async () => {
    const time = fakeClock('2026-11-26T21:30:00Z');
    const { url, visitorsSee, notified, publishes, logs } = await setup(time.clock, 1_500);
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    await goLiveAt(editor, release, '04:15');
    await editor.send('/hooks/publish');
    await until(() => expect(publishes).toHaveLength(1));
    time.advanceTo('2026-11-26T22:15:00Z');
    await until(() => expect(logs.join('\n')).toContain('is due and waits for the work under way'));
    expect(await visitorsSee()).toBe('nothing');
    // The publish ends; the go-live runs at its next try, 30 s later on the schedule's clock.
    await until(async () =>
      expect(((await (await fetch(`${url}/hooks/status`)).json()) as { state: string }).state).toBe(
        'idle',
      ),
    );
    time.advanceTo('2026-11-26T22:15:30Z');
    await until(async () => expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>'));
    await until(() =>
      expect(notified.at(-1)).toMatchObject({
        outcome: 'published',
        how: 'went live',
        by: 'Nadia (scheduled)',
        release,
      }),
    );
  });

  // Attack pass: a crafted release name was saved, and at the next start the file it spoiled
  // was set aside with every other schedule in it.
  it('refuses to schedule a release it does not keep, and keeps the schedules it has', async () => {
    const time = fakeClock('2026-11-26T21:30:00Z');
    const { url, root } = await setup(time.clock);
    const editor = await signIn(url, 'Nadia');
    await editor.send('/hooks/schedule', { action: 'publish', date: '2026-11-27', at: '05:00' });
    for (const release of ['../../etc/passwd<script>', '2026-01-01T00-00-00-000Z']) {
      await editor.send('/hooks/schedule', {
        action: 'go-live',
        release,
        date: '2026-11-27',
        at: '06:00',
      });
      expect(await editor.page()).toContain(
        'That preview is no longer kept: make a fresh one first.',
      );
    }
    const file = JSON.parse(await readFile(join(root, 'schedule.json'), 'utf8')) as unknown[];
    expect(file).toHaveLength(1);
  });

  it('tells everyone when a scheduled go-live is refused because the back office changed', async () => {
    const time = fakeClock('2026-11-26T21:30:00Z');
    const { url, edit, visitorsSee, notified } = await setup(time.clock);
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    await goLiveAt(editor, release, '04:15');
    await edit(named('Harbourline changed after the preview'));
    time.advanceTo('2026-11-26T22:15:00Z');
    await until(() => expect(notified.at(-1)?.outcome).toBe('failed'));
    expect(notified.at(-1)).toMatchObject({
      advice: expect.stringMatching(
        /^The scheduled go-live did not happen: the back office changed since the preview/,
      ),
    });
    expect(await editor.page()).toContain('The scheduled go-live did not happen');
    expect(await visitorsSee()).toBe('nothing');
  });
});

describe('the preview and its forms, attacked', () => {
  it('lets only a signed-in editor in, once per link, and never lets the preview be cached or indexed', async () => {
    const { url, root } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    const stranger = await fetch(`${url}/hooks/preview/${release}/`, { redirect: 'manual' });
    expect(stranger.status).toBe(401);
    const forged = await fetch(`${url}/hooks/preview/${release}/`, {
      headers: { cookie: '__Host-publish_session=guessed' },
      redirect: 'manual',
    });
    expect(forged.status).toBe(401);

    // Issue 49: HEAD on a preview link was 405.
    const head = await fetch(`${url}/hooks/preview/${release}/`, {
      method: 'HEAD',
      headers: { cookie: editor.cookie },
      redirect: 'manual',
    });
    expect(head.status).toBe(303);
    const { enter, origin, previewCookie, answer } = await openPreview(url, editor.cookie, release);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The preview is another origin than the publish page, whose session never reaches it.
    expect(origin).not.toBe(new URL(url).origin);
    // The bar is added as the page is served; the release's files stay as built.
    expect(await readFile(join(root, 'releases', release, 'index.html'), 'utf8')).toBe(
      '<h1>Harbourline before</h1>',
    );
    // A link into the preview works once; without the pass, or with a guessed one, nothing shows.
    const again = await fetch(enter, { redirect: 'manual' });
    expect(again.status).toBe(403);
    expect(again.headers.get('set-cookie')).toBeNull();
    for (const cookie of ['', 'preview_pass=guessed', `${previewCookie}; ${previewCookie}`]) {
      const refused = await fetch(`${origin}/`, { headers: { cookie } });
      expect(refused.status, cookie).toBe(403);
      const text = await refused.text();
      expect(text).toContain('This is a preview for the content team');
      expect(text).not.toContain('Harbourline');
      expect(refused.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    // Signing out of the publish page ends the preview's pass too.
    expect((await fetch(`${origin}/`, { headers: { cookie: previewCookie } })).status).toBe(200);
    expect((await editor.send('/hooks/sign-out')).status).toBe(303);
    expect((await fetch(`${origin}/`, { headers: { cookie: previewCookie } })).status).toBe(403);
  });

  it('lands on the page asked for, and only on this site', async () => {
    const { url } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    const deep = await openPreview(url, editor.cookie, release, 'page-3');
    expect(await deep.answer.text()).toContain('<p>Harbourline before 3</p>');
    const elsewhere = await fetch(`${url}/hooks/preview/${release}//evil.example/`, {
      headers: { cookie: editor.cookie },
      redirect: 'manual',
    });
    const entered = await fetch(elsewhere.headers.get('location')!, { redirect: 'manual' });
    expect(entered.headers.get('location')).toBe('/');
  });

  it('serves nothing outside the release', async () => {
    const { url } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    for (const path of [
      '/hooks/preview/..%2f..%2fetc/passwd',
      '/hooks/preview/2026-01-01T00-00-00-000Z/',
    ]) {
      const answer = await fetch(`${url}${path}`, {
        headers: { cookie: editor.cookie },
        redirect: 'manual',
      });
      expect(answer.status, path).toBe(404);
    }
    const { get } = await openPreview(url, editor.cookie, release);
    for (const path of [
      '/..%2f..%2frelease-records',
      '/%2e%2e/%2e%2e/schedule.json',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
    ]) {
      const answer = await get(path);
      expect([400, 404], path).toContain(answer.status);
      expect(await answer.text(), path).not.toMatch(/"action"|root:/);
    }
  });

  // Found by an attack pass: the release's own headers set cookies and CDN rules on the preview's
  // origin, links inside a release led out of it, and redirects went without no-store.
  it("drops the release's cookies and CDN rules, follows no link out of it, and marks every answer", async () => {
    const { url, root } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    const dir = join(root, 'releases', release);
    await writeFile(
      join(dir, '_headers'),
      '/*\n  Set-Cookie: __Host-publish_session=planted; Path=/; Secure\n  CDN-Cache-Control: public, max-age=31536000\n',
    );
    await mkdir(join(dir, 'about'));
    await writeFile(join(dir, 'about', 'index.html'), '<h1>About</h1>');
    await symlink('/etc/hostname', join(dir, 'leak.txt'));
    await symlink(join(root, 'release-records'), join(dir, 'records'));
    const { get, origin, previewCookie } = await openPreview(url, editor.cookie, release);
    const page = await get('/');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('cdn-cache-control')).toBeNull();
    for (const path of ['/leak.txt', `/records/${release}/record.json`])
      expect((await get(path)).status, path).toBe(404);
    for (const [path, status] of [
      ['/about', 301],
      ['/%00', 400],
      ['/no-such-file.js', 404],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    const posted = await fetch(`${origin}/`, {
      method: 'POST',
      headers: { cookie: previewCookie },
    });
    expect([posted.status, posted.headers.get('cache-control')]).toEqual([
      405,
      'private, no-store',
    ]);
  });

  it('hands out no ticket to a request another origin made, the preview site among them', async () => {
    const { url } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    for (const site of ['same-site', 'cross-site']) {
      const answer = await fetch(`${url}/hooks/preview/${release}/`, {
        headers: { cookie: editor.cookie, 'sec-fetch-site': site },
        redirect: 'manual',
      });
      expect(answer.status, site).toBe(403);
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('refuses go live, restore and schedule without the CSRF token or from another site', async () => {
    const { url, visitorsSee } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    for (const path of ['/hooks/go-live', '/hooks/restore', '/hooks/schedule', '/hooks/preview']) {
      const without = await post(`${url}${path}`, { release }, { cookie: editor.cookie });
      expect(without.status, path).toBe(403);
      const wrong = await post(
        `${url}${path}`,
        { release, csrf: 'x'.repeat(43) },
        { cookie: editor.cookie },
      );
      expect(wrong.status, path).toBe(403);
      const elsewhere = await post(
        `${url}${path}`,
        { release, csrf: editor.csrf },
        { cookie: editor.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(elsewhere.status, path).toBe(403);
      const signedOut = await post(`${url}${path}`, { release, csrf: editor.csrf });
      expect(signedOut.status, path).toBe(401);
    }
    expect(await visitorsSee()).toBe('nothing');
  });
});
