/**
 * Several Lighthouse runs of one page summed up as `npm run lighthouse` prints them: each
 * figure's median and its spread, so one slow moment of the host reads as a spread and not
 * as the page's score; and the run whose blocking time is the median, whose long tasks say
 * what blocked.
 */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median (the lower middle of an even count) and the range of some figures; undefined without any. */
export function spreadOf(values: readonly (number | null | undefined)[]): Spread | undefined {
  const known = values.filter((value): value is number => typeof value === 'number');
  if (known.length === 0) return undefined;
  const sorted = [...known].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)]!,
    min: sorted[0]!,
    max: sorted.at(-1)!,
  };
}

/** `95 (89–100)`, or `100` where every run agreed; `n/a` without a figure. */
export function spreadText(
  spread: Spread | undefined,
  format: (value: number) => string = String,
): string {
  if (!spread) return 'n/a';
  const median = format(spread.median);
  return spread.min === spread.max
    ? median
    : `${median} (${format(spread.min)}–${format(spread.max)})`;
}

/** The run whose value is the median of all runs' (the first such). */
export function medianRun<T>(
  runs: readonly T[],
  value: (run: T) => number | undefined,
): T | undefined {
  const spread = spreadOf(runs.map(value));
  return spread ? runs.find((run) => value(run) === spread.median) : runs[0];
}
