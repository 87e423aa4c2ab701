/** Scratch folders a test makes, removed when its file ends (tests/helpers/scratch-cleanup.ts). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratchFolders = new Set<string>();

/** A new folder in the temp directory, removed when the test file ends (`removeScratch`). */
export async function scratch(prefix = 'site-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  scratchFolders.add(dir);
  return dir;
}

/**
 * A scratch folder outside the project, for a test of a build whose output is outside it: the
 * integration tier's own temp directory is inside (tests/sites/worker-setup.ts).
 */
export async function outsideScratch(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(process.env.TEST_OUTSIDE_TMPDIR ?? tmpdir(), prefix));
  scratchFolders.add(dir);
  return dir;
}

/** Removes every scratch folder made so far (tests/sites/worker-setup.ts, after each file). */
export async function removeScratch(): Promise<void> {
  const folders = [...scratchFolders];
  scratchFolders.clear();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
