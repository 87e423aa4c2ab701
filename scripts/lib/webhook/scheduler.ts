/**
 * Single flight with a debounce: editors save many times in a row. Requests within the
 * debounce window make one run; requests during a run make at most one more run after it.
 * `stop()` drops what is waiting and aborts the run under way through its signal.
 */
export type SchedulerState = 'idle' | 'waiting' | 'running';

export class RebuildScheduler {
  state: SchedulerState = 'idle';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private again = false;
  private readonly stopping = new AbortController();
  private readonly run: (signal: AbortSignal) => Promise<void>;
  private readonly debounceMs: number;
  private idleWaiters: Array<() => void> = [];

  constructor(run: (signal: AbortSignal) => Promise<void>, debounceMs: number) {
    this.run = run;
    this.debounceMs = debounceMs;
  }

  request(): void {
    if (this.stopping.signal.aborted) return;
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

  /** No more runs: a waiting one is dropped, a running one is told to stop. */
  stop(): void {
    this.stopping.abort();
    clearTimeout(this.timer);
    this.again = false;
    if (this.state === 'waiting') this.settle();
  }

  private async start(): Promise<void> {
    this.state = 'running';
    this.again = false;
    // The run reports its own failures; the scheduler only keeps the queue moving.
    await this.run(this.stopping.signal).catch(() => undefined);
    if (this.again) {
      this.state = 'idle';
      this.request();
      return;
    }
    this.settle();
  }

  private settle(): void {
    this.state = 'idle';
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
