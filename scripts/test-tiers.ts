/**
 * npm run test:tiers: vitest's unit and integration tiers with coverage (thresholds in
 * vitest.config.ts), then the browser tier, in a temp directory of their own (TMPDIR), which
 * must be empty when they end: whatever a test leaves there fails the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from './lib/cli/main.ts';

const TIERS = [
  ['unit and integration', ['node_modules/vitest/vitest.mjs', 'run', '--coverage']],
  ['browser', ['node_modules/@playwright/test/cli.js', 'test']],
] as const;

runMain(async () => {
  const temp = await mkdtemp(join(tmpdir(), 'group-website-tests-'));
  try {
    for (const [tier, args] of TIERS) {
      const started = performance.now();
      const { status } = spawnSync(process.execPath, args, {
        stdio: 'inherit',
        env: { ...process.env, TMPDIR: temp },
      });
      console.log(`${tier}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
      if (status !== 0) throw new Error(`${tier} failed`);
    }
    const left = await readdir(temp);
    if (left.length > 0)
      throw new Error(
        `the tests left ${left.length} entries in the temp directory: ${left.join(', ')}`,
      );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}, 'tests');
