/**
 * Preview, go live, restore and publish at a time from the publish page, over real HTTP with
 * the reference CMS and the stand-in build; and the attacks on them: a preview without the
 * session, forms without their CSRF token or from another site, a path out of the release.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePasswordHash, type PasswordHash } from '../../scripts/lib/webhook/password.ts';
import type { Clock } from '../../scripts/lib/webhook/publish-schedule.ts';
import { currentLink } from '../../scripts/lib/webhook/releases.ts';
import { startWebhook } from '../../scripts/lib/webhook/server.ts';
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

async function setup(clock?: Clock) {
  const source = await writeInventedSnapshot(named('Harbourline before'), preflightMedia());
  const cms = await startCms({ snapshotDir: source });
  cleanup.push(() => cms.close());
  const root = await scratch('preview-page-');
  const { out: _out, ...pull } = pullOptions(cms.url, '');
  const desk = { root, pull, buildCommand: STAND_IN, keep: 4 };
  /** Direct publishes asked of the publisher (a scheduled fresh publish is one). */
  const publishes: number[] = [];
  const webhook = await startWebhook({
    secret: SECRET,
    debounceMs: 50,
    log: () => {},
    site: 'www.harbourline.example',
    passwordHash,
    desk,
    ...(clock ? { clock } : {}),
    rebuild: () => {
      publishes.push(Date.now());
      return Promise.resolve(null);
    },
  });
  cleanup.push(() => webhook.close());
  const edit = async (snapshot: Snapshot) => {
    await saveInBackOffice(source, snapshot);
    await cms.reload();
  };
  const visitorsSee = () =>
    readFile(join(currentLink(root), 'index.html'), 'utf8').catch(() => 'nothing');
  return { url: webhook.url, root, edit, visitorsSee, publishes };
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

describe('preview, go live and restore from the publish page', () => {
  it('shows the edit in the preview while visitors see the live site, then goes live and restores', async () => {
    const { url, edit, visitorsSee } = await setup();
    const editor = await signIn(url, 'Nadia');
    const first = await previewed(editor);
    expect(await editor.page()).toContain(
      'Sister concerns › “Harbourline Freight” (Description): visitors read a writing assistant',
    );
    expect((await editor.send('/hooks/go-live', { release: first })).status).toBe(303);
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');

    await edit(named('Harbourline after'));
    const second = await previewed(editor);
    const preview = await fetch(`${url}/hooks/preview/${second}/`, {
      headers: { cookie: editor.cookie },
    });
    expect(await preview.text()).toBe('<h1>Harbourline after</h1>');
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');

    await editor.send('/hooks/go-live', { release: second });
    expect(await visitorsSee()).toBe('<h1>Harbourline after</h1>');
    const page = await editor.page();
    expect(page).toMatch(/Live now<\/span><\/p><p class="event-detail">general settings changed/);
    expect(page).toContain(' · Nadia');

    await editor.send('/hooks/restore', { release: first });
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');
    expect(await editor.page()).toContain('restored: the website shows it now');
    const status = await fetch(`${url}/hooks/status`);
    expect(((await status.json()) as { live: string }).live).toBe(first);
    const statusPage = await fetch(`${url}/hooks/status`, { headers: { accept: 'text/html' } });
    expect(await statusPage.text()).toContain(`Live release: ${first}.`);
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
    await editor.send('/hooks/schedule', { action: 'go-live', release, at: '22:15' });
    expect(await editor.page()).toContain('Scheduled: go live with the preview at');
    time.advanceTo('2026-11-26T22:14:00Z');
    expect(await visitorsSee()).toBe('nothing');
    time.advanceTo('2026-11-26T22:15:00Z');
    await until(async () => expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>'));

    await until(async () =>
      expect(await editor.page()).toContain('is live: the website shows it now'),
    );

    await editor.send('/hooks/schedule', { action: 'publish', at: '23:00' });
    expect(await editor.page()).toContain('Scheduled: a fresh publish at');
    await editor.send('/hooks/schedule/cancel');
    expect(await editor.page()).toContain('The scheduled publish is cancelled.');
    time.advanceTo('2026-11-26T23:30:00Z');
    expect(publishes).toHaveLength(0);
  });
});

describe('the preview and its forms, attacked', () => {
  it('refuses the preview without the session, and never lets it be cached or indexed', async () => {
    const { url } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    const stranger = await fetch(`${url}/hooks/preview/${release}/`, { redirect: 'manual' });
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain('Harbourline before');
    const forged = await fetch(`${url}/hooks/preview/${release}/`, {
      headers: { cookie: 'publish_session=guessed' },
    });
    expect(forged.status).toBe(401);

    const seen = await fetch(`${url}/hooks/preview/${release}/`, {
      headers: { cookie: editor.cookie },
    });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(seen.headers.get('content-security-policy')).toMatch(/^sandbox /);
  });

  it('serves nothing outside the release', async () => {
    const { url } = await setup();
    const editor = await signIn(url, 'Nadia');
    const release = await previewed(editor);
    for (const path of [
      `/hooks/preview/${release}/..%2f..%2frelease-records`,
      `/hooks/preview/${release}/%2e%2e/%2e%2e/schedule.json`,
      '/hooks/preview/..%2f..%2fetc/passwd',
      `/hooks/preview/${release}/%E0%A4%A`,
    ]) {
      const answer = await fetch(`${url}${path}`, { headers: { cookie: editor.cookie } });
      expect(answer.status, path).toBe(404);
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
