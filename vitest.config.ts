import { defineConfig } from 'vitest/config';
import { FailOnFlaky } from './tests/reporters/fail-on-flaky.ts';

/**
 * Two tiers. `unit`: pure tests, in parallel, in seconds. `integration`: tests that read a built
 * site, build one, start a server or run the pull against the reference CMS, and the static checks
 * over the built sample (tests/static/). Its global setup builds every shared test site once
 * (tests/sites/sites.ts); the files then run in parallel, each build in its own Astro cache.
 */
export default defineConfig({
  test: {
    // No test is retried; one that passed only on a retry (a `retry` option) fails the run.
    reporters: ['default', new FailOnFlaky()],
    // `npm test` measures what the unit and integration tiers run in process; the thresholds
    // are the figures measured when they were set (docs/testing.md), so they can only rise.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
      reportsDirectory: 'node_modules/.cache/coverage',
      reporter: ['text-summary', 'json-summary'],
      // A failing test should not hide the figures.
      reportOnFailure: true,
      thresholds: { statements: 77, branches: 73, functions: 77, lines: 78 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/helpers/scratch-cleanup.ts'],
          // Only ends a hang: a pure test that takes half a second on a quiet machine took ten
          // times that beside a second `npm test`, past Vitest's default of 5 s.
          testTimeout: 20_000,
          // As many as the integration tier: Vitest runs projects of different counts one after the other.
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/static/**/*.test.ts'],
          globalSetup: ['tests/sites/global-setup.ts'],
          // After hooks run last-registered first: the scratch folders go before their temp folder.
          setupFiles: ['tests/sites/worker-setup.ts', 'tests/helpers/scratch-cleanup.ts'],
          // Real servers and builds on a shared 2-core machine: room, never a timing assertion.
          testTimeout: 30_000,
          hookTimeout: 300_000,
          // Three on the 2-core CI machine: these files wait on servers, timers and child builds,
          // and with two a core often sat idle (docs/testing.md).
          maxWorkers: 3,
        },
      },
    ],
  },
});
