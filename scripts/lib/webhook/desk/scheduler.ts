/**
 * Single flight with a debounce: editors save many times in a row. Requests within the
 * debounce window make one run; requests during a run make at most one more run after it.
 * Each run is told what asked for it (a hook, an editor, the watch), all of them since the
 * last run started. `stop()` drops what is waiting and aborts the run under way through its signal.
 */
export type SchedulerState = 'idle' | 'waiting' | 'running';

export class RebuildScheduler<Trigger = string> {
  state: SchedulerState = 'idle';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private again = false;
  private triggers = new Set<Trigger>();
  private readonly stopping = new AbortController();
  private readonly run: (signal: AbortSignal, triggers: ReadonlySet<Trigger>) => Promise<void>;
  private readonly debounceMs: number;
  private idleWaiters: Array<() => void> = [];
  private readonly onState: () => void;

  /** `onState` is told after every change of `state` (the live progress of the publish page). */
  constructor(
    run: (signal: AbortSignal, triggers: ReadonlySet<Trigger>) => Promise<void>,
    debounceMs: number,
    onState = () => {},
  ) {
    this.run = run;
    this.debounceMs = debounceMs;
    this.onState = onState;
  }

  request(trigger?: Trigger): void {
    if (this.stopping.signal.aborted) return;
    if (trigger !== undefined) this.triggers.add(trigger);
    if (this.state === 'running') {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    const was = this.state;
    this.state = 'waiting';
    this.timer = setTimeout(() => void this.start(), this.debounceMs);
    if (was !== 'waiting') this.onState();
  }

  /** Resolves once nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void> {
    return this.state === 'idle'
      ? Promise.resolve()
      : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** No more runs: a waiting one is dropped, a running one is told to stop. */
  stop(): void {
    this.stopping.abort();
    clearTimeout(this.timer);
    this.again = false;
    this.triggers.clear();
    if (this.state === 'waiting') this.settle();
  }

  private async start(): Promise<void> {
    this.state = 'running';
    this.again = false;
    const triggers = this.triggers;
    this.triggers = new Set();
    this.onState();
    // The run reports its own failures; the scheduler only keeps the queue moving.
    await this.run(this.stopping.signal, triggers).catch(() => undefined);
    if (this.again) {
      this.state = 'idle';
      this.request();
      return;
    }
    this.settle();
  }

  private settle(): void {
    this.state = 'idle';
    this.onState();
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
