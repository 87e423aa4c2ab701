import { describe, expect, it } from 'vitest';
import { benchGoals, type BenchFigures } from '../../scripts/lib/bench/goals.ts';

const RUN: BenchFigures = {
  pullSeconds: 22.5,
  pullRatioToFloor: 1.45,
  buildSeconds: 113.9,
  pagesPerSecond: 54,
  peakMiB: 1854,
  rebuildPullSeconds: 20.1,
  rebuildBuildSeconds: 70.4,
  homeJsGzip: 103.4 * 1024,
};

describe('the benchmark goals', () => {
  it('give each goal the run’s figure and whether it is met', () => {
    expect(benchGoals(RUN)).toEqual([
      {
        goal: 'rebuild after one block edit ≤ 25 % of a full pull and build',
        figure: '90.5 s = 66 % of 136.4 s',
        met: false,
      },
      { goal: 'rebuild after one block edit < 30 s', figure: '90.5 s', met: false },
      { goal: 'full build ≥ 200 pages/s', figure: '54 pages/s', met: false },
      { goal: 'full build peak memory ≤ 1 GiB', figure: '1854 MiB', met: false },
      { goal: 'pull ≤ 1.3× its latency floor', figure: '×1.45', met: false },
      { goal: 'home page JavaScript ≤ 85 KiB gzip', figure: '103.4 KiB', met: false },
    ]);
  });

  it('meets a goal on its limit, and says when a figure could not be measured', () => {
    const goals = benchGoals({
      ...RUN,
      rebuildPullSeconds: 5,
      rebuildBuildSeconds: 24.0,
      pagesPerSecond: 200,
      peakMiB: null,
      homeJsGzip: 85 * 1024,
    });
    expect(goals.map((goal) => goal.met)).toEqual([true, true, true, null, false, true]);
    expect(goals[3]!.figure).toBe('not measured (no GNU time)');
  });
});
