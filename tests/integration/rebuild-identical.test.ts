/**
 * What the webhook publishes after an editor's edit: a rebuild on the last build's cache, into
 * an empty folder, renders only the edited page and writes every file a clean build of the
 * edited snapshot writes, byte for byte: pages, sitemap, headers, search index (restored or
 * made again), PDFs. The caches between builds (Astro's incremental one, the PDFs' digests by
 * stat, the search index) must be invisible.
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { editBlock } from '../../scripts/lib/bench/edit.ts';
import { changedFiles, fileDigests } from '../../scripts/lib/bench/site-files.ts';
import { pagesOfBuildLog } from '../../scripts/lib/built-site/build-log.ts';
import { astroBuild } from '../helpers/astro-build.ts';
import { seededCacheDir } from '../helpers/cache-dir.ts';
import { copyOfSample, scratch } from '../helpers/snapshot.ts';

const BUILDS_TIMEOUT = 600_000;

it(
  'after one block edit renders only its page and equals a clean build in every file',
  async () => {
    const snapshot = await copyOfSample();
    const root = await scratch('rebuild-identical-');
    const dist = join(root, 'dist');
    const cacheDir = await seededCacheDir(join(root, 'cache'));
    await astroBuild({ snapshot, outDir: dist, cacheDir });
    await rename(dist, join(root, 'published'));

    await editBlock(snapshot, { menuId: 3, block: 'Mission', html: '<p>Edited mission.</p>' });
    const { rendered } = pagesOfBuildLog(await astroBuild({ snapshot, outDir: dist, cacheDir }));
    expect(rendered.filter((page) => /\/\d+\//.test(page))).toEqual(['/mission/3/index.html']);
    const rebuilt = await fileDigests(dist);
    await rename(dist, join(root, 'rebuilt'));

    await astroBuild({
      snapshot,
      outDir: dist,
      cacheDir: await seededCacheDir(join(root, 'cache-clean')),
    });
    expect(changedFiles(rebuilt, await fileDigests(dist)), 'files that differ').toEqual([]);
  },
  BUILDS_TIMEOUT,
);
