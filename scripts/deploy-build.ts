/**
 * npm run build:deploy: what Netlify runs (netlify.toml). With CMS_API_URL set it pulls the
 * CMS into the snapshot the build reads (SNAPSHOT_DIR, else snapshot/) first: a failed pull fails the deploy with its one-line reason, builds
 * nothing and leaves the snapshot as it was. Then it builds, and the log ends with what the
 * pull changed, so an editor reading the deploy log sees what their edit did.
 */
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { buildEnv } from './lib/settings/build-env.ts';
import { formatChanges } from './lib/pull/changes.ts';
import { runMain } from './lib/cli/main.ts';
import { deployEnv, readEnv } from './lib/settings/env.ts';
import { pullConfig } from './lib/pull/pull-config.ts';
import { pull } from './lib/pull/pull.ts';
import { pullReportLines } from './lib/pull/pull-report.ts';
import { snapshotDir } from '../src/cms/snapshot-dir.ts';

function astroBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('astro', ['build'], { stdio: 'inherit', shell: true, env: buildEnv() });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with code ${code}`)),
    );
  });
}

runMain(async () => {
  let changes = 'none pulled (CMS_API_URL is not set)';
  if (readEnv(deployEnv).CMS_API_URL) {
    const config = pullConfig(process.env, {});
    const report = await pull({
      ...config,
      onWarning: (message) => console.warn(`pull warning: ${message}`),
    }).catch((error: unknown) => {
      throw new Error(`pull failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    for (const line of pullReportLines(report, config.out)) console.log(line);
    changes = formatChanges(report.changes);
  } else {
    // Said relative to the project, as the variable is usually given: no machine's paths in a build log.
    console.log(
      `build: CMS_API_URL is not set, building ${relative(process.cwd(), snapshotDir())}/`,
    );
  }
  await astroBuild();
  console.log(`deploy: built; changes from the CMS: ${changes}`);
}, 'deploy');
