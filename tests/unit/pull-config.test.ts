import { describe, expect, it } from 'vitest';
import { pullConfig } from '../../scripts/lib/pull/pull-config.ts';

const env = (extra: Record<string, string> = {}) => ({ CMS_API_URL: 'https://cms.example.org', ...extra });

describe('pull configuration', () => {
  it('rechecks media files a day after the CMS confirmed them unless told otherwise', () => {
    expect(pullConfig(env(), { out: 'snapshot' }).mediaRecheckHours).toBe(24);
    expect(pullConfig(env({ CMS_PULL_MEDIA_RECHECK_HOURS: '0' }), { out: 'snapshot' }).mediaRecheckHours).toBe(0);
    expect(pullConfig(env({ CMS_PULL_MEDIA_RECHECK_HOURS: '6' }), { out: 'snapshot' }).mediaRecheckHours).toBe(6);
  });

  it('refuses a recheck window that is not a whole number of hours, naming the variable', () => {
    expect(() => pullConfig(env({ CMS_PULL_MEDIA_RECHECK_HOURS: 'daily' }), { out: 'snapshot' })).toThrow(
      'CMS_PULL_MEDIA_RECHECK_HOURS must be a whole number, got "daily"',
    );
  });
});
