import { describe, expect, it } from 'vitest';
import { medianRun, spreadOf, spreadText } from '../../scripts/lib/built-site/lighthouse-runs.ts';
import { longTasksOf, type TaskNode } from '../../scripts/lib/built-site/long-tasks.ts';

describe('several Lighthouse runs of a page as npm run lighthouse prints them', () => {
  it('gives the median and the spread, and one figure where every run agreed', () => {
    const ms = (value: number) => `${value} ms`;
    expect(spreadText(spreadOf([87, 0, 12]), ms)).toBe('12 ms (0 ms–87 ms)');
    expect(spreadText(spreadOf([1, 1, 1]))).toBe('1');
    expect(spreadText(spreadOf([0.99, undefined, 1, 0.97]))).toBe('0.99 (0.97–1)');
    expect(spreadText(spreadOf([null, undefined]))).toBe('n/a');
  });

  it('picks the run whose blocking time is the median, whose long tasks it prints', () => {
    const runs = [{ tbt: 87 }, { tbt: 0 }, { tbt: 12 }];
    expect(medianRun(runs, (run) => run.tbt)).toBe(runs[2]);
  });
});

const task = (
  startTime: number,
  duration: number,
  group: string,
  children: TaskNode[] = [],
  urls: string[] = [],
): TaskNode => ({
  startTime,
  duration,
  selfTime: duration - children.reduce((sum, child) => sum + child.duration, 0),
  group: { id: group },
  attributableURLs: urls,
  children,
});

describe('a page’s long tasks as the simulated phone blocks on them', () => {
  it('keeps top-level tasks over 50 ms once slowed, naming their script and their work by kind', () => {
    const layout = task(110, 9, 'styleLayout');
    const hydration = task(
      100,
      20,
      'scriptEvaluation',
      [layout],
      ['https://example.org/', 'https://example.org/_astro/react.DjDbwyKW.js'],
    );
    const parse = task(10, 14, 'parseHTML');
    const short = task(200, 12, 'scriptEvaluation');
    expect(longTasksOf([hydration, short, parse], 4)).toEqual([
      { startMs: 10, durationMs: 56, source: 'page', work: 'parsing HTML 56 ms' },
      {
        startMs: 100,
        durationMs: 80,
        source: 'react.DjDbwyKW.js',
        work: 'script 44 ms, style and layout 36 ms',
      },
    ]);
  });
});
