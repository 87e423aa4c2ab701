import { describe, expect, it } from 'vitest';
import { readEnv, webhookEnv } from '../../scripts/lib/settings/env.ts';
import { pullConfig } from '../../scripts/lib/pull/pull-config.ts';
import { snapshotDir } from '../../src/cms/snapshot-dir.ts';
import { dayIn } from '../../src/lib/days.ts';
import { buildSettings } from '../../src/site-config.ts';

const env = (extra: Record<string, string> = {}) => ({
  CMS_API_URL: 'https://cms.example.org',
  ...extra,
});
const pull = (extra: Record<string, string> = {}, flags = {}) =>
  pullConfig(env(extra), { out: 'snapshot', ...flags });

const SECRET = 'x'.repeat(32);
const webhook = (extra: Record<string, string> = {}) =>
  readEnv(webhookEnv, { REBUILD_SECRET: SECRET, ...extra });
const catchOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('pull configuration', () => {
  it('pulls into SNAPSHOT_DIR, the snapshot the build reads, else snapshot/; --out wins over both', () => {
    expect(pullConfig(env({ SNAPSHOT_DIR: '/srv/site/snapshot' }), {}).out).toBe(
      '/srv/site/snapshot',
    );
    expect(pullConfig(env(), {}).out).toBe(snapshotDir({}));
    expect(pullConfig(env({ SNAPSHOT_DIR: '/srv/site/snapshot' }), { out: 'mine' }).out).toBe(
      'mine',
    );
  });

  it('rechecks media files a day after the CMS confirmed them unless told otherwise; 0 asks every time', () => {
    expect(pull().mediaRecheckHours).toBe(24);
    expect(pull({ CMS_PULL_MEDIA_RECHECK_HOURS: '0' }).mediaRecheckHours).toBe(0);
    expect(pull({ CMS_PULL_MEDIA_RECHECK_HOURS: '6' }).mediaRecheckHours).toBe(6);
  });

  it('refuses a recheck window that is not a whole number of hours, naming the variable', () => {
    expect(() => pull({ CMS_PULL_MEDIA_RECHECK_HOURS: 'daily' })).toThrow(
      'CMS_PULL_MEDIA_RECHECK_HOURS must be a whole number from 0 to 596, got "daily"',
    );
  });

  it('refuses a timeout of 0, which would fail every request, from the environment or the flag', () => {
    expect(() => pull({ CMS_PULL_TIMEOUT_MS: '0' })).toThrow(
      'CMS_PULL_TIMEOUT_MS must be a whole number from 1 to 2147483647, got "0"',
    );
    expect(() => pull({}, { timeout: '0' })).toThrow(
      '--timeout must be a whole number from 1 to 2147483647, got "0"',
    );
  });

  // Issue 49: `0x10` was read as 16.
  it('reads a number in decimal digits only', () => {
    for (const written of ['0x10', '1e3', '0b1', '1.0', '+5', '-0'])
      expect(() => pull({ CMS_PULL_TIMEOUT_MS: written }), written).toThrow(
        `CMS_PULL_TIMEOUT_MS must be a whole number from 1 to 2147483647, got "${written}"`,
      );
    expect(pull({ CMS_PULL_TIMEOUT_MS: ' 1500 ' }).timeoutMs).toBe(1500);
  });

  it('takes an empty variable as unset, and allows no retries at all', () => {
    expect(pull({ CMS_PULL_RETRIES: '' }).retries).toBe(3);
    expect(pull({ CMS_PULL_RETRIES: '0' }).retries).toBe(0);
    expect(() => pull({ CMS_PULL_CONCURRENCY: '0' })).toThrow(
      'CMS_PULL_CONCURRENCY must be a whole number of at least 1',
    );
  });

  it('refuses a back office address with a password without repeating it', () => {
    const refusal = () =>
      pullConfig({ CMS_API_URL: 'https://editor:hunter2@cms.example.org' }, { out: 'snapshot' });
    expect(refusal).toThrow('CMS_API_URL must not contain credentials');
    expect(refusal).not.toThrow(/hunter2/);
    expect(() => pullConfig({ CMS_API_URL: 'ftp://cms.example.org' }, { out: 'snapshot' })).toThrow(
      'CMS_API_URL must be an http(s) URL',
    );
  });
});

describe('webhook configuration', () => {
  it('refuses to start without a rebuild secret, or with one short enough to guess, never echoing it', () => {
    expect(() => readEnv(webhookEnv, {})).toThrow(/^REBUILD_SECRET is not set/);
    expect(() => readEnv(webhookEnv, { REBUILD_SECRET: '   ' })).toThrow(
      /^REBUILD_SECRET is not set/,
    );
    const short = () => readEnv(webhookEnv, { REBUILD_SECRET: 'hunter2-hunter2' });
    expect(short).toThrow('REBUILD_SECRET must be at least 32 characters');
    expect(short).not.toThrow(/hunter2/);
    // A secret is kept byte for byte: the hook's sender signs with the one it was given.
    expect(webhook({ REBUILD_SECRET: ` ${SECRET} ` }).REBUILD_SECRET).toBe(` ${SECRET} `);
  });

  it("schedules in the group's time zone, Dhaka's unless told, and refuses one that is none", () => {
    expect(webhook().SITE_TIME_ZONE).toBe('Asia/Dhaka');
    expect(webhook({ SITE_TIME_ZONE: ' Europe/Berlin ' }).SITE_TIME_ZONE).toBe('Europe/Berlin');
    expect(() => webhook({ SITE_TIME_ZONE: 'Dhaka+6' })).toThrow(
      'SITE_TIME_ZONE is not a time zone such as Asia/Dhaka',
    );
  });

  it('keeps the live release and one to roll back to, and listens on a real port', () => {
    expect(webhook().WEBHOOK_KEEP).toBe(5);
    expect(() => webhook({ WEBHOOK_KEEP: '1' })).toThrow(
      'WEBHOOK_KEEP must be a whole number of at least 2, got "1"',
    );
    expect(() => webhook({ WEBHOOK_PORT: '70000' })).toThrow(
      'WEBHOOK_PORT must be a whole number from 0 to 65535',
    );
  });

  // Issue 33 B11: 35,792 minutes overflowed Node's timer to 1 ms, and the watch pulled back to back.
  it('refuses at start any duration one timer cannot hold, in one line naming the variable', () => {
    expect(webhook({ WEBHOOK_WATCH_MINUTES: '35791' }).WEBHOOK_WATCH_MINUTES).toBe(35_791);
    expect(() => webhook({ WEBHOOK_WATCH_MINUTES: '35792' })).toThrow(
      'WEBHOOK_WATCH_MINUTES must be a whole number from 0 to 35791, got "35792"',
    );
    expect(() => webhook({ WEBHOOK_DEBOUNCE_MS: String(2 ** 31) })).toThrow(
      /^WEBHOOK_DEBOUNCE_MS must be a whole number from 0 to 2147483647/,
    );
    // The delay doubles at each retry: the last one must fit a timer too.
    const { retries, retryDelayMs } = pull({
      CMS_PULL_RETRIES: '10',
      CMS_PULL_RETRY_DELAY_MS: '4194303',
    });
    expect(retryDelayMs * 2 ** (retries - 1)).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(() => pull({ CMS_PULL_RETRIES: '11' })).toThrow(/^CMS_PULL_RETRIES must be/);
    expect(() => pull({ CMS_PULL_RETRY_DELAY_MS: '4194304' })).toThrow(
      /^CMS_PULL_RETRY_DELAY_MS must be/,
    );
  });
});

describe('build settings', () => {
  it('build into dist/ unless told otherwise, the address from the snapshot (siteAddress)', () => {
    expect(buildSettings({})).toEqual({
      siteUrl: undefined,
      netlifyUrl: undefined,
      outDir: 'dist',
      cacheDir: undefined,
      contactFormAction: undefined,
      netlify: false,
      templatePages: undefined,
      // Today in Dhaka (dayIn, below): compared as a shape, so midnight cannot fall between the two reads.
      buildDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeZone: 'Asia/Dhaka',
    });
  });

  // Issue 50: the build's day was UTC's, and no test could build for another day.
  it("build for the group's day, or the day SITE_BUILD_DATE names", () => {
    expect(buildSettings({ SITE_BUILD_DATE: '2026-12-16' }).buildDay).toBe('2026-12-16');
    // 20:00 UTC on 28 November is 02:00 on the 29th in Dhaka.
    expect(dayIn('Asia/Dhaka', Date.parse('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
    expect(dayIn('Europe/Berlin', Date.parse('2026-11-28T20:00:00Z'))).toBe('2026-11-28');
    for (const day of ['2026-02-30', '16/12/2026', 'tomorrow'])
      expect(() => buildSettings({ SITE_BUILD_DATE: day }), day).toThrow(
        /^SITE_BUILD_DATE is not a day written YYYY-MM-DD$/,
      );
  });

  it('refuse a site address that is not a web address, naming the variable and not the value', () => {
    expect(() => buildSettings({ SITE_URL: 'ftp://files.example/token-123' })).toThrow(
      /^SITE_URL must be an http\(s\) URL$/,
    );
  });

  it('check SITE_URL by the same rule in the build and in the publisher', () => {
    for (const url of ['https://user:token@www.example.org', 'ftp://www.example.org', 'www']) {
      const build = () => buildSettings({ SITE_URL: url });
      const publisher = () => webhook({ SITE_URL: url });
      expect(build).toThrow(/^SITE_URL /);
      expect(publisher).toThrow(/^SITE_URL /);
      expect(String(catchOf(build))).toBe(
        String(catchOf(publisher)).replace('UsageError', 'Error'),
      );
    }
    expect(buildSettings({ SITE_URL: ' https://www.example.org ' }).siteUrl).toBe(
      webhook({ SITE_URL: ' https://www.example.org ' }).SITE_URL,
    );
  });
});
