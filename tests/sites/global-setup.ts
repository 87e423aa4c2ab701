/**
 * Vitest's global setup for the tiers that read built sites: builds each site the tier needs
 * once, before any file runs, and hands their folders to the tests (`testSite` in
 * tests/helpers/test-site.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildSites, type BuiltSite } from './build-site.ts';
import type { TestSiteName } from './sites.ts';
import { sitesOfTier } from './tiers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testSites: Partial<Record<TestSiteName, BuiltSite>>;
  }
}

export default async function setup(project: TestProject) {
  const sites = await buildSites(sitesOfTier('integration'));
  project.provide('testSites', Object.fromEntries(sites.map((site) => [site.name, site])));
}
