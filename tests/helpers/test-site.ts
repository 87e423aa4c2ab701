import { inject } from 'vitest';
import type { BuiltSite } from '../sites/build-site.ts';
import type { TestSiteName } from '../sites/sites.ts';

/** A site the tier's global setup built (tests/sites/sites.ts): its folders, build log and data. */
export function testSite(name: TestSiteName): BuiltSite {
  const site = inject('testSites')[name];
  if (!site)
    throw new Error(`test site "${name}" is not built for this tier (tests/sites/sites.ts)`);
  return site;
}
