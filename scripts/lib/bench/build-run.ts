/**
 * One `astro build` as the webhook runs it (production environment, scripts/lib/settings/build-env.ts),
 * timed: its wall time, its peak memory (GNU time, where installed), the pages it rendered and
 * copied, and its phases (phases.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { buildEnv } from '../settings/build-env.ts';
import { pagesOfBuildLog, type BuildPages } from '../built-site/build-log.ts';
import { buildPhases, type AstroTimers, type Phase } from './phases.ts';

const GNU_TIME = '/usr/bin/time';

export interface BuildRun {
  seconds: number;
  peakMiB: number | null;
  pages: BuildPages;
  phases: Phase[];
}

export interface BuildFolders {
  snapshot: string;
  outDir: string;
  cacheDir: string;
}

export async function runBuild({ snapshot, outDir, cacheDir }: BuildFolders): Promise<BuildRun> {
  const timerFile = `${outDir}.astro-timer.json`;
  const astro = ['node_modules/astro/bin/astro.mjs', 'build'];
  const [command, args] = existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', 'peak-kib=%M', process.execPath, ...astro]]
    : [process.execPath, astro];
  const started = performance.now();
  const output = await new Promise<string>((done, fail) => {
    const child = spawn(command, args, {
      env: buildEnv({
        SNAPSHOT_DIR: snapshot,
        SITE_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: cacheDir,
        ASTRO_TIMER_PATH: timerFile,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) =>
      code === 0 ? done(log) : fail(new Error(`build failed: ${log.slice(-2000)}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const timers = JSON.parse(await readFile(timerFile, 'utf8')) as AstroTimers;
  await rm(timerFile);
  const peak = /peak-kib=(\d+)/.exec(output);
  return {
    seconds,
    peakMiB: peak ? Number(peak[1]) / 1024 : null,
    pages: pagesOfBuildLog(output),
    phases: buildPhases(output, timers, seconds),
  };
}
