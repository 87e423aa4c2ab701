/**
 * Each integration worker builds in an Astro cache of its own, so two files building at once
 * never share one; it starts with the sample site's optimised images and fonts. Every scratch
 * folder a file made (tests/helpers/snapshot.ts `scratch`) is removed when the file ends.
 */
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { removeScratch } from '../helpers/snapshot.ts';
import { TEST_SITES_DIR } from './build-site.ts';

const cache = join(TEST_SITES_DIR, 'workers', process.env.VITEST_POOL_ID ?? '1');
await mkdir(cache, { recursive: true });
for (const part of ['assets', 'fonts'])
  await cp(join(TEST_SITES_DIR, 'sample', 'cache', part), join(cache, part), {
    recursive: true,
    force: false,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
process.env.ASTRO_CACHE_DIR = cache;

afterAll(removeScratch);
