import { expect, test, type Page } from '@playwright/test';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import type { TestSiteName } from '../sites/sites.ts';
import { e2eSite } from './e2e-site.ts';

/**
 * A test site the global setup built, served as Netlify serves it for the spec file that calls
 * this (its own server, closed after its tests), with the snapshot it was built from and
 * `open`, which goes to a path and expects a 200.
 */
export function servedSite(name: TestSiteName) {
  let server: SiteServer | undefined;
  let snapshot: Snapshot | undefined;
  test.beforeAll(async () => {
    const site = e2eSite(name);
    snapshot = await loadSnapshot(site.snapshot);
    server = await startSiteServer({ dir: site.dist, configPath: 'netlify.toml' });
  });
  test.afterAll(() => server?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`test site "${name}" is read before its beforeAll`);
    return value;
  };
  return {
    get server(): SiteServer {
      return started(server);
    },
    get snapshot(): Snapshot {
      return started(snapshot);
    },
    /** The page at `path`, which must answer 200; its `main`. */
    open: async (page: Page, path: string) => {
      const response = await page.goto(new URL(path, started(server).url).href);
      expect(response?.status(), path).toBe(200);
      return page.locator('main');
    },
  };
}
