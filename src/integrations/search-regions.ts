/**
 * Each opted-in page's indexed region (indexed-region.ts), remembered between builds by the
 * digest of the page's bytes, of which it is a function. Parsing a page is most of what
 * indexing costs (a large site's pages are mostly their menu), so an edit re-parses only the
 * pages whose bytes changed; the others' regions come from here (docs/performance.md).
 */
import { join } from 'node:path';
import { readDigestCache, writeDigestCache } from './digest-cache.ts';
import { REGION_VERSION } from './indexed-region.ts';

const FILE = 'search-regions.json';
const VERSION = `region-${REGION_VERSION}`;

/** A page's region, or null for a page that has none. */
interface Known {
  region: string | null;
}

const isKnown = (entry: unknown): entry is Known => {
  const region = (entry as Partial<Known> | null)?.region;
  return typeof region === 'string' || region === null;
};

export interface RegionMemo {
  /** The region of the page with this digest: remembered, or made by `make` and remembered. */
  regionOf(digest: string, make: () => Promise<string | undefined>): Promise<string | undefined>;
  /** Keeps the regions this build used, and only those, for the next build. */
  save(): Promise<void>;
  /** How many pages were parsed this build, their region not remembered. */
  readonly parsed: number;
}

export async function regionMemo(cacheDir: string): Promise<RegionMemo> {
  const file = join(cacheDir, FILE);
  const known = await readDigestCache(file, VERSION, isKnown);
  const used = new Map<string, Known>();
  let parsed = 0;
  return {
    async regionOf(digest, make) {
      let entry = known.get(digest);
      if (!entry) {
        entry = { region: (await make()) ?? null };
        parsed += 1;
      }
      used.set(digest, entry);
      return entry.region ?? undefined;
    },
    save: () => writeDigestCache(file, VERSION, used),
    get parsed() {
      return parsed;
    },
  };
}
