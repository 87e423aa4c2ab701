/**
 * Each integration file builds in an Astro cache of its own worker, so two files building at
 * once never share one; it starts with the sample site's optimised images and fonts. Its temp
 * directory is a folder of its own inside the project (project-temp.ts), removed when the file
 * ends.
 */
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { seededCacheDir } from '../helpers/cache-dir.ts';
import { TEST_SITES_DIR } from './build-site.ts';
import { removeProjectTemp, useProjectTemp } from './project-temp.ts';

process.env.ASTRO_CACHE_DIR = await seededCacheDir(
  join(TEST_SITES_DIR, 'workers', process.env.VITEST_POOL_ID ?? '1'),
);
const temp = await useProjectTemp('file-');

// Runs after scratch-cleanup.ts's hook (vitest.config.ts orders them), which removes the scratch folders in it.
afterAll(() => removeProjectTemp(temp, 'this file'));
