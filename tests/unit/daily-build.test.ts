import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import dailyBuild, { config } from '../../netlify/functions/daily-build.mts';

const HOOK = 'https://api.netlify.com/build_hooks/secret-hook-id';

describe("Netlify's daily build", () => {
  const calls: string[] = [];
  let answer: () => Promise<Response>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    calls.length = 0;
    answer = async () => new Response('', { status: 200 });
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return answer();
    });
    vi.stubEnv('NETLIFY_BUILD_HOOK', HOOK);
    vi.stubEnv('SITE_TIME_ZONE', '');
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('runs every hour and calls the build hook once a day, in the first hour of the group’s day', async () => {
    expect(config.schedule).toBe('@hourly');
    const started: string[] = [];
    // Two days of hourly runs in UTC: Dhaka's midnight is 18:00 UTC.
    for (let hour = 0; hour < 48; hour += 1) {
      vi.setSystemTime(Date.UTC(2026, 10, 28, hour, 0, 5));
      const response = await dailyBuild();
      if (response.status === 202) started.push(new Date().toISOString());
    }
    expect(started).toEqual(['2026-11-28T18:00:05.000Z', '2026-11-29T18:00:05.000Z']);
    expect(calls).toEqual([HOOK, HOOK]);
  });

  it('follows SITE_TIME_ZONE, half-hour offsets included', async () => {
    vi.stubEnv('SITE_TIME_ZONE', 'Asia/Kolkata');
    const started: number[] = [];
    for (let hour = 0; hour < 24; hour += 1) {
      vi.setSystemTime(Date.UTC(2026, 10, 28, hour, 0, 5));
      if ((await dailyBuild()).status === 202) started.push(hour);
    }
    // 19:00 UTC is 00:30 in India.
    expect(started).toEqual([19]);
  });

  it('does nothing without a hook, and says why once per run', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK', '');
    const log = vi.mocked(console.log);
    vi.setSystemTime(Date.UTC(2026, 10, 28, 18, 0, 5));
    expect((await dailyBuild()).status).toBe(204);
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      'daily build: NETLIFY_BUILD_HOOK is not set, so no daily build is started',
    );
  });

  it('reports a refused or failed call without the hook’s secret address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.setSystemTime(Date.UTC(2026, 10, 28, 18, 0, 5));
    answer = async () => new Response('', { status: 404 });
    expect((await dailyBuild()).status).toBe(502);
    answer = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await dailyBuild()).status).toBe(502);
    vi.stubEnv('NETLIFY_BUILD_HOOK', 'http://api.netlify.com/build_hooks/secret-hook-id');
    expect((await dailyBuild()).status).toBe(500);
    const logged = errors.mock.calls.flat().join('\n');
    expect(logged).toContain('the build hook did not take the call (404)');
    expect(logged).toContain('the build hook did not take the call (no answer)');
    expect(logged).toContain('NETLIFY_BUILD_HOOK must be an https:// URL');
    expect(logged).not.toContain('secret-hook-id');
  });
});
