/**
 * Builds a folder beside its target and swaps it in with renames in the same parent, so
 * readers see either the whole old folder or the whole new one, and a failure anywhere
 * before the swap leaves the old one byte for byte as it was.
 */
import { access, chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

export const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

export async function replaceDirAtomically<T>(
  target: string,
  fill: (tmp: string) => Promise<T>,
): Promise<T> {
  const out = resolve(target);
  await mkdir(dirname(out), { recursive: true });
  const tmp = await mkdtemp(join(dirname(out), `.${basename(out)}.tmp-`));
  try {
    const result = await fill(tmp);
    await chmod(tmp, 0o755);
    await swap(tmp, out);
    return result;
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

async function swap(tmp: string, out: string): Promise<void> {
  const old = `${out}.old-${process.pid}-${Date.now()}`;
  const hadOld = await exists(out);
  if (hadOld) await rename(out, old);
  try {
    await rename(tmp, out);
  } catch (error) {
    if (hadOld) await rename(old, out);
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}
