/**
 * Writes a snapshot: media files, stable JSON and the manifest hashing every file. The pull,
 * the sample generator and the benchmark all write through here, so every snapshot has one shape.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  MEDIA_DIR,
  SNAPSHOT_FILES,
  menuPageFile,
  tableFile,
} from '../../../src/cms/snapshot-files.ts';
import {
  SNAPSHOT_SCHEMA_VERSION,
  TABLES,
  type Counts,
  type Manifest,
  type ManifestFile,
  type Snapshot,
} from '../../../src/cms/schema.ts';
import { sha256 } from '../../../src/lib/sha256.ts';
import { stableStringify } from '../../../src/cms/stable-json.ts';

/** Writes one media file; returns its manifest entry (keyed `media/{ref}`). */
export async function writeMediaFile(
  dir: string,
  ref: string,
  data: Uint8Array,
): Promise<[string, ManifestFile]> {
  const path = join(dir, mediaFile(ref));
  await ensureParent(path);
  await writeFile(path, data);
  return [mediaFile(ref), { sha256: sha256(data), bytes: data.length }];
}

/** Writes every JSON file but the manifest; returns their manifest entries. */
async function writeSnapshotData(
  dir: string,
  snapshot: Snapshot,
): Promise<Record<string, ManifestFile>> {
  const files: Array<[string, unknown]> = [
    [SNAPSHOT_FILES.settings, snapshot.settings],
    [SNAPSHOT_FILES.sliders, snapshot.sliders],
    [SNAPSHOT_FILES.notices, snapshot.notices],
    [SNAPSHOT_FILES.circulars, snapshot.circulars],
    [SNAPSHOT_FILES.employees, snapshot.employees],
    [SNAPSHOT_FILES.menus, snapshot.menus],
    ...snapshot.pages.map((page): [string, unknown] => [menuPageFile(page.id), page]),
    ...TABLES.map((table): [string, unknown] => [tableFile(table), snapshot.tables[table]]),
  ];
  const entries: Record<string, ManifestFile> = {};
  await mkdir(join(dir, 'menus'), { recursive: true });
  await mkdir(join(dir, 'tables'), { recursive: true });
  for (const [file, data] of files) {
    const text = stableStringify(data);
    await writeFile(join(dir, file), text);
    entries[file] = { sha256: sha256(text), bytes: Buffer.byteLength(text) };
  }
  return entries;
}

function countSnapshot(snapshot: Snapshot, mediaFiles: number): Counts {
  const groups = snapshot.pages.flatMap((page) => page.images);
  return {
    menus: snapshot.pages.length,
    blocks: snapshot.pages.reduce((sum, page) => sum + page.blocks.length, 0),
    imageGroups: groups.length,
    images: groups.reduce((sum, group) => sum + group.files.length, 0),
    notices: snapshot.notices.length,
    circulars: snapshot.circulars.length,
    employees: snapshot.employees.length,
    sliders: snapshot.sliders.length,
    ...Object.fromEntries(TABLES.map((table) => [table, snapshot.tables[table].length])),
    media: mediaFiles,
  };
}

/**
 * Writes the snapshot's JSON and its manifest into `dir`, where its media files already are
 * (`media`: their manifest entries). Returns the manifest.
 */
export async function writeSnapshot(
  dir: string,
  snapshot: Snapshot,
  media: Record<string, ManifestFile>,
  origin: Pick<Manifest, 'source' | 'pulledAt' | 'leftOut'>,
): Promise<Manifest> {
  const manifest: Manifest = {
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    ...origin,
    counts: countSnapshot(snapshot, Object.keys(media).length),
    files: { ...(await writeSnapshotData(dir, snapshot)), ...media },
  };
  await writeFile(join(dir, SNAPSHOT_FILES.manifest), stableStringify(manifest));
  return manifest;
}

export const mediaFile = (ref: string): string => `${MEDIA_DIR}/${ref}`;

export async function ensureParent(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
}
