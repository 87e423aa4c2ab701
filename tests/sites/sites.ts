/**
 * The sites the integration and browser tests read, each built once per run by the tier's global
 * setup (tests/sites/global-setup.ts, tests/e2e/global-setup.ts) and shared by every file that
 * reads it. A site is its snapshot (made fresh into `dir`, or the committed sample) and the build
 * settings it differs by; what a maker returns (a pull's report) is kept beside the build.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { startCmsServer, type CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { corpusAnswers, corpusSnapshot } from '../fixtures/field-corpus.ts';
import { hostileSnapshot } from '../fixtures/hostile-snapshot.ts';
import { popupSnapshot } from '../fixtures/popup-snapshot.ts';
import { realShapedMedia, realShapedSnapshot } from '../fixtures/real-shaped.ts';
import { bothStyles, menusOnly, tablesOnly, writeFixture } from '../fixtures/snapshots.ts';
import { writeInventedSnapshot } from '../helpers/invented-snapshot.ts';
import { SAMPLE, pullFrom } from '../helpers/snapshot.ts';
import { sampleInStyle } from './sample-style.ts';

export interface TestSiteDefinition {
  /** Writes the site's snapshot into `dir`, or names a committed one; may return data the tests read. */
  snapshot(dir: string): Promise<{ dir: string; data?: unknown }>;
  /** Build settings over the defaults (no site address, no template setting, no form action). */
  env?: Record<string, string>;
  /** The tiers whose global setup builds it. */
  tiers: ReadonlyArray<'integration' | 'e2e'>;
  /** The site whose pictures it shares (the sample's derivatives): built first, its optimised images reused. */
  imagesFrom?: 'sample';
}

/** The contact form posts here in the browser tests' builds (tests/e2e/contact.spec.ts). */
export const TEST_FORM_ACTION = 'https://formmail.example/send';

/** A fixture served by the reference CMS, pulled into `dir`: the pull's report is the site's data. */
async function pulledFixture(
  dir: string,
  snapshot: Snapshot,
  options: Partial<CmsServerOptions> = {},
  media?: Record<string, Uint8Array>,
) {
  const source = media
    ? await writeInventedSnapshot(snapshot, media)
    : await writeFixture(`${dir}-source`, snapshot);
  const cms = await startCmsServer({
    snapshotDir: source,
    endpoints: DEFAULT_ENDPOINTS,
    ...options,
  });
  try {
    const report = await pullFrom(cms.url, dir);
    return { dir, data: { warnings: report.warnings, report } };
  } finally {
    await cms.close();
    await rm(media ? join(source, '..') : source, { recursive: true, force: true });
  }
}

export const TEST_SITES = {
  /** The committed sample, as SPEC's template. */
  sample: {
    snapshot: async () => ({ dir: SAMPLE }),
    env: { CONTACT_FORM_ACTION: TEST_FORM_ACTION },
    tiers: ['integration', 'e2e'],
  },
  /** The sample built for a later day, when its Hamburg circular (apply by 15 December) has closed. */
  'sample-later': {
    snapshot: async () => ({ dir: SAMPLE }),
    env: { SITE_BUILD_DATE: '2026-12-16' },
    tiers: ['integration'],
    imagesFrom: 'sample',
  },
  /** The sample with hostile values and uploads in every field (tests/fixtures/hostile-snapshot.ts). */
  hostile: {
    snapshot: async (dir) => ({ dir: await hostileSnapshot(dir) }),
    tiers: ['integration'],
    imagesFrom: 'sample',
  },
  /** Every text field meeting every value of the field corpus, through the reference CMS. */
  corpus: {
    snapshot: (dir) => pulledFixture(dir, corpusSnapshot(), { transform: corpusAnswers }),
    tiers: ['integration'],
  },
  'menus-only': { snapshot: (dir) => pulledFixture(dir, menusOnly()), tiers: ['integration'] },
  'tables-only': { snapshot: (dir) => pulledFixture(dir, tablesOnly()), tiers: ['integration'] },
  'both-styles': { snapshot: (dir) => pulledFixture(dir, bothStyles()), tiers: ['integration'] },
  /** `npm run sample -- --style tables`: the sample entered in the content tables alone. */
  'sample-tables': {
    snapshot: (dir) => sampleInStyle(dir, 'tables'),
    tiers: ['e2e'],
    imagesFrom: 'sample',
  },
  /** The sample with the pop-up's settings image and slides linking in and out. */
  popup: { snapshot: (dir) => popupSnapshot(dir), tiers: ['e2e'], imagesFrom: 'sample' },
  /** The group's company site in the real 2026 installation's shapes, pulled as that installation answers. */
  company: {
    snapshot: async (dir) => {
      const invented = realShapedSnapshot();
      return pulledFixture(
        dir,
        invented,
        { withoutUnpaginated: true },
        await realShapedMedia(invented),
      );
    },
    env: { CONTACT_FORM_ACTION: TEST_FORM_ACTION },
    tiers: ['integration', 'e2e'],
  },
} satisfies Record<string, TestSiteDefinition>;

export type TestSiteName = keyof typeof TEST_SITES;
