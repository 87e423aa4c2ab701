/**
 * Look first, then go live: a preview pulls and builds the next release into a kept folder of
 * its own (ROOT/preview-snapshot, ROOT/preview-build, then ROOT/releases/<name>) without
 * touching `current`, so visitors see nothing of it; going live points `current` at exactly
 * that build with one rename, no rebuild, unless the back office changed since; restoring does
 * the same for any kept release. Each records who asked, what changed (row by row) and its
 * pre-flight report.
 */
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Snapshot } from '../../../../src/cms/schema.ts';
import { loadManifest, loadSnapshot } from '../../../../src/cms/snapshot-files.ts';
import { exists } from '../../../../src/lib/atomic-dir.ts';
import { pull } from '../../pull/pull.ts';
import type { Finding } from '../../preflight/finding.ts';
import type { BuiltPage } from '../../preflight/kinds/page-accessibility.ts';
import { preflight } from '../../preflight/preflight.ts';
import { rowChanges, type RowChanges } from '../../preflight/row-changes.ts';
import { builtPaths } from '../../preflight/site-paths.ts';
import {
  keepLiveSnapshot,
  liveSnapshot,
  pruneReleases,
  RELEASE_NAME,
  releasesDir,
  runCommand,
  switchCurrent,
  BuildFailure,
  type Release,
  type ReleaseOptions,
  type RunContext,
} from './releases.ts';
import { builtPages, changedPages } from './changed-pages.ts';
import {
  liveRelease,
  pruneRecords,
  readRecord,
  recordedSnapshot,
  snapshotDigest,
  writeRecord,
  type ReleaseRecord,
} from './release-records.ts';

export interface DeskOptions extends ReleaseOptions {
  /** The website's public address, for telling its own links in editors' HTML. */
  siteUrl?: string;
  /** Told as each of the desk's pulls starts (the log's warnings are said once a pull: said-once.ts). */
  onPull?: () => void;
}

/** Go live refused: the back office changed since the preview, which is no longer what it would publish. */
export class StalePreview extends Error {
  override name = 'StalePreview';
}

/** Asked for a release that is not kept (pruned, or never built). */
export class UnknownRelease extends Error {
  override name = 'UnknownRelease';
}

const previewSnapshot = (root: string) => join(root, 'preview-snapshot');
const releaseName = () => new Date().toISOString().replace(/[:.]/g, '-');

export async function liveData(root: string): Promise<Snapshot | null> {
  const live = liveSnapshot(root);
  return (await exists(live)) ? loadSnapshot(live).catch(() => null) : null;
}

/** Pulls into the preview's own snapshot, compared with what is live. */
async function pullPreview(options: DeskOptions, signal?: AbortSignal) {
  options.onPull?.();
  const live = liveSnapshot(options.root);
  return pull({
    ...options.pull,
    out: previewSnapshot(options.root),
    ...((await exists(live)) ? { baseline: live } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** What a snapshot built into `release` changes against what is live, row by row, and its pre-flight report. */
async function lookAt(
  options: DeskOptions,
  snapshot: string,
  release: string,
  live: Snapshot | null,
  pages: BuiltPage[] = [],
): Promise<{ rows: RowChanges; findings: Finding[] }> {
  const [data, { leftOut }] = await Promise.all([loadSnapshot(snapshot), loadManifest(snapshot)]);
  const findings = preflight({
    snapshot: data,
    live,
    leftOut,
    pages,
    sitePaths: await builtPaths(join(releasesDir(options.root), release)),
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    backOffice: [options.pull.apiUrl, options.pull.mediaUrl],
  });
  return { rows: rowChanges(live, data), findings };
}

/** Pulls and builds the next release beside the live one; visitors see nothing of it. */
export async function previewRelease(
  options: DeskOptions,
  by: string,
  context: RunContext = {},
): Promise<ReleaseRecord> {
  const { root } = options;
  context.onPhase?.('pulling');
  const report = await pullPreview(options, context.signal);
  context.onPhase?.('building');
  const staging = join(root, 'preview-build');
  await rm(staging, { recursive: true, force: true });
  try {
    await runCommand(
      options.buildCommand,
      { SNAPSHOT_DIR: previewSnapshot(root), SITE_OUT_DIR: staging },
      context.signal,
    );
    await access(join(staging, 'index.html')).catch(() => {
      throw new BuildFailure('the build wrote no index.html', `no ${join(staging, 'index.html')}`);
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const name = releaseName();
  await mkdir(releasesDir(root), { recursive: true });
  await rename(staging, join(releasesDir(root), name));
  const live = await liveRelease(root);
  const pages = await changedPages(
    join(releasesDir(root), name),
    live ? join(releasesDir(root), live) : null,
  );
  const record: ReleaseRecord = {
    name,
    builtAt: new Date().toISOString(),
    by,
    changes: report.changes,
    digest: await snapshotDigest(previewSnapshot(root)),
    ...(await lookAt(
      options,
      previewSnapshot(root),
      name,
      await liveData(root),
      await builtPages(join(releasesDir(root), name), pages),
    )),
    pages,
  };
  await writeRecord(root, record, previewSnapshot(root));
  await pruneReleases(root, options.keep);
  await pruneRecords(root);
  return record;
}

/**
 * Makes a previewed release live as it was built. With `checkBackOffice`, pulls first and
 * refuses (StalePreview) when the back office no longer holds what the preview was built from.
 */
export async function goLive(
  options: DeskOptions,
  name: string,
  checkBackOffice = true,
): Promise<ReleaseRecord> {
  const record = await keptRecord(options.root, name);
  if (checkBackOffice) {
    await pullPreview(options);
    if ((await snapshotDigest(previewSnapshot(options.root))) !== record.digest)
      throw new StalePreview(
        'the back office changed since this preview: make a fresh preview to see the changes first',
      );
  }
  await makeLive(options.root, name);
  return record;
}

/** Makes any kept release live again, in one step. */
export async function restoreRelease(root: string, name: string): Promise<ReleaseRecord> {
  const record = await keptRecord(root, name);
  await makeLive(root, name);
  return record;
}

async function keptRecord(root: string, name: string): Promise<ReleaseRecord> {
  const record = RELEASE_NAME.test(name) ? await readRecord(root, name) : null;
  if (!record || !(await exists(join(releasesDir(root), name))))
    throw new UnknownRelease(`no kept release ${JSON.stringify(name)}`);
  return record;
}

async function makeLive(root: string, name: string): Promise<void> {
  await switchCurrent(root, name);
  await keepLiveSnapshot(recordedSnapshot(root, name), liveSnapshot(root));
}

/** Records a release the hook or the watch published directly, with its report against what was live. */
export async function recordPublished(
  options: DeskOptions,
  release: Release,
  by: string,
  wasLive: Snapshot | null,
): Promise<ReleaseRecord> {
  const snapshot = join(options.root, 'snapshot');
  const record: ReleaseRecord = {
    name: release.name,
    builtAt: new Date().toISOString(),
    by,
    changes: release.changes,
    digest: await snapshotDigest(snapshot),
    ...(await lookAt(options, snapshot, release.name, wasLive)),
  };
  await writeRecord(options.root, record, snapshot);
  await pruneRecords(options.root);
  return record;
}
