/**
 * A file placed at a second path: a hard link where the file system allows one (one system call,
 * no bytes copied), else a copy. Only for files nobody writes to in place: snapshots are
 * replaced whole (src/lib/atomic-dir.ts) and built files are never edited.
 */
import { copyFile, link } from 'node:fs/promises';

export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}
