import { describe, expect, it } from 'vitest';
import { buildEnv } from '../../scripts/lib/settings/build-env.ts';

describe('the production build environment', () => {
  it("caps glibc's arenas and Node's heap, keeps this process's environment and adds the build's own settings", () => {
    expect(buildEnv({ SITE_OUT_DIR: '/tmp/out' }, { PATH: '/usr/bin' })).toEqual({
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: '--max-old-space-size=768',
      SITE_OUT_DIR: '/tmp/out',
      PATH: '/usr/bin',
    });
  });

  it("lets an operator's own value win", () => {
    expect(buildEnv({}, { MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(buildEnv({}, { NODE_OPTIONS: '--max-old-space-size=2048' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=2048',
    );
  });
});
