import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { TEST_SITES_DIR } from '../sites/build-site.ts';

/** The sample test site's Astro cache, which the integration tier's global setup fills. */
const SAMPLE_CACHE = join(TEST_SITES_DIR, 'sample', 'cache');

/**
 * A new Astro cache folder at `dir` holding the sample site's optimised images and fonts, so a
 * test's build of the same pictures copies their variants instead of encoding them again and
 * writes the same site. The pages' incremental cache is not copied: every page still renders.
 */
export async function seededCacheDir(dir: string): Promise<string> {
  for (const part of ['assets', 'fonts']) {
    await cp(join(SAMPLE_CACHE, part), join(dir, part), { recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        // The sample site is not built in this run (a file run alone): the build starts cold.
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  return dir;
}
