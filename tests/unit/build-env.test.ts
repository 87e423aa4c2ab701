import { describe, expect, it } from 'vitest';
import { buildEnv } from '../../scripts/lib/settings/build-env.ts';

describe('the production build environment', () => {
  it("caps glibc's arenas, keeps this process's environment and adds the build's own settings", () => {
    expect(buildEnv({ SITE_OUT_DIR: '/tmp/out' }, { PATH: '/usr/bin' })).toEqual({
      MALLOC_ARENA_MAX: '2',
      SITE_OUT_DIR: '/tmp/out',
      PATH: '/usr/bin',
    });
  });

  it("lets an operator's own value win", () => {
    expect(buildEnv({}, { MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
