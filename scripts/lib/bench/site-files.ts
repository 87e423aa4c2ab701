/** The files of a built site, by content, to tell which ones a build changed. */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import pLimit from 'p-limit';
import { sha256 } from '../../../src/lib/sha256.ts';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Each file of the folder (or each `.html` one) with its bytes' digest. */
export async function fileDigests(dir: string, htmlOnly = false): Promise<Map<string, string>> {
  const files = (await filesOf(dir)).filter((file) => !htmlOnly || file.endsWith('.html'));
  const read = pLimit(16);
  const digests = await Promise.all(
    files.map((file) => read(async () => sha256(await readFile(join(dir, file))))),
  );
  return new Map(files.map((file, i) => [file, digests[i]!]));
}

/** The files added, removed or changed between two digests of a site. */
export function changedFiles(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((file) => before.get(file) !== after.get(file)).sort();
}

export async function countFiles(dir: string): Promise<number> {
  return existsSync(dir) ? (await filesOf(dir)).length : 0;
}

export async function folderBytes(dir: string): Promise<number> {
  const sizes = await Promise.all(
    (await filesOf(dir)).map(async (file) => (await stat(join(dir, file))).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}
