/** The benchmark's record (bench-results/bench-<size>.json) and the tables it prints. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { printTable } from '../cli/main.ts';
import { createWeigher } from '../built-site/page-weight.ts';
import { benchGoals, goalProblems, type Goal } from './goals.ts';
import type { BenchOptions } from './options.ts';
import type { BenchRun } from './run.ts';
import type { BuildRun } from './build-run.ts';
import { SIZES } from './synthetic.ts';

/** A page of each kind in the synthetic site, by its built file. */
const PAGE_KINDS: Record<string, string> = {
  home: 'index.html',
  section: 'section 1/1001/index.html',
  notices: 'notice/index.html',
  notice: 'pdfShow/notice/1/index.html',
  employees: 'our team/index.html',
  gallery: 'gallery/15/index.html',
  contact: 'contact/index.html',
};

async function pageWeights(dist: string) {
  const weigh = createWeigher(dist);
  const kinds = Object.entries(PAGE_KINDS).filter(([, file]) => existsSync(join(dist, file)));
  return Object.fromEntries(
    await Promise.all(
      kinds.map(async ([kind, file]) => {
        const weight = await weigh(file);
        const jsGzip = weight.js.gzip + weight.lazyJs.gzip;
        return [
          kind,
          { htmlGzip: weight.html.gzip, htmlBytes: weight.html.bytes, jsGzip },
        ] as const;
      }),
    ),
  );
}

export async function benchRecord(options: BenchOptions, run: BenchRun) {
  const { firstPull, full, noChange, edit } = run;
  const pageKinds = await pageWeights(run.dist);
  const pagesPerSecond = full.htmlPages / full.seconds;
  // The desk's figures without its problems, which the run's own list already holds.
  const desk = run.desk && {
    previewSeconds: run.desk.previewSeconds,
    goLiveSeconds: run.desk.goLiveSeconds,
  };
  const goals: Goal[] = benchGoals({
    pullRatioToFloor: firstPull.seconds / run.latencyFloorSeconds,
    pagesPerSecond,
    peakMiB: full.peakMiB,
    editPullSeconds: edit.pull.seconds,
    editBuildSeconds: edit.build.seconds,
    editRenderedOnlyItsPages: !run.problems.some((problem) => problem.includes('rendered')),
    noChangeBuildSeconds: noChange.seconds,
    homeJsGzip: pageKinds.home?.jsGzip,
    ...(desk ? { desk } : {}),
  });
  const phases = (build: BuildRun) =>
    Object.fromEntries(build.phases.map((phase) => [phase.name, phase.seconds]));
  return {
    size: { name: options.sizeName, ...SIZES[options.sizeName] },
    latencyMs: options.latencyMs,
    concurrency: options.concurrency,
    pull: {
      requests: firstPull.requests,
      seconds: firstPull.seconds,
      latencyFloorSeconds: run.latencyFloorSeconds,
      ratioToFloor: firstPull.seconds / run.latencyFloorSeconds,
      bytes: firstPull.bytesDownloaded,
    },
    build: {
      seconds: full.seconds,
      pages: full.htmlPages,
      pagesPerSecond,
      peakMiB: full.peakMiB,
      distBytes: full.distBytes,
      phases: phases(full),
    },
    noChangeRebuild: {
      seconds: noChange.seconds,
      pagesRendered: noChange.pages.rendered.length,
      pagesCopied: noChange.pages.reused.length,
      filesChanged: noChange.changedFiles.length,
      phases: phases(noChange),
    },
    edit: {
      pullSeconds: edit.pull.seconds,
      buildSeconds: edit.build.seconds,
      mediaAskedAgain: edit.pull.mediaDownloaded + edit.pull.mediaReused,
      imagesOptimisedAgain: edit.imagesOptimisedAgain,
      pagesRendered: edit.build.pages.rendered.length,
      pagesCopied: edit.build.pages.reused.length,
      pagesChanged: edit.changedPages,
      pagesExpected: edit.expectedPages,
      changes: edit.pull.changes,
      phases: phases(edit.build),
    },
    ...(desk ? { publishDesk: desk } : {}),
    pageKinds,
    goals,
    problems: [...run.problems, ...goalProblems({ peakMiB: full.peakMiB })],
  };
}

export type BenchRecord = Awaited<ReturnType<typeof benchRecord>>;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const s = (seconds: number | undefined) =>
  seconds === undefined ? '–' : `${seconds.toFixed(2)} s`;

export function printRecord(record: BenchRecord): void {
  const { pull, build, noChangeRebuild: same, edit } = record;
  printTable([
    [
      'pull',
      `${pull.requests} requests in ${s(pull.seconds)}; latency floor ${s(pull.latencyFloorSeconds)} (×${pull.ratioToFloor.toFixed(2)})`,
    ],
    [
      'full build',
      `${build.pages} pages in ${s(build.seconds)} (${build.pagesPerSecond.toFixed(0)} pages/s), peak ${build.peakMiB?.toFixed(0) ?? 'n/a'} MiB, dist ${(build.distBytes / 1024 / 1024).toFixed(1)} MiB`,
    ],
    [
      'no-change rebuild',
      `${s(same.seconds)}; pages rendered ${same.pagesRendered}, copied from the cache ${same.pagesCopied}, files changed ${same.filesChanged}`,
    ],
    [
      'one-block edit',
      `pull ${s(edit.pullSeconds)} + build ${s(edit.buildSeconds)}; media asked again ${edit.mediaAskedAgain}, images optimised again ${edit.imagesOptimisedAgain}; pages rendered ${edit.pagesRendered}, copied ${edit.pagesCopied}, changed ${edit.pagesChanged.join(', ') || 'none'}`,
    ],
    ...(record.publishDesk
      ? [
          [
            'publish page',
            `another edit: Preview ${s(record.publishDesk.previewSeconds)} to its page loaded from the preview site, Go live ${s(record.publishDesk.goLiveSeconds)}`,
          ],
        ]
      : []),
    ...Object.entries(record.pageKinds).map(([kind, weight]) => [
      `page: ${kind}`,
      `HTML ${kib(weight.htmlGzip)} gzip (${kib(weight.htmlBytes)}), JS ${kib(weight.jsGzip)} gzip`,
    ]),
  ]);
  console.log('');
  const names = [...new Set([build, same, edit].flatMap((phases) => Object.keys(phases.phases)))];
  printTable([
    ['phase', 'full build', 'no change', 'edit'],
    ['pull', s(pull.seconds), '–', s(edit.pullSeconds)],
    ...names.map((name) => [
      name,
      s(build.phases[name]),
      s(same.phases[name]),
      s(edit.phases[name]),
    ]),
    ['whole build', s(build.seconds), s(same.seconds), s(edit.buildSeconds)],
  ]);
  console.log('');
  printTable([
    ['goal', 'this run', 'met'],
    ...record.goals.map(({ goal, figure, met }) => [
      goal,
      figure,
      met === null ? 'n/a' : met ? 'yes' : 'no',
    ]),
  ]);
}
