/**
 * A test that passes only when retried fails the run, in Vitest as in Playwright
 * (tests/reporters/fail-on-flaky.ts): run on a fixture whose one test fails once.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('a flaky test', () => {
  it('fails the vitest run that retried it into a pass, and is named', async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--config',
          'tests/fixtures/flaky/vitest.config.ts',
        ],
        { env: { ...process.env, CI: 'true', NO_COLOR: '1' } },
        (error, stdout, stderr) =>
          resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
      );
    });
    expect(output).toMatch(/1 passed/);
    expect(output).toContain(
      '1 test passed only when retried, which fails the run:\n  passes-on-retry.ts > fails the first time and passes when retried',
    );
    expect(code).toBe(1);
  });
});
