/**
 * npm run test:tiers: vitest's unit and integration tiers with coverage (thresholds in
 * vitest.config.ts), then the browser tier, in a temp directory of their own (TMPDIR), which
 * must hold nothing but tools' caches when they end. One after the other: side by side on two
 * cores, each slowed the other more than their idle time gave (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runMain } from './lib/cli/main.ts';

const TIERS = [
  ['unit and integration', ['node_modules/vitest/vitest.mjs', 'run', '--coverage']],
  ['browser', ['node_modules/@playwright/test/cli.js', 'test']],
] as const;

/** Caches Node and Playwright keep in the temp directory on purpose, not a test's leftovers. */
const TOOL_CACHES = /^(node-compile-cache|playwright-transform-cache-\d+)$/;

function runTier(tier: string, args: readonly string[], temp: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      stdio: 'inherit',
      // One run id for both tiers: a test site the first built is read, not made again, by the second.
      env: { ...process.env, TMPDIR: temp, TEST_RUN_ID: basename(temp) },
    });
    child.on('close', (code) => {
      console.log(`${tier}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
      done(code === 0);
    });
  });
}

runMain(async () => {
  const temp = await mkdtemp(join(tmpdir(), 'group-website-tests-'));
  try {
    for (const [tier, args] of TIERS)
      if (!(await runTier(tier, args, temp))) throw new Error(`${tier} failed`);
    const left = (await readdir(temp)).filter((name) => !TOOL_CACHES.test(name));
    if (left.length > 0)
      throw new Error(
        `the tests left ${left.length} entries in the temp directory: ${left.join(', ')}`,
      );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}, 'tests');
