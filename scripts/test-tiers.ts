/**
 * npm run test:tiers: vitest's unit and integration tiers with coverage (thresholds in
 * vitest.config.ts) and the browser tier, side by side: each is idle part of the time (servers,
 * timers, a browser waiting on its pages), and the test sites they share are built once
 * (tests/sites/build-site.ts waits for a site another tier is building). They run in a temp
 * directory of their own (TMPDIR), which must hold nothing but tools' caches when they end.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      env: { ...process.env, TMPDIR: temp },
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
    const passed = await Promise.all(TIERS.map(([tier, args]) => runTier(tier, args, temp)));
    const failed = TIERS.filter((_, index) => !passed[index]).map(([tier]) => tier);
    if (failed.length > 0) throw new Error(`${failed.join(' and ')} failed`);
    const left = (await readdir(temp)).filter((name) => !TOOL_CACHES.test(name));
    if (left.length > 0)
      throw new Error(
        `the tests left ${left.length} entries in the temp directory: ${left.join(', ')}`,
      );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}, 'tests');
