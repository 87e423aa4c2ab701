/**
 * What the publisher remembers of each kept release, beside it and out of what visitors are
 * served: when it was built, who asked (the signed-in editor, the hook or the watch), what it
 * changed, the digest of the back office's data it was built from, its pre-flight report, and
 * a copy of that data (not the media), so going live with it or restoring it leaves the change
 * report comparing with what is then live.
 *
 * ROOT/release-records/<release>/record.json and …/snapshot/, each folder swapped in whole.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ChangeSummary } from '../../pull/changes.ts';
import { loadManifest, MEDIA_DIR } from '../../../../src/cms/snapshot-files.ts';
import { replaceDirAtomically } from '../../../../src/lib/atomic-dir.ts';
import type { Finding } from '../../preflight/finding.ts';
import type { RowChanges } from '../../preflight/row-changes.ts';
import type { ChangedPages } from './changed-pages.ts';
import { beenLive, currentLink, releasesDir } from './releases.ts';

export interface ReleaseRecord {
  name: string;
  builtAt: string;
  /** Who asked for it, in the page's words: the editor's name, "the hook", "the watch". */
  by: string;
  changes: ChangeSummary;
  /** The digest of the snapshot it was built from (snapshotDigest). */
  digest: string;
  findings: Finding[];
  /** What changed against the release live when it was built, row by row (absent in older records). */
  rows?: RowChanges;
  /** The pages that differ from the release live when it was built (a preview's; none for a direct publish). */
  pages?: ChangedPages;
}

export interface KeptRelease {
  name: string;
  live: boolean;
  /** Whether it has been live, now or before (a release restored away from is no preview). */
  beenLive: boolean;
  /** Null for a release kept from before records were written. */
  record: ReleaseRecord | null;
}

export const recordsDir = (root: string) => join(root, 'release-records');
const recordDir = (root: string, name: string) => join(recordsDir(root), name);
export const recordedSnapshot = (root: string, name: string) =>
  join(recordDir(root, name), 'snapshot');

/** One digest of a snapshot's data and media, from its manifest: equal digests, equal sites. */
export async function snapshotDigest(dir: string): Promise<string> {
  const { files } = await loadManifest(dir);
  const lines = Object.entries(files)
    .map(([path, { sha256 }]) => `${path}\t${sha256}`)
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** Writes a release's record and a copy of its snapshot's data, in one swap. */
export async function writeRecord(
  root: string,
  record: ReleaseRecord,
  snapshot: string,
): Promise<void> {
  await replaceDirAtomically(recordDir(root, record.name), async (tmp) => {
    const files = (await readdir(snapshot, { recursive: true })).filter(
      (file) => file.endsWith('.json') && !file.startsWith(`${MEDIA_DIR}/`),
    );
    for (const file of files) {
      await mkdir(dirname(join(tmp, 'snapshot', file)), { recursive: true });
      await copyFile(join(snapshot, file), join(tmp, 'snapshot', file));
    }
    await writeFile(join(tmp, 'record.json'), JSON.stringify(record, null, 2));
  });
}

export async function readRecord(root: string, name: string): Promise<ReleaseRecord | null> {
  try {
    return JSON.parse(
      await readFile(join(recordDir(root, name), 'record.json'), 'utf8'),
    ) as ReleaseRecord;
  } catch {
    return null;
  }
}

/** The release visitors see now, or null before the first. */
export async function liveRelease(root: string): Promise<string | null> {
  const target = await readlink(currentLink(root)).catch(() => null);
  return target === null ? null : (target.split('/').pop() ?? null);
}

/** The kept releases, newest first, each with its record. */
export async function keptReleases(root: string): Promise<KeptRelease[]> {
  const names = (await readdir(releasesDir(root)).catch(() => [] as string[])).sort().reverse();
  const [live, history] = await Promise.all([liveRelease(root), beenLive(root)]);
  return Promise.all(
    names.map(async (name) => ({
      name,
      live: name === live,
      beenLive: name === live || (history?.includes(name) ?? false),
      record: await readRecord(root, name),
    })),
  );
}

/** Removes the records of releases no longer kept. */
export async function pruneRecords(root: string): Promise<void> {
  const kept = new Set(await readdir(releasesDir(root)).catch(() => [] as string[]));
  const records = await readdir(recordsDir(root)).catch(() => [] as string[]);
  await Promise.all(
    records
      .filter((name) => !kept.has(name) && !name.startsWith('.'))
      .map((name) => rm(recordDir(root, name), { recursive: true, force: true })),
  );
}

/** A release name as a time visitors' clocks read: `2026-11-26T21-09-03-120Z` → Date. */
export const releaseTime = (name: string): Date =>
  new Date(name.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d+)Z$/, 'T$1:$2:$3.$4Z'));
