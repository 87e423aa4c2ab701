/**
 * Playwright's global setup: builds every site the browser tests read once (tests/sites/sites.ts),
 * then serves the sample, as Netlify serves it, at the tests' base URL. The other sites are
 * served by the spec that reads them (`e2eSite`). Whatever a spec leaves in the temp directory
 * fails the run.
 */
import type { FullConfig } from '@playwright/test';
import { startSiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { buildSites } from '../sites/build-site.ts';
import { removeProjectTemp, useProjectTemp } from '../sites/project-temp.ts';
import { sitesOfTier } from '../sites/tiers.ts';

export default async function globalSetup(config: FullConfig) {
  // The workers', their browsers' and the publisher's temp files: inside the project (project-temp.ts).
  const temp = await useProjectTemp('browser-');
  const sites = await buildSites(sitesOfTier('e2e'));
  // Workers inherit the setup's environment: how they find the sites (tests/e2e/e2e-site.ts).
  // Folders only: logs and pull reports would overflow a child process's environment.
  process.env.TEST_SITES = JSON.stringify(
    Object.fromEntries(sites.map(({ name, dist, snapshot }) => [name, { dist, snapshot }])),
  );
  const { port, hostname } = new URL(config.projects[0]!.use.baseURL!);
  const server = await startSiteServer({
    dir: sites.find((site) => site.name === 'sample')!.dist,
    configPath: 'netlify.toml',
    host: hostname,
    port: Number(port),
  });
  return async () => {
    await server.close();
    await removeProjectTemp(temp, 'the browser tests');
  };
}
