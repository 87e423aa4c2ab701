/**
 * Single flight with a debounce: editors save many times in a row. Requests within the
 * debounce window make one run; requests during a run make at most one more run after it.
 */
export type SchedulerState = 'idle' | 'waiting' | 'running';

export class RebuildScheduler {
  state: SchedulerState = 'idle';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private again = false;
  private readonly run: () => Promise<void>;
  private readonly debounceMs: number;
  private idleWaiters: Array<() => void> = [];

  constructor(run: () => Promise<void>, debounceMs: number) {
    this.run = run;
    this.debounceMs = debounceMs;
  }

  request(): void {
    if (this.state === 'running') {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.state = 'waiting';
    this.timer = setTimeout(() => void this.start(), this.debounceMs);
  }

  /** Resolves once nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void> {
    return this.state === 'idle' ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private async start(): Promise<void> {
    this.state = 'running';
    this.again = false;
    // The run reports its own failures; the scheduler only keeps the queue moving.
    await this.run().catch(() => undefined);
    if (this.again) {
      this.state = 'idle';
      this.request();
      return;
    }
    this.state = 'idle';
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
