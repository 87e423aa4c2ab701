/**
 * One rebuild: pull into ROOT/snapshot (atomic, previous kept on failure), build into
 * ROOT/build/, move it to ROOT/releases/<timestamp>/, then point ROOT/current at it with one
 * rename of a symlink, so a web server following `current` never sees a half-written site.
 * Keeps the last K. A check (the watch) stops after the pull when the pull's own comparison
 * found nothing changed and a release is live.
 *
 * The change report compares with what is live: ROOT/live-snapshot/ keeps the data (not the
 * media, whose hashes are in the manifest) of the snapshot the live release was built from, so
 * after a failed build the next publish still reports the edits the failed attempt pulled.
 */
import { buildError } from './build-error.ts';
import { spawn } from 'node:child_process';
import {
  access,
  copyFile,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MEDIA_DIR } from '../../../../src/cms/snapshot-files.ts';
import { buildEnv } from '../../settings/build-env.ts';
import type { ChangeSummary } from '../../pull/changes.ts';
import { exists, replaceDirAtomically } from '../../../../src/lib/atomic-dir.ts';
import { pull, type PullOptions } from '../../pull/pull.ts';

export interface ReleaseOptions {
  root: string;
  pull: Omit<PullOptions, 'out'>;
  /** A shell command that builds SNAPSHOT_DIR into SITE_OUT_DIR. */
  buildCommand: string;
  keep: number;
}

export interface Release {
  name: string;
  changes: ChangeSummary;
  /** Its pre-flight report, one finding a line, once the release is recorded (scripts/webhook.ts). */
  preflight?: string[];
}

/** What a run is told: stop (shutdown), build only on a change, and which step it is at. */
export interface RunContext {
  signal?: AbortSignal;
  onlyIfChanged?: boolean;
  onPhase?: (phase: 'pulling' | 'building') => void;
  /** Who asked for it, in the page's words: the editors' names, "the hook", "the watch". */
  by?: string;
}

export const releasesDir = (root: string) => join(root, 'releases');
/** A release's name: its build time, `2026-11-26T21-09-03-120Z`; nothing else names one. */
export const RELEASE_NAME = /^[\dTZ-]+$/;
export const currentLink = (root: string) => join(root, 'current');

/** A build that exited non-zero: the message is short and public, the output is for the log. */
export class BuildFailure extends Error {
  override name = 'BuildFailure';
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

/** The release made live, or null when asked to build only on a change and nothing changed. */
export async function buildRelease(
  options: ReleaseOptions,
  context: RunContext = {},
): Promise<Release | null> {
  const { root } = options;
  const { signal } = context;
  const snapshot = join(root, 'snapshot');
  const live = liveSnapshot(root);
  context.onPhase?.('pulling');
  const report = await pull({
    ...options.pull,
    out: snapshot,
    ...((await exists(live)) ? { baseline: live } : {}),
    ...(signal ? { signal } : {}),
  });
  if (context.onlyIfChanged && !report.changedSincePull && (await exists(currentLink(root))))
    return null;
  context.onPhase?.('building');
  const name = new Date().toISOString().replace(/[:.]/g, '-');
  // Always the same build folder, moved into place afterwards: Astro reuses unchanged pages
  // from its incremental-build cache only when the output folder has not moved (astro:assets
  // puts its path in the code whose hash decides).
  const staging = join(root, 'build');
  await rm(staging, { recursive: true, force: true });
  try {
    await runCommand(
      options.buildCommand,
      { SNAPSHOT_DIR: snapshot, SITE_OUT_DIR: staging },
      signal,
    );
    await access(join(staging, 'index.html')).catch(() => {
      throw new BuildFailure('the build wrote no index.html', `no ${join(staging, 'index.html')}`);
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await mkdir(releasesDir(root), { recursive: true });
  await rename(staging, join(releasesDir(root), name));
  await switchCurrent(root, name);
  await keepLiveSnapshot(snapshot, live);
  await pruneReleases(root, options.keep);
  return { name, changes: report.changes };
}

export const liveSnapshot = (root: string) => join(root, 'live-snapshot');

/** The data of the snapshot now live, for the next publish's change report; swapped in whole. */
export async function keepLiveSnapshot(snapshot: string, live: string): Promise<void> {
  await replaceDirAtomically(live, async (tmp) => {
    const files = (await readdir(snapshot, { recursive: true })).filter(
      (file) => file.endsWith('.json') && !file.startsWith(`${MEDIA_DIR}/`),
    );
    for (const file of files) {
      await mkdir(dirname(join(tmp, file)), { recursive: true });
      await copyFile(join(snapshot, file), join(tmp, file));
    }
  });
}

/** The releases that have been live, newest last, the last MAX_BEEN_LIVE of them. */
const beenLiveFile = (root: string) => join(root, 'been-live.json');
const MAX_BEEN_LIVE = 100;

/** Null where no release went live since this list was kept: each is then taken to have been. */
export async function beenLive(root: string): Promise<string[] | null> {
  try {
    const list: unknown = JSON.parse(await readFile(beenLiveFile(root), 'utf8'));
    return Array.isArray(list) ? list.filter((name) => typeof name === 'string') : null;
  } catch {
    return null;
  }
}

export async function switchCurrent(root: string, name: string): Promise<void> {
  const temporary = `${currentLink(root)}.next-${process.pid}`;
  await rm(temporary, { force: true });
  await symlink(join('releases', name), temporary);
  await rename(temporary, currentLink(root));
  const list = [...((await beenLive(root)) ?? []).filter((kept) => kept !== name), name];
  await writeFile(`${beenLiveFile(root)}.next`, JSON.stringify(list.slice(-MAX_BEEN_LIVE)));
  await rename(`${beenLiveFile(root)}.next`, beenLiveFile(root));
}

/**
 * Keeps the live release and the `keep` - 1 newest before it that have been live (what Restore
 * offers), and the `keep` newest previews not live yet; previews never crowd out a release to
 * go back to. A preview older than the live release that never went live is gone.
 */
export async function pruneReleases(root: string, keep: number): Promise<void> {
  const live = (await readlink(currentLink(root)).catch(() => '')).split('/').pop() ?? '';
  const names = (await readdir(releasesDir(root))).sort();
  const history = await beenLive(root);
  const wasLive = (name: string) => name === live || history === null || history.includes(name);
  const kept = new Set([
    live,
    ...names.filter(wasLive).slice(-keep),
    ...names.filter((name) => !wasLive(name) && name > live).slice(-keep),
  ]);
  await Promise.all(
    names
      .filter((name) => !kept.has(name))
      .map((name) => rm(join(releasesDir(root), name), { recursive: true, force: true })),
  );
}

/** How long a stopped build may take to exit before it is killed outright. */
const KILL_AFTER_MS = 5_000;

/**
 * Runs a build command in a process group of its own, so that stopping it (the signal) ends
 * the shell, the build and every worker it started. A failure carries the last lines printed.
 */
export function runCommand(
  command: string,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted)
      return reject(new BuildFailure('build not started: the endpoint is shutting down', ''));
    const child = spawn(command, {
      shell: true,
      detached: true,
      env: buildEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // Enough of the end for the error above a long stack trace.
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-32_000));
    const group = (name: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // The group has already exited.
      }
    };
    let killer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      group('SIGTERM');
      killer = setTimeout(() => group('SIGKILL'), KILL_AFTER_MS);
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      signal?.removeEventListener('abort', stop);
      const tail = buildError(output);
      if (signal?.aborted)
        reject(new BuildFailure('build stopped: the endpoint is shutting down', tail));
      else if (code === 0) resolve();
      else reject(new BuildFailure(`build failed (exit ${code})`, tail));
    });
  });
}
