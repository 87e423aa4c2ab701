import { defineConfig } from 'vitest/config';

/**
 * Two tiers. `unit`: pure tests, in parallel, in seconds. `integration`: tests that build a
 * site or start a server (the pull against the reference CMS, the webhook, real Astro builds),
 * one file at a time, since builds share the project's content and image cache.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Real servers and builds on a shared 2-core machine: room, never a timing assertion.
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
