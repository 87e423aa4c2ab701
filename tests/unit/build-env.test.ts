import { afterEach, describe, expect, it } from 'vitest';
import { buildEnv } from '../../scripts/lib/build-env.ts';

describe('the production build environment', () => {
  afterEach(() => {
    delete process.env.MALLOC_ARENA_MAX;
  });

  it("caps glibc's arenas, keeps this process's environment and adds the build's own settings", () => {
    const env = buildEnv({ SITE_OUT_DIR: '/tmp/out' });
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: '2', SITE_OUT_DIR: '/tmp/out', PATH: process.env.PATH });
  });

  it("lets an operator's own value win", () => {
    process.env.MALLOC_ARENA_MAX = '4';
    expect(buildEnv().MALLOC_ARENA_MAX).toBe('4');
  });
});
