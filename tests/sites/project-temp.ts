/**
 * Temp directories inside the project for the tiers that build. Astro keeps a build's prerender
 * bundle in the project's `.astro/` when the output is outside the working directory, where two
 * builds at once would overwrite each other's (src/integrations/build-cwd.ts); beside an output
 * inside it, they cannot. The machine's own temp directory stays known for the tests that build
 * outside the project on purpose (`outsideScratch` in tests/helpers/snapshot.ts).
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_TEMP_DIR } from './build-site.ts';

/** Makes a new temp directory inside the project this process's (and its children's) TMPDIR. */
export async function useProjectTemp(prefix: string): Promise<string> {
  await mkdir(TEST_TEMP_DIR, { recursive: true });
  const temp = await mkdtemp(join(TEST_TEMP_DIR, prefix));
  process.env.TEST_OUTSIDE_TMPDIR ??= tmpdir();
  process.env.TMPDIR = temp;
  return temp;
}

/** Node's own cache of compiled modules, which the Astro CLI keeps in the temp directory. */
const NODE_COMPILE_CACHE = 'node-compile-cache';

/** Removes a temp directory; what a test left in it is a leak, named in the error. */
export async function removeProjectTemp(temp: string, who: string): Promise<void> {
  const left = (await readdir(temp).catch(() => [])).filter((name) => name !== NODE_COMPILE_CACHE);
  // Retried: a tool's child that has just exited may still be closing a file of its cache.
  await rm(temp, { recursive: true, force: true, maxRetries: 5 });
  if (left.length > 0) throw new Error(`${who} left in the temp directory: ${left.join(', ')}`);
}
