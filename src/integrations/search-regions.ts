/**
 * Each opted-in page's indexed region (indexed-region.ts), remembered between builds by the
 * digest of the page's bytes, of which it is a function. Parsing a page is most of what
 * indexing costs (a large site's pages are mostly their menu), so an edit re-parses only the
 * pages whose bytes changed; the others' regions come from here (docs/performance.md).
 * One file a region in Astro's cache folder, so nothing is held in memory between pages: a
 * region is a slice of its page, and holding one holds the whole page.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REGION_VERSION } from './indexed-region.ts';

/** A page that has no region: remembered too, so it is not parsed again. */
const NONE = '\u0000none';

export interface RegionMemo {
  /** The region of the page with this digest: remembered, or made by `make` and remembered. */
  regionOf(digest: string, make: () => Promise<string | undefined>): Promise<string | undefined>;
  /** Forgets the regions this build did not use. */
  save(): Promise<void>;
  /** How many pages were parsed this build, their region not remembered. */
  readonly parsed: number;
}

export async function regionMemo(cacheDir: string): Promise<RegionMemo> {
  const dir = join(cacheDir, `search-regions-${REGION_VERSION}`);
  await mkdir(dir, { recursive: true });
  const used = new Set<string>();
  let parsed = 0;
  return {
    async regionOf(digest, make) {
      const file = join(dir, digest);
      used.add(digest);
      const known = await readFile(file, 'utf8').catch(() => undefined);
      if (known !== undefined) return known === NONE ? undefined : known;
      parsed += 1;
      const region = await make();
      await writeFile(file, region ?? NONE);
      return region;
    },
    async save() {
      const stale = (await readdir(dir)).filter((name) => !used.has(name));
      await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
    },
    get parsed() {
      return parsed;
    },
  };
}
