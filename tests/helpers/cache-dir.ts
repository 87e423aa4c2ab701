import { join } from 'node:path';
import { TEST_SITES_DIR } from '../sites/build-site.ts';
import { seedCache } from '../sites/seed-cache.ts';

/** A new Astro cache folder at `dir` seeded with the sample test site's images and fonts. */
export const seededCacheDir = (dir: string): Promise<string> =>
  seedCache(dir, join(TEST_SITES_DIR, 'sample', 'cache'));
