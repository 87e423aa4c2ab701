import { describe, expect, it } from 'vitest';
import { benchGoals, goalProblems, type BenchFigures } from '../../scripts/lib/bench/goals.ts';

const RUN: BenchFigures = {
  pullRatioToFloor: 1.48,
  pagesPerSecond: 48,
  peakMiB: 984,
  editPullSeconds: 10.6,
  editBuildSeconds: 40.4,
  editRenderedOnlyItsPages: true,
  noChangeBuildSeconds: 40.1,
  homeJsGzip: 94.4 * 1024,
};

describe('the benchmark goals', () => {
  it('give each goal the run’s figure and whether it is met', () => {
    expect(benchGoals(RUN)).toEqual([
      { goal: 'full build ≥ 200 pages/s', figure: '48 pages/s', met: false },
      {
        goal: 'one-block edit live (pull + rebuild) ≤ 15 s, only its pages rendered',
        figure: '51.0 s (10.6 + 40.4)',
        met: false,
      },
      { goal: 'rebuild with nothing changed ≤ 5 s', figure: '40.1 s', met: false },
      { goal: 'pull ≤ 1.3× its latency floor', figure: '×1.48', met: false },
      { goal: 'full build peak memory ≤ 1 GiB', figure: '984 MiB', met: true },
      { goal: 'home page JavaScript ≤ 92.6 KiB gzip', figure: '94.4 KiB', met: false },
    ]);
  });

  it('meets a goal on its limit, and says when a figure could not be measured', () => {
    const goals = benchGoals({
      ...RUN,
      pagesPerSecond: 200,
      editPullSeconds: 5,
      editBuildSeconds: 10,
      noChangeBuildSeconds: 5,
      pullRatioToFloor: 1.3,
      peakMiB: null,
      homeJsGzip: 92.6 * 1024,
    });
    expect(goals.map((goal) => goal.met)).toEqual([true, true, true, true, null, true]);
    expect(goals[4]!.figure).toBe('not measured (no GNU time)');
  });

  it('adds the publish page’s goals where the size measured them, met on their limits', () => {
    const goals = benchGoals({ ...RUN, desk: { previewSeconds: 7.24, goLiveSeconds: 0.13 } });
    expect(goals.slice(6)).toEqual([
      {
        goal: 'publish page: an edit loaded from the preview site in a browser ≤ 5 s after Preview',
        figure: '7.2 s',
        met: false,
      },
      { goal: 'publish page: live ≤ 1 s after Go live', figure: '0.13 s', met: true },
    ]);
    const onLimits = benchGoals({ ...RUN, desk: { previewSeconds: 5, goLiveSeconds: 1 } });
    expect(onLimits.slice(6).map((goal) => goal.met)).toEqual([true, true]);
  });

  it('misses the edit goal when the edit rendered other pages, however fast', () => {
    const [, edit] = benchGoals({
      ...RUN,
      editPullSeconds: 1,
      editBuildSeconds: 2,
      editRenderedOnlyItsPages: false,
    });
    expect(edit).toEqual({
      goal: 'one-block edit live (pull + rebuild) ≤ 15 s, only its pages rendered',
      figure: '3.0 s (1.0 + 2.0), other pages rendered',
      met: false,
    });
  });
});

describe('what fails a bench run among its goals', () => {
  it('is a full build over its 1 GiB of memory, and nothing else', () => {
    expect(goalProblems({ peakMiB: 1215 })).toEqual([
      'the full build peaked at 1215 MiB, over its goal of 1024 MiB',
    ]);
    expect(goalProblems({ peakMiB: 1024 })).toEqual([]);
    expect(goalProblems({ peakMiB: null })).toEqual([]);
  });
});
