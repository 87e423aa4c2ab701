import { TEST_SITES, type TestSiteName } from './sites.ts';

/** The sites a tier's global setup builds. */
export const sitesOfTier = (tier: 'integration' | 'e2e') =>
  (Object.keys(TEST_SITES) as TestSiteName[]).filter((name) =>
    (TEST_SITES[name].tiers as readonly string[]).includes(tier),
  );
