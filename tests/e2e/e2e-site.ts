import type { BuiltSite } from '../sites/build-site.ts';
import type { TestSiteName } from '../sites/sites.ts';

/** A site the global setup built for the browser tests (tests/sites/sites.ts). */
export function e2eSite(name: TestSiteName): BuiltSite {
  const site = (
    JSON.parse(process.env.TEST_SITES ?? '{}') as Partial<Record<TestSiteName, BuiltSite>>
  )[name];
  if (!site)
    throw new Error(
      `test site "${name}" is not built for the browser tests (tests/sites/sites.ts)`,
    );
  return site;
}
