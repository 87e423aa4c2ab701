/**
 * Each integration worker builds in an Astro cache of its own, so two files building at once
 * never share one; it starts with the sample site's optimised images and fonts. Every scratch
 * folder a file made (tests/helpers/snapshot.ts `scratch`) is removed when the file ends.
 */
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { seededCacheDir } from '../helpers/cache-dir.ts';
import { removeScratch } from '../helpers/snapshot.ts';
import { TEST_SITES_DIR } from './build-site.ts';

process.env.ASTRO_CACHE_DIR = await seededCacheDir(
  join(TEST_SITES_DIR, 'workers', process.env.VITEST_POOL_ID ?? '1'),
);

afterAll(removeScratch);
