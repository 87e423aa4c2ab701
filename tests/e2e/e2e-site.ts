import type { BuiltSite } from '../sites/build-site.ts';
import type { TestSiteName } from '../sites/sites.ts';

type E2eSite = Pick<BuiltSite, 'dist' | 'snapshot'>;

/** A site the global setup built for the browser tests (tests/sites/sites.ts): its folders. */
export function e2eSite(name: TestSiteName): E2eSite {
  const sites = JSON.parse(process.env.TEST_SITES ?? '{}') as Partial<
    Record<TestSiteName, E2eSite>
  >;
  const site = sites[name];
  if (!site)
    throw new Error(
      `test site "${name}" is not built for the browser tests (tests/sites/sites.ts)`,
    );
  return site;
}
