/**
 * npm run bench [-- --size small|large] [--latency MS] [--concurrency N] [--media-concurrency N]
 * Generates a synthetic CMS, serves it with the reference CMS (with latency), and measures the
 * pull, the full build, a rebuild after one block edit, and the bytes of each page kind.
 * Prints a table and writes bench-results/bench-<size>.json. Measures; asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchGoals } from './lib/bench/goals.ts';
import { SIZES, writeSyntheticSnapshot } from './lib/bench/synthetic.ts';
import { buildEnv } from './lib/settings/build-env.ts';
import { pagesOfBuildLog, type BuildPages } from './lib/built-site/build-log.ts';
import { UsageError, printTable, runMain } from './lib/cli/main.ts';
import { duration, readFlag, wholeNumber } from './lib/settings/env.ts';
import { startCmsThread } from './lib/bench/cms-thread.ts';
import { DEFAULT_ENDPOINTS } from './lib/settings/cms-endpoints.ts';
import { createWeigher } from './lib/built-site/page-weight.ts';
import {
  DEFAULT_MAX_JSON_BYTES,
  DEFAULT_MAX_MEDIA_BYTES,
  DEFAULT_MEDIA_CONCURRENCY,
  DEFAULT_MEDIA_RECHECK_HOURS,
} from './lib/pull/pull-config.ts';
import { pull } from './lib/pull/pull.ts';
import { sha256 } from '../src/lib/sha256.ts';

const RESULTS = resolve('bench-results');
const GNU_TIME = '/usr/bin/time';

/**
 * Waits until the disk has written what the steps before left in memory (`sync`; skipped where
 * there is none), so each timed step pays for its own writes only. A full build leaves about
 * 1 GB to flush; in production an editor's rebuild comes minutes after the last build, not
 * while that is still being written.
 */
function flushDisk(): void {
  spawnSync('sync', { stdio: 'ignore' });
}

/** Runs a build; returns seconds, the pages rendered and reused, and, where GNU time is installed, peak memory in MiB. */
function build(
  snapshotDir: string,
  outDir: string,
  cacheDir: string,
): Promise<{ seconds: number; peakMiB: number | null; pages: BuildPages }> {
  const started = performance.now();
  const astro = ['node_modules/astro/bin/astro.mjs', 'build'];
  const [command, args] = existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', 'peak-kib=%M', process.execPath, ...astro]]
    : [process.execPath, astro];
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      env: buildEnv({ SNAPSHOT_DIR: snapshotDir, SITE_OUT_DIR: outDir, ASTRO_CACHE_DIR: cacheDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`build failed: ${output.slice(-2000)}`));
      const peak = /peak-kib=(\d+)/.exec(output);
      done({
        seconds: (performance.now() - started) / 1000,
        peakMiB: peak ? Number(peak[1]) / 1024 : null,
        pages: pagesOfBuildLog(output),
      });
    });
  });
}

/** Each HTML file of a build with a hash of its bytes, to count the pages an edit really changed. */
async function htmlFiles(dir: string) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, sha256(await readFile(join(dir, file)))] as const),
    ),
  );
}

async function countFiles(dir: string): Promise<number> {
  return existsSync(dir) ? (await readdir(dir, { recursive: true })).length : 0;
}

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

runMain(async () => {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'large' },
      latency: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '8' },
      'media-concurrency': { type: 'string', default: String(DEFAULT_MEDIA_CONCURRENCY) },
    },
  });
  const sizeName = values.size as keyof typeof SIZES;
  const size = SIZES[sizeName];
  if (!size) throw new UsageError(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  const latencyMs = readFlag(duration(30, 0), values.latency, '--latency');
  const concurrency = readFlag(wholeNumber(8, 1), values.concurrency, '--concurrency');
  const mediaConcurrency = readFlag(
    wholeNumber(DEFAULT_MEDIA_CONCURRENCY, 1),
    values['media-concurrency'],
    '--media-concurrency',
  );

  const work = join(RESULTS, sizeName);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const source = join(work, 'cms');
  const snapshot = join(work, 'snapshot');
  const dist = join(work, 'dist');
  const cache = join(work, 'astro-cache');
  console.log(
    `bench ${sizeName}: ${size.menus} menus, ${size.notices} notices, ${size.employees} employees, ${size.images} images; ${latencyMs} ms latency, concurrency ${concurrency} (media ${mediaConcurrency})`,
  );
  await writeSyntheticSnapshot(source, size);

  const cms = await startCmsThread(source, latencyMs);
  try {
    const pullOnce = () =>
      pull({
        apiUrl: cms.url,
        mediaUrl: cms.url,
        endpoints: DEFAULT_ENDPOINTS,
        out: snapshot,
        concurrency,
        mediaConcurrency,
        timeoutMs: 30_000,
        retries: 2,
        retryDelayMs: 200,
        maxJsonBytes: DEFAULT_MAX_JSON_BYTES,
        maxMediaBytes: DEFAULT_MAX_MEDIA_BYTES,
        mediaRecheckHours: DEFAULT_MEDIA_RECHECK_HOURS,
      });
    flushDisk();
    const first = await pullOnce();
    // The pull asks the API first, then mirrors the media through their own pool: its floor is the two phases' sum.
    const mediaRequests = first.mediaDownloaded + first.mediaReused;
    const floor =
      (((first.requests - mediaRequests) * latencyMs) / concurrency +
        (mediaRequests * latencyMs) / mediaConcurrency) /
      1000;

    flushDisk();
    const full = await build(snapshot, dist, cache);
    const pagesBefore = await htmlFiles(dist);
    const cachedImages = await countFiles(join(cache, 'assets'));
    // Published as the webhook publishes: the build folder is moved away, so the next build starts from an empty one.
    await rename(dist, join(work, 'published'));

    // One editor's edit: a block of one section.
    const page = JSON.parse(await readFile(join(source, 'menus', `${1001}.json`), 'utf8')) as {
      blocks: Record<string, string>;
    };
    page.blocks.Overview = '<p>Edited by the benchmark.</p>';
    await writeFile(join(source, 'menus', '1001.json'), JSON.stringify(page));
    await cms.reload();
    flushDisk();
    const second = await pullOnce();
    const rebuild = await build(snapshot, dist, cache);
    const pagesAfter = await htmlFiles(dist);
    const changed = [...pagesAfter].filter(([file, hash]) => pagesBefore.get(file) !== hash).length;
    const { rendered, reused } = rebuild.pages;
    const reoptimised = (await countFiles(join(cache, 'assets'))) - cachedImages;

    const weigh = createWeigher(dist);
    const kinds: Record<string, string> = {
      home: 'index.html',
      section: 'section 1/1001/index.html',
      notices: 'notice/index.html',
      notice: 'pdfShow/notice/1/index.html',
      employees: 'our team/index.html',
      gallery: 'gallery/15/index.html',
      contact: 'contact/index.html',
    };
    const weights = Object.fromEntries(
      await Promise.all(
        Object.entries(kinds)
          .filter(([, file]) => pagesAfter.has(file))
          .map(async ([kind, file]) => {
            const weight = await weigh(file);
            return [
              kind,
              {
                htmlGzip: weight.html.gzip,
                htmlBytes: weight.html.bytes,
                jsGzip: weight.js.gzip + weight.lazyJs.gzip,
              },
            ] as const;
          }),
      ),
    );

    const result = {
      size: { name: sizeName, ...size },
      latencyMs,
      concurrency,
      pull: {
        requests: first.requests,
        seconds: first.seconds,
        latencyFloorSeconds: floor,
        ratioToFloor: first.seconds / floor,
        bytes: first.bytesDownloaded,
      },
      build: {
        seconds: full.seconds,
        pages: pagesBefore.size,
        pagesPerSecond: pagesBefore.size / full.seconds,
        peakMiB: full.peakMiB,
        distBytes: await folderBytes(dist),
      },
      rebuild: {
        pullSeconds: second.seconds,
        buildSeconds: rebuild.seconds,
        mediaDownloadedAgain: second.mediaDownloaded,
        mediaAskedAgain: second.mediaDownloaded + second.mediaReused,
        imagesOptimisedAgain: reoptimised,
        pagesRendered: rendered.length,
        pagesReused: reused.length,
        pagesChanged: changed,
        changes: second.changes,
      },
      pageKinds: weights,
    };
    const goals = benchGoals({
      pullSeconds: first.seconds,
      pullRatioToFloor: result.pull.ratioToFloor,
      buildSeconds: full.seconds,
      pagesPerSecond: result.build.pagesPerSecond,
      peakMiB: full.peakMiB,
      rebuildPullSeconds: second.seconds,
      rebuildBuildSeconds: rebuild.seconds,
      homeJsGzip: weights.home?.jsGzip,
    });
    await writeFile(
      join(RESULTS, `bench-${sizeName}.json`),
      `${JSON.stringify({ ...result, goals }, null, 2)}\n`,
    );

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const rows: Array<[string, string]> = [
      [
        'pull',
        `${first.requests} requests in ${first.seconds.toFixed(2)} s; latency floor ${floor.toFixed(2)} s (×${result.pull.ratioToFloor.toFixed(2)})`,
      ],
      [
        'full build',
        `${pagesBefore.size} pages in ${full.seconds.toFixed(1)} s (${result.build.pagesPerSecond.toFixed(0)} pages/s), peak ${full.peakMiB?.toFixed(0) ?? 'n/a'} MiB, dist ${(result.build.distBytes / 1024 / 1024).toFixed(1)} MiB`,
      ],
      [
        'rebuild after 1 edit',
        `pull ${second.seconds.toFixed(2)} s + build ${rebuild.seconds.toFixed(1)} s; media asked again ${second.mediaDownloaded + second.mediaReused} (downloaded ${second.mediaDownloaded}), images optimised again ${reoptimised}; pages rendered again ${rendered.length}, copied from the cache ${reused.length}, changed ${changed}`,
      ],
      ...Object.entries(weights).map(([kind, weight]): [string, string] => [
        `page: ${kind}`,
        `HTML ${kib(weight.htmlGzip)} gzip (${kib(weight.htmlBytes)}), JS ${kib(weight.jsGzip)} gzip`,
      ]),
    ];
    printTable(rows);
    console.log('');
    printTable([
      ['goal', 'this run', 'met'],
      ...goals.map(({ goal, figure, met }) => [
        goal,
        figure,
        met === null ? 'n/a' : met ? 'yes' : 'no',
      ]),
    ]);
    console.log(`written to ${join(RESULTS, `bench-${sizeName}.json`)}`);
  } finally {
    await cms.close();
  }
}, 'bench');
