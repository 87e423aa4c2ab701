/**
 * The benchmark's goals for publishing at scale (edit to live in a quarter of a full pull and
 * build, 200 pages/s, 1 GiB, the pull near its latency floor, a light home page), each with
 * the run's figure and whether it is met.
 */
export interface BenchFigures {
  pullSeconds: number;
  pullRatioToFloor: number;
  buildSeconds: number;
  pagesPerSecond: number;
  peakMiB: number | null;
  rebuildPullSeconds: number;
  rebuildBuildSeconds: number;
  /** Everything the home page loads, after a full scroll (gzip bytes). */
  homeJsGzip: number | undefined;
}

export interface Goal {
  goal: string;
  figure: string;
  met: boolean | null;
}

export function benchGoals(figures: BenchFigures): Goal[] {
  const full = figures.pullSeconds + figures.buildSeconds;
  const rebuild = figures.rebuildPullSeconds + figures.rebuildBuildSeconds;
  return [
    {
      goal: 'rebuild after one block edit ≤ 25 % of a full pull and build',
      figure: `${rebuild.toFixed(1)} s = ${((100 * rebuild) / full).toFixed(0)} % of ${full.toFixed(1)} s`,
      met: rebuild <= 0.25 * full,
    },
    {
      goal: 'rebuild after one block edit < 30 s',
      figure: `${rebuild.toFixed(1)} s`,
      met: rebuild < 30,
    },
    {
      goal: 'full build ≥ 200 pages/s',
      figure: `${figures.pagesPerSecond.toFixed(0)} pages/s`,
      met: figures.pagesPerSecond >= 200,
    },
    {
      goal: 'full build peak memory ≤ 1 GiB',
      figure:
        figures.peakMiB === null
          ? 'not measured (no GNU time)'
          : `${figures.peakMiB.toFixed(0)} MiB`,
      met: figures.peakMiB === null ? null : figures.peakMiB <= 1024,
    },
    {
      goal: 'pull ≤ 1.3× its latency floor',
      figure: `×${figures.pullRatioToFloor.toFixed(2)}`,
      met: figures.pullRatioToFloor <= 1.3,
    },
    {
      goal: 'home page JavaScript ≤ 85 KiB gzip',
      figure:
        figures.homeJsGzip === undefined
          ? 'no home page'
          : `${(figures.homeJsGzip / 1024).toFixed(1)} KiB`,
      met: figures.homeJsGzip === undefined ? null : figures.homeJsGzip <= 85 * 1024,
    },
  ];
}
