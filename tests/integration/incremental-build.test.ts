/**
 * Incremental builds (experimental.incrementalBuild, src/cms/cache-keys.ts) must be invisible to
 * visitors: after edits of each kind, one after another on the same cache as deploys make them,
 * only the pages that show each edit are rendered again, and the site built from the cache equals
 * a clean build of the edited snapshot in every file (pages, sitemap, headers, search index,
 * PDFs): the caches between builds (Astro's incremental one, the PDFs' digests by stat, the
 * search index) must be invisible. The clean build comes once, after the content edits and
 * before the edits that render every page again (which would hide a stale page), so a page left
 * stale by any earlier step is still stale when compared.
 */
import { access, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { AstroInlineConfig } from 'astro';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedFiles, fileDigests } from '../../scripts/lib/bench/site-files.ts';
import { pagesOfBuildLog, type BuildPages } from '../../scripts/lib/built-site/build-log.ts';
import { simplePdf } from '../../scripts/lib/sample/pdf.ts';
import { NOTICES } from '../../scripts/lib/sample/records.ts';
import { pdfWithoutScripts } from '../../src/integrations/pdf/pdf-rewrite.ts';
import { astroBuild, htmlPages } from '../helpers/astro-build.ts';
import { seededCacheDir } from '../helpers/cache-dir.ts';
import { copyOfSample, editJson } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
let snapshot: string;
let root: string;

/**
 * Builds the edited snapshot: incrementally with the shared cache into the same folder (as
 * deploys do: astro:assets puts the output folder in the code Astro hashes), or clean into a new
 * one, whose cache holds the sample's images and fonts but no page.
 */
async function build(
  kind: 'incremental' | 'clean',
  vite?: AstroInlineConfig['vite'],
): Promise<{ outDir: string; pages: BuildPages }> {
  const [outDir, cacheDir] =
    kind === 'incremental'
      ? [join(root, 'dist'), join(root, 'cache')]
      : [join(root, 'dist-clean'), await seededCacheDir(join(root, 'cache-clean'))];
  const log = await astroBuild({ snapshot, outDir, cacheDir, vite });
  return { outDir, pages: pagesOfBuildLog(log) };
}

/** Pages from getStaticPaths (the only ones Astro can reuse) all have a numeric id in their path. */
const fromStaticPaths = (pages: readonly string[]) =>
  pages.filter((page) => /\/\d+\//.test(page)).sort();

const editSnapshot = <T>(file: string, edit: (data: T) => void) =>
  editJson<T>(join(snapshot, file), edit);

/** Every `/_astro/` file a page links to (scripts, styles, images, PDFs) that the build does not have. */
async function missingAssets(outDir: string): Promise<string[]> {
  const missing: string[] = [];
  for (const [page, html] of await htmlPages(outDir)) {
    for (const [asset] of html.matchAll(/\/_astro\/[^"'\s,?#&)]+/g)) {
      if (!(await exists(join(outDir, asset)))) missing.push(`${page} → ${asset}`);
    }
  }
  return missing;
}

async function expectSameSite(incremental: string, clean: string): Promise<void> {
  expect(await missingAssets(incremental), 'files that pages link to and the build lacks').toEqual(
    [],
  );
  // Every file, byte for byte: pages, sitemap, headers, search index (restored or made again), PDFs.
  expect(
    changedFiles(await fileDigests(incremental), await fileDigests(clean)),
    'files that differ from a clean build',
  ).toEqual([]);
  const [ours, theirs] = await Promise.all([htmlPages(incremental), htmlPages(clean)]);
  expect([...ours.keys()]).toEqual([...theirs.keys()]);
  const differing = [...ours]
    .filter(([page, html]) => theirs.get(page) !== html)
    .map(([page]) => page);
  expect(differing, 'pages that differ from a clean build').toEqual([]);
}

beforeAll(async () => {
  snapshot = await copyOfSample();
  root = await scratch('incremental-');
  await seededCacheDir(join(root, 'cache'));
  await build('incremental');
});

// Each test builds the edited sample once or twice.
describe('an incremental build', { timeout: 240_000 }, () => {
  it('after edits of one block, a notice, a team member and a slide, renders only their pages (Astro internal 8)', async () => {
    await editSnapshot<{ blocks: Array<{ name: string; html: string }> }>(
      'menus/3.json',
      (page) =>
        (page.blocks.find((block) => block.name === 'Mission')!.html =
          '<p>Edited mission statement.</p>'),
    );
    await editSnapshot<Array<{ id: number; title: string }>>(
      'notices.json',
      (notices) => (notices.find((notice) => notice.id === 9)!.title = 'Edited notice title'),
    );
    await editSnapshot<Array<{ name: string }>>(
      'tables/team.json',
      (team) => (team[0]!.name = 'Editedname'),
    );
    await editSnapshot<Array<{ id: number; title: string }>>(
      'sliders.json',
      (sliders) => (sliders.find((slider) => slider.id === 1)!.title = 'Edited slide title'),
    );

    const incremental = await build('incremental');
    expect(fromStaticPaths(incremental.pages.rendered)).toEqual([
      '/contact/19/index.html', // offers the newest notices as events
      '/home/1/index.html', // slides and notice ticker
      '/mission/3/index.html',
      '/notice/17/index.html',
      '/our team/18/index.html',
      '/pdfShow/notice/9/index.html',
    ]);
    const pages = await htmlPages(incremental.outDir);
    expect(pages.get('mission/3/index.html')).toContain('Edited mission statement.');
    expect(pages.get('our team/18/index.html')).toContain('Editedname');
    expect(pages.get('home/1/index.html')).toContain('Edited slide title');
    expect(await missingAssets(incremental.outDir)).toEqual([]);
  });

  it('after an image and a notice PDF are replaced under the same names, shows the new image and links the new file', async () => {
    const unchanged = await build('incremental');
    expect(
      fromStaticPaths(unchanged.pages.rendered),
      'pages rendered again with nothing edited',
    ).toEqual([]);
    const before = await htmlPages(unchanged.outDir);
    const replacement = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(join(snapshot, 'media/cms/ContentImage/gallery_1_1.jpg'), replacement);
    const pdf = simplePdf('Replaced notice', ['New words in the same file name.']);
    const notice = NOTICES.find((candidate) => candidate.file?.endsWith('.pdf'))!;
    await writeFile(join(snapshot, 'media', notice.file!), pdf);

    const incremental = await build('incremental');
    const after = await htmlPages(incremental.outDir);
    expect(after.get('gallery/15/index.html')).not.toEqual(before.get('gallery/15/index.html'));
    expect(await missingAssets(incremental.outDir)).toEqual([]);
    const viewer = after.get(`pdfShow/notice/${notice.id}/index.html`)!;
    const stem = basename(notice.file!, '.pdf').replace(/[^A-Za-z0-9_-]+/g, '_');
    const href = new RegExp(`src="(/_astro/${stem}\\.[0-9a-f]{8}\\.pdf)"`).exec(viewer)?.[1];
    expect(href).toBeDefined();
    // Published as rewritten without scripts (src/integrations/pdf/pdf-rewrite.ts), which is deterministic.
    expect(await readFile(join(incremental.outDir, href!))).toEqual(
      Buffer.from(await pdfWithoutScripts(pdf)),
    );
  });

  it('after those edits, equals a clean build of the edited snapshot in every file: no page stale, no file missing', async () => {
    await expectSameSite(join(root, 'dist'), (await build('clean')).outDir);
  });

  it('after an edit of the general settings, renders every page again', async () => {
    await editSnapshot<{ site_name: string }>(
      'settings.json',
      (settings) => (settings.site_name = 'Renamed Group'),
    );
    const { pages, outDir } = await build('incremental');
    expect(pages.reused).toEqual([]);
    expect(await readFile(join(outDir, 'pdfShow/notice/1/index.html'), 'utf8')).toContain(
      'Renamed Group',
    );
  });

  it('after a change that renames the shared scripts, links no page to a file the build no longer has (Astro internal 5)', async () => {
    // The same code, its browser chunks named anew: what a change in one island does to the chunks other pages share.
    const renamed = {
      environments: {
        client: {
          build: {
            rolldownOptions: { output: { chunkFileNames: '_astro/[name].renamed.[hash].js' } },
          },
        },
      },
    };
    const { outDir } = await build('incremental', renamed);
    expect(await missingAssets(outDir)).toEqual([]);
  });
});
