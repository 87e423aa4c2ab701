/**
 * `SITE_OUT_DIR` anywhere on the machine: `astro build` as a person types it, into a folder
 * outside the project, from a clean output and cache. Astro keeps its prerender bundle beside
 * an output under the working directory, where its imports find no node_modules; the site's
 * config builds from the project's folder (src/integrations/build-cwd.ts).
 */
import { execFile } from 'node:child_process';
import { access, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menusOnly, writeFixture } from '../fixtures/snapshots.ts';
import { htmlPages } from '../helpers/astro-build.ts';
import { seededCacheDir } from '../helpers/cache-dir.ts';
import { outsideScratch } from '../helpers/scratch.ts';

const BUILD_TIMEOUT = 240_000;
const PROJECT = process.cwd();
const ASTRO = resolve('node_modules/astro/bin/astro.mjs');

let root: string;
beforeAll(async () => {
  root = await outsideScratch('out-dir-');
  await writeFixture(join(root, 'snapshot'), menusOnly());
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** `astro build` started in `cwd`, with SNAPSHOT_DIR as given there; the output folder's pages. */
async function buildFrom(cwd: string, snapshot: string, outDir: string) {
  await promisify(execFile)(
    process.execPath,
    [ASTRO, 'build', ...(cwd === PROJECT ? [] : ['--root', PROJECT])],
    {
      cwd,
      env: {
        ...process.env,
        SNAPSHOT_DIR: snapshot,
        SITE_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: await seededCacheDir(join(outDir, '..', 'cache')),
      },
    },
  );
  return htmlPages(outDir);
}

describe('a build into a folder outside the project', () => {
  it(
    'builds with SITE_OUT_DIR outside the project, as `SITE_OUT_DIR=/tmp/…/dist npx astro build` does',
    async () => {
      const outDir = join(root, 'from-project', 'dist');
      const pages = await buildFrom(PROJECT, join(root, 'snapshot'), outDir);
      // A company site without SITE_URL: the general settings' site address, not the sample's.
      expect(pages.get('index.html')).toContain(
        '<link rel="canonical" href="https://lakeside.example/"',
      );
      expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain(
        'Sitemap: https://lakeside.example/sitemap-index.xml',
      );
      expect(await readdir(outDir)).not.toContain('.prerender');
    },
    BUILD_TIMEOUT,
  );

  it(
    'builds when started from the output folder\'s own directory, SNAPSHOT_DIR relative to it (the "@oslojs/encoding" failure)',
    async () => {
      const outDir = join(root, 'dist');
      const pages = await buildFrom(root, 'snapshot', outDir);
      expect(pages.get('index.html')).toContain('Lakeside');
      await expect(access(join(outDir, '.prerender'))).rejects.toThrow();
    },
    BUILD_TIMEOUT,
  );
});
