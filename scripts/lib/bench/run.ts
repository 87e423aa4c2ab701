/**
 * The benchmark's steps, in the order an installation lives them: a first pull and a full build
 * (published, as the webhook publishes, by moving the folder away), a rebuild with nothing
 * changed (which must equal the published site byte for byte), then one editor's block edit,
 * pulled and built (which must change its own page and nothing else).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_ENDPOINTS } from '../settings/cms-endpoints.ts';
import {
  DEFAULT_MAX_JSON_BYTES,
  DEFAULT_MAX_MEDIA_BYTES,
  DEFAULT_MEDIA_RECHECK_HOURS,
} from '../pull/pull-config.ts';
import { pull } from '../pull/pull.ts';
import { runBuild, type BuildRun } from './build-run.ts';
import { startCmsThread } from './cms-thread.ts';
import { editBlock, editedPageFiles, editProblem, type BlockEdit } from './edit.ts';
import type { BenchOptions } from './options.ts';
import { runPublishDesk, type DeskRun } from './publish-desk.ts';
import { changedFiles, countFiles, fileDigests, folderBytes } from './site-files.ts';
import { FIRST_SECTION_ID, SIZES, writeSyntheticSnapshot } from './synthetic.ts';

const EDIT: BlockEdit = {
  menuId: FIRST_SECTION_ID,
  block: 'Overview',
  html: '<p>Edited by the benchmark.</p>',
};
/** The publish page's edit: the same block again, once the bench's own edit is built. */
const DESK_EDIT: BlockEdit = { ...EDIT, html: '<p>Edited again, previewed, then made live.</p>' };

/**
 * Waits until the disk has written what the steps before left in memory (`sync`), so each timed
 * step pays for its own writes only: in production an editor's rebuild comes minutes after the
 * last build, not while that is still being written.
 */
function flushDisk(): void {
  spawnSync('sync', { stdio: 'ignore' });
}

type PullResult = Awaited<ReturnType<typeof pull>>;

export interface BenchRun {
  firstPull: PullResult;
  latencyFloorSeconds: number;
  full: BuildRun & { htmlPages: number; distBytes: number };
  noChange: BuildRun & { changedFiles: string[] };
  edit: {
    pull: PullResult;
    build: BuildRun;
    changedPages: string[];
    expectedPages: string[];
    renderedBeyondNoChange: string[];
    imagesOptimisedAgain: number;
  };
  /** The publish page's preview and go live, at the sizes that measure it (synthetic.ts). */
  desk?: DeskRun;
  /** The last build's folder, for the page weights. */
  dist: string;
  /** What makes the run fail: a no-change rebuild that differs, an edit that changed the wrong pages. */
  problems: string[];
}

export async function runBench(work: string, options: BenchOptions): Promise<BenchRun> {
  const { latencyMs, concurrency, mediaConcurrency } = options;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const source = join(work, 'cms');
  const folders = {
    snapshot: join(work, 'snapshot'),
    outDir: join(work, 'dist'),
    cacheDir: join(work, 'astro-cache'),
  };
  const published = join(work, 'published');
  await writeSyntheticSnapshot(source, SIZES[options.sizeName]);

  const cms = await startCmsThread(source, latencyMs);
  try {
    const pullSettings = {
      apiUrl: cms.url,
      mediaUrl: cms.url,
      endpoints: DEFAULT_ENDPOINTS,
      concurrency,
      mediaConcurrency,
      timeoutMs: 30_000,
      retries: 2,
      retryDelayMs: 200,
      maxJsonBytes: DEFAULT_MAX_JSON_BYTES,
      maxMediaBytes: DEFAULT_MAX_MEDIA_BYTES,
      mediaRecheckHours: DEFAULT_MEDIA_RECHECK_HOURS,
    };
    const pullOnce = () => {
      flushDisk();
      return pull({ ...pullSettings, out: folders.snapshot });
    };
    const buildOnce = () => {
      flushDisk();
      return runBuild(folders);
    };
    const firstPull = await pullOnce();
    // The pull asks the API first, then mirrors the media through their own pool: its floor is the two phases' sum.
    const mediaRequests = firstPull.mediaDownloaded + firstPull.mediaReused;
    const latencyFloorSeconds =
      (((firstPull.requests - mediaRequests) * latencyMs) / concurrency +
        (mediaRequests * latencyMs) / mediaConcurrency) /
      1000;

    const fullBuild = await buildOnce();
    const publishedFiles = await fileDigests(folders.outDir);
    const full = {
      ...fullBuild,
      htmlPages: [...publishedFiles.keys()].filter((file) => file.endsWith('.html')).length,
      distBytes: await folderBytes(folders.outDir),
    };
    const cachedImages = await countFiles(join(folders.cacheDir, 'assets'));
    // Published as the webhook publishes: the next build starts from an empty folder.
    await rename(folders.outDir, published);

    const noChangeBuild = await buildOnce();
    const noChange = {
      ...noChangeBuild,
      changedFiles: changedFiles(publishedFiles, await fileDigests(folders.outDir)),
    };
    const problems =
      noChange.changedFiles.length > 0
        ? [
            `a rebuild with nothing changed differs from the full build in ${noChange.changedFiles.length} files: ${noChange.changedFiles.slice(0, 10).join(', ')}`,
          ]
        : [];
    await rm(folders.outDir, { recursive: true });

    await editBlock(source, EDIT);
    await cms.reload();
    const editPull = await pullOnce();
    const editBuild = await buildOnce();
    const changedPages = changedFiles(
      new Map([...publishedFiles].filter(([file]) => file.endsWith('.html'))),
      await fileDigests(folders.outDir, true),
    );
    const alwaysRendered = new Set(noChange.pages.rendered);
    const edit = {
      pull: editPull,
      build: editBuild,
      changedPages,
      expectedPages: await editedPageFiles(folders.snapshot, EDIT),
      renderedBeyondNoChange: editBuild.pages.rendered.filter((page) => !alwaysRendered.has(page)),
      imagesOptimisedAgain: (await countFiles(join(folders.cacheDir, 'assets'))) - cachedImages,
    };
    const problem = editProblem(edit.expectedPages, changedPages, edit.renderedBeyondNoChange);
    if (problem) problems.push(problem);
    const desk = SIZES[options.sizeName].publishDesk
      ? await runPublishDesk({
          work,
          source,
          reloadCms: () => cms.reload(),
          pull: pullSettings,
          cacheDir: folders.cacheDir,
          edit: DESK_EDIT,
          settle: flushDisk,
        })
      : undefined;
    problems.push(...(desk?.problems ?? []));
    return {
      firstPull,
      latencyFloorSeconds,
      full,
      noChange,
      edit,
      ...(desk ? { desk } : {}),
      dist: folders.outDir,
      problems,
    };
  } finally {
    await cms.close();
  }
}
