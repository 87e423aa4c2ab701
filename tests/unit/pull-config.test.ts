import { describe, expect, it } from 'vitest';
import { readEnv, webhookEnv } from '../../scripts/lib/env.ts';
import { pullConfig } from '../../scripts/lib/pull/pull-config.ts';
import { buildSettings } from '../../src/site-config.ts';

const env = (extra: Record<string, string> = {}) => ({
  CMS_API_URL: 'https://cms.example.org',
  ...extra,
});
const pull = (extra: Record<string, string> = {}, flags = {}) =>
  pullConfig(env(extra), { out: 'snapshot', ...flags });

describe('pull configuration', () => {
  it('rechecks media files a day after the CMS confirmed them unless told otherwise; 0 asks every time', () => {
    expect(pull().mediaRecheckHours).toBe(24);
    expect(pull({ CMS_PULL_MEDIA_RECHECK_HOURS: '0' }).mediaRecheckHours).toBe(0);
    expect(pull({ CMS_PULL_MEDIA_RECHECK_HOURS: '6' }).mediaRecheckHours).toBe(6);
  });

  it('refuses a recheck window that is not a whole number of hours, naming the variable', () => {
    expect(() => pull({ CMS_PULL_MEDIA_RECHECK_HOURS: 'daily' })).toThrow(
      'CMS_PULL_MEDIA_RECHECK_HOURS must be a whole number of at least 0, got "daily"',
    );
  });

  it('refuses a timeout of 0, which would fail every request, from the environment or the flag', () => {
    expect(() => pull({ CMS_PULL_TIMEOUT_MS: '0' })).toThrow(
      'CMS_PULL_TIMEOUT_MS must be a whole number of at least 1, got "0"',
    );
    expect(() => pull({}, { timeout: '0' })).toThrow(
      '--timeout must be a whole number of at least 1, got "0"',
    );
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
  it('keeps the live release and one to roll back to, and listens on a real port', () => {
    expect(readEnv(webhookEnv, {}).WEBHOOK_KEEP).toBe(5);
    expect(() => readEnv(webhookEnv, { WEBHOOK_KEEP: '1' })).toThrow(
      'WEBHOOK_KEEP must be a whole number of at least 2, got "1"',
    );
    expect(() => readEnv(webhookEnv, { WEBHOOK_PORT: '70000' })).toThrow(
      'WEBHOOK_PORT must be a whole number from 0 to 65535',
    );
  });
});

describe('build settings', () => {
  it('build the example address into dist/ unless told otherwise', () => {
    expect(buildSettings({})).toEqual({
      site: 'https://www.meridianbridge.example',
      outDir: 'dist',
      cacheDir: undefined,
      contactFormAction: undefined,
      netlify: false,
    });
  });

  it('refuse a site address that is not a web address, naming the variable and not the value', () => {
    expect(() => buildSettings({ SITE_URL: 'ftp://files.example/token-123' })).toThrow(
      /^SITE_URL must be an http\(s\) URL$/,
    );
  });
});
