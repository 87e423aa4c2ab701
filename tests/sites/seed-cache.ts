import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/** The Astro cache's parts that are pure functions of their input bytes: optimised images and fonts. */
export const SEEDED_PARTS = ['assets', 'fonts'] as const;

/**
 * Copies the images and fonts of the Astro cache at `from` into the one at `dir`, keeping what
 * `dir` holds already, so a build of the same pictures copies their variants instead of encoding
 * them again. The pages' incremental cache is never copied: every page still renders. A cache
 * that does not exist yet (its site not built in this run) seeds nothing: the build starts cold.
 */
export async function seedCache(dir: string, from: string): Promise<string> {
  for (const part of SEEDED_PARTS) {
    await cp(join(from, part), join(dir, part), { recursive: true, force: false }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  return dir;
}
