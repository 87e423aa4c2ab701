/**
 * Preview, go live and restore over the reference CMS with the stand-in build: visitors' `current`
 * is untouched by a preview, goes to exactly the previewed build, is refused when the back office
 * changed since, and comes back to any kept release in one step.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findingWords } from '../../scripts/lib/preflight/finding.ts';
import { keptReleases, liveRelease } from '../../scripts/lib/webhook/desk/release-records.ts';
import { currentLink } from '../../scripts/lib/webhook/desk/releases.ts';
import {
  goLive,
  previewRelease,
  restoreRelease,
  StalePreview,
  UnknownRelease,
  type DeskOptions,
} from '../../scripts/lib/webhook/desk/preview.ts';
import {
  flawedSnapshot,
  preflightMedia,
  saveInBackOffice,
} from '../fixtures/preflight-snapshot.ts';
import { inventedSnapshot, writeInventedSnapshot } from '../helpers/invented-snapshot.ts';
import { pullOptions, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';
import type { Snapshot } from '../../src/cms/schema.ts';

const STAND_IN = `"${process.execPath}" tests/fixtures/stand-in-build.mjs`;
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

const named = (site_name: string): Snapshot => {
  const snapshot = flawedSnapshot();
  return { ...snapshot, settings: { ...snapshot.settings, site_name } };
};

async function desk() {
  const source = await writeInventedSnapshot(named('Harbourline before'), preflightMedia());
  const cms = await startCms({ snapshotDir: source });
  closing.push(() => cms.close());
  const root = await scratch('preview-');
  const options: DeskOptions = {
    root,
    pull: pullOptions(cms.url, ''),
    buildCommand: STAND_IN,
    keep: 3,
  };
  /** An editor saves in the back office. */
  const edit = async (snapshot: Snapshot) => {
    await saveInBackOffice(source, snapshot);
    await cms.reload();
  };
  const visitorsSee = async () =>
    readFile(join(currentLink(root), 'index.html'), 'utf8').catch(() => 'nothing');
  return { root, options, edit, visitorsSee };
}

describe('preview, go live, restore', () => {
  it('previews without touching visitors, goes live with that build, restores the one before', async () => {
    const { root, options, edit, visitorsSee } = await desk();
    const first = await previewRelease(options, 'Nadia');
    expect(await visitorsSee()).toBe('nothing');
    expect(first.findings.map((finding) => finding.kind)).toContain('generator-text');
    // What the pull left out reaches the release's report too: the photo whose file is gone.
    expect(first.findings.map(findingWords)).toContainEqual(
      expect.stringMatching(/^Gallery › “harbour-day.png” \(Image\): visitors do not see the file/),
    );
    await goLive(options, first.name);
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');

    await edit(named('Harbourline after'));
    const second = await previewRelease(options, 'Omar');
    expect(await readFile(join(root, 'releases', second.name, 'index.html'), 'utf8')).toBe(
      '<h1>Harbourline after</h1>',
    );
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');
    expect(second.changes.settings.changed).toBe(1);

    await goLive(options, second.name);
    expect(await visitorsSee()).toBe('<h1>Harbourline after</h1>');
    const kept = await keptReleases(root);
    expect(kept.map(({ name, live, record }) => [name, live, record?.by])).toEqual([
      [second.name, true, 'Omar'],
      [first.name, false, 'Nadia'],
    ]);

    await restoreRelease(root, first.name);
    expect(await visitorsSee()).toBe('<h1>Harbourline before</h1>');
    expect(await liveRelease(root)).toBe(first.name);
  });

  it('refuses to go live once the back office changed since the preview, and leaves visitors as they were', async () => {
    const { options, edit, visitorsSee } = await desk();
    const preview = await previewRelease(options, 'Nadia');
    await edit(named('Harbourline edited after the preview'));
    await expect(goLive(options, preview.name)).rejects.toThrow(StalePreview);
    expect(await visitorsSee()).toBe('nothing');
  });

  it('refuses a release that is not kept, whatever its name holds', async () => {
    const { root } = await desk();
    for (const name of ['2020-01-01T00-00-00-000Z', '../../etc', ''])
      await expect(restoreRelease(root, name)).rejects.toThrow(UnknownRelease);
  });

  // Issue 48: five previews left no release to go back to.
  it('never lets previews crowd out the releases to restore', async () => {
    const { root, options, edit } = await desk();
    const live: string[] = [];
    for (const site of ['one', 'two', 'three']) {
      await edit(inventedSnapshot({ settings: { ...flawedSnapshot().settings, site_name: site } }));
      live.push((await previewRelease(options, 'Nadia')).name);
      await goLive(options, live.at(-1)!);
    }
    const previews: string[] = [];
    for (const site of ['four', 'five', 'six', 'seven', 'eight']) {
      await edit(inventedSnapshot({ settings: { ...flawedSnapshot().settings, site_name: site } }));
      previews.push((await previewRelease(options, 'Omar')).name);
    }
    expect((await keptReleases(root)).map((release) => release.name)).toEqual(
      [...live, ...previews.slice(-3)].reverse(),
    );
    await restoreRelease(root, live[0]!);
    expect(await liveRelease(root)).toBe(live[0]);
  });

  it('keeps the records of only the releases it keeps', async () => {
    const { root, options, edit } = await desk();
    const names: string[] = [];
    for (const site of ['one', 'two', 'three', 'four']) {
      await edit(inventedSnapshot({ settings: { ...flawedSnapshot().settings, site_name: site } }));
      names.push((await previewRelease(options, 'Nadia')).name);
    }
    expect((await keptReleases(root)).map((release) => release.name)).toEqual(
      names.slice(1).reverse(),
    );
  });
});
