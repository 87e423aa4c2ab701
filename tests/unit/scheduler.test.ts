/** The rebuild scheduler on a fake clock: debounce, single flight and shutdown, without waiting. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildScheduler } from '../../scripts/lib/webhook/desk/scheduler.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A run that takes `ms` of the fake clock, counting its starts and the signals it got. */
function slowRun(ms: number) {
  const signals: AbortSignal[] = [];
  const run = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  });
  return { run, signals };
}

describe('the rebuild scheduler', () => {
  it('makes one run of a burst within the debounce', async () => {
    const { run } = slowRun(1_000);
    const scheduler = new RebuildScheduler(run, 2_000);
    for (let save = 0; save < 10; save += 1) {
      scheduler.request();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scheduler.state).toBe('idle');
  });

  it('makes at most one more run for any number of hooks during a run', async () => {
    const { run } = slowRun(10_000);
    const scheduler = new RebuildScheduler(run, 100);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(100);
    expect(scheduler.state).toBe('running');
    for (let hook = 0; hook < 20; hook += 1) scheduler.request();
    await vi.advanceTimersByTimeAsync(10_000 + 100 + 10_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(scheduler.state).toBe('idle');
  });

  it('on stop drops a waiting run and tells a running one to stop', async () => {
    const waiting = slowRun(1_000);
    const idle = new RebuildScheduler(waiting.run, 60_000);
    idle.request();
    idle.stop();
    await idle.idle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(waiting.run).not.toHaveBeenCalled();

    const running = slowRun(5_000);
    const busy = new RebuildScheduler(running.run, 10);
    busy.request();
    await vi.advanceTimersByTimeAsync(10);
    busy.request();
    busy.stop();
    expect(running.signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    await busy.idle();
    expect(running.run).toHaveBeenCalledTimes(1);
  });
});
