/**
 * The one state, queue and report that the hook, the publish page, the status page and the
 * watch share: whoever asks, the request goes into the same scheduler, the run is recorded in
 * the same list, told to the same NOTIFY_URL and pushed to every open publish page.
 *
 * A run asked for by the watch alone is a check: it builds only when the pull found a change,
 * and an outage of the back office is reported once: not again at every interval, nor at every
 * flap of a back office that answers one check in two. An outage is over once checks have
 * worked for OUTAGE_OVER_MS.
 */
import type { ChangeSummary } from '../../pull/changes.ts';
import type { RebuildEvent, Trigger } from './notify.ts';
import { editorAdvice, logReason, publicReason } from './reasons.ts';
import type { Release, RunContext } from './releases.ts';
import { RebuildScheduler, type SchedulerState } from './scheduler.ts';

/** What the live progress shows: the scheduler's state, with the step of a running rebuild. */
export type Phase = 'idle' | 'waiting' | 'pulling' | 'building';

interface Outcome {
  at: string;
  durationMs: number;
}

export interface WatchStatus {
  everyMinutes: number;
  /** The last check that built nothing, or failed. */
  lastCheck: { at: string; outcome: 'unchanged' | 'failed' } | null;
  /** Since when checks fail for a reason already reported; null while they work. */
  failingSince: string | null;
}

export interface WebhookStatus {
  state: SchedulerState;
  phase: Phase;
  lastSuccess: (Outcome & { release: string; changes: ChangeSummary }) | null;
  lastFailure: (Outcome & { reason: string; advice: string }) | null;
  /** The last rebuilds, newest first. */
  recent: RebuildEvent[];
  builds: number;
  watch: WatchStatus | null;
}

/** How long checks must work before a failing one is a new outage, worth telling again. */
export const OUTAGE_OVER_MS = 3_600_000;

/** Rebuilds the status keeps. */
export const RECENT_REBUILDS = 10;
/** Shutdown waits this long for notifications still being sent (a receiver that never answers would hold it 46 s). */
export const DEFAULT_NOTIFY_GRACE_MS = 3_000;

export interface PublisherOptions {
  debounceMs: number;
  /** Pulls and builds; null when told to build only on a change and there was none. */
  rebuild: (context: Required<RunContext>) => Promise<Release | null>;
  /** Told after every publish or failure (NOTIFY_URL); its own failures are its own. The signal says: stop, shutting down. */
  notify?: (event: RebuildEvent, signal: AbortSignal) => Promise<void>;
  /** How long shutdown waits for notifications still being sent before abandoning them. */
  notifyGraceMs?: number;
  /** Minutes between the watch's checks, when the watch is on (watch.ts): shown in the status. */
  watchMinutes?: number;
  log: (line: string) => void;
}

const stamp = () => new Date().toISOString();

/** Whoever asked first names the run: an editor or a hook over the watch. */
const TRIGGER_ORDER: Trigger[] = ['editor', 'hook', 'day', 'watch'];
/** Who a run is recorded as when no editor gave a name. */
const ASKED_BY: Record<Trigger, string> = {
  editor: 'an editor',
  hook: 'the hook',
  watch: 'the watch',
  day: 'the new day',
};

export class Publisher {
  private readonly options: PublisherOptions;
  private readonly scheduler: RebuildScheduler<Trigger>;
  private readonly report: Omit<WebhookStatus, 'state' | 'phase'>;
  private step: 'pulling' | 'building' = 'pulling';
  /** Whether the watch has reported an outage that is not over yet. */
  private outage = false;
  /** Since when checks work again, in an outage (ms); null while they fail. */
  private workingSince: number | null = null;
  private readonly listeners = new Set<(status: WebhookStatus) => void>();
  private readonly notifications = new Set<Promise<void>>();
  private readonly abandon = new AbortController();
  /** Other work a run waits for first (the publish page's desk: a preview building). */
  private others: () => Promise<void> = () => Promise.resolve();
  /** The editors who asked since the last run started: the next run is theirs. */
  private askers = new Set<string>();

  constructor(options: PublisherOptions) {
    this.options = options;
    this.report = {
      lastSuccess: null,
      lastFailure: null,
      recent: [],
      builds: 0,
      watch: options.watchMinutes
        ? { everyMinutes: options.watchMinutes, lastCheck: null, failingSince: null }
        : null,
    };
    this.scheduler = new RebuildScheduler<Trigger>(
      (signal, triggers) => this.run(signal, triggers),
      options.debounceMs,
      () => this.changed(),
    );
  }

  /** One build at a time: each run first waits for `work` (the desk's preview or go-live) to end. */
  waitsFor(work: () => Promise<void>): void {
    this.others = work;
  }

  /** Asks for a publish (a hook or an editor, by name) or a check (the watch). */
  request(trigger: Trigger, by?: string): void {
    if (by) this.askers.add(by);
    this.scheduler.request(trigger);
  }

  get busy(): boolean {
    return this.scheduler.state !== 'idle';
  }

  status(): WebhookStatus {
    const { state } = this.scheduler;
    return { state, phase: state === 'running' ? this.step : state, ...this.report };
  }

  /** Calls `listener` with the status after every change; returns the function that stops it. */
  subscribe(listener: (status: WebhookStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once no rebuild waits or runs and every notification has been sent or given up. */
  async idle(): Promise<void> {
    await this.scheduler.idle();
    await Promise.all(this.notifications);
  }

  /** Stops a waiting or running rebuild, then waits for notifications up to the grace period and abandons the rest. */
  async close(): Promise<void> {
    this.scheduler.stop();
    await this.scheduler.idle();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>(
      (resolve) =>
        (timer = setTimeout(resolve, this.options.notifyGraceMs ?? DEFAULT_NOTIFY_GRACE_MS)),
    );
    await Promise.race([Promise.all(this.notifications), deadline]);
    clearTimeout(timer);
    this.abandon.abort();
    await Promise.all(this.notifications);
    this.listeners.clear();
  }

  /**
   * What the publish page's releases brought about (a go-live, a restore, a scheduled go-live
   * refused): the status, the page's last publishes, the health check and NOTIFY_URL hear of it
   * as of any publish.
   */
  told(event: RebuildEvent): void {
    if (event.outcome === 'published') {
      const { at, durationMs, release, changes } = event;
      this.report.lastSuccess = { at, durationMs, release, changes };
    } else {
      const { at, durationMs, reason, advice } = event;
      this.report.lastFailure = { at, durationMs, reason, advice };
    }
    this.record(event);
    this.changed();
  }

  private changed(): void {
    const status = this.status();
    for (const listener of this.listeners) listener(status);
  }

  private record(event: RebuildEvent): void {
    this.report.recent = [event, ...this.report.recent].slice(0, RECENT_REBUILDS);
    if (!this.options.notify) return;
    const sent = this.options
      .notify(event, this.abandon.signal)
      .finally(() => this.notifications.delete(sent));
    this.notifications.add(sent);
  }

  private async run(signal: AbortSignal, triggers: ReadonlySet<Trigger>): Promise<void> {
    const trigger = TRIGGER_ORDER.find((candidate) => triggers.has(candidate)) ?? 'hook';
    const check = trigger === 'watch';
    const by = this.askers.size > 0 ? [...this.askers].join(' and ') : ASKED_BY[trigger];
    this.askers = new Set();
    await this.others();
    const started = Date.now();
    if (!check) {
      this.report.builds += 1;
      this.options.log(`${stamp()} rebuild started (${trigger})`);
    }
    try {
      const release = await this.options.rebuild({
        signal,
        by,
        onlyIfChanged: check,
        onPhase: (phase) => this.stepTo(phase, check),
      });
      this.checkWorks();
      if (release) this.succeeded(release, started, trigger, by);
      else if (this.report.watch)
        this.report.watch.lastCheck = { at: stamp(), outcome: 'unchanged' };
    } catch (error) {
      // Reported once: the same outage at the next checks, or back after a flap, is no news.
      const at = stamp();
      if (check && this.sameOutage(at)) return;
      this.failed(error, { at, durationMs: Date.now() - started }, trigger);
      throw error;
    } finally {
      // The next run starts by pulling; the scheduler announces it before the run says so.
      this.step = 'pulling';
    }
  }

  private stepTo(phase: 'pulling' | 'building', check: boolean): void {
    if (phase === this.step) return;
    this.step = phase;
    if (check && phase === 'building') {
      this.report.builds += 1;
      this.options.log(`${stamp()} the watch found a change: rebuild started`);
    }
    this.changed();
  }

  private succeeded(release: Release, started: number, trigger: Trigger, by: string): void {
    const success = {
      at: stamp(),
      durationMs: Date.now() - started,
      release: release.name,
      changes: release.changes,
    };
    this.report.lastSuccess = success;
    this.options.log(
      `${success.at} rebuild succeeded in ${success.durationMs} ms: release ${release.name} is live`,
    );
    this.record({
      outcome: 'published',
      ...success,
      trigger,
      by,
      ...(release.preflight ? { preflight: release.preflight } : {}),
    });
  }

  private failed(error: unknown, outcome: Outcome, trigger: Trigger): void {
    const failure = { ...outcome, reason: publicReason(error), advice: editorAdvice(error) };
    this.report.lastFailure = failure;
    this.options.log(
      `${failure.at} ${trigger === 'watch' ? 'check' : 'rebuild'} failed after ${failure.durationMs} ms, the live site is unchanged: ${logReason(error)}`,
    );
    this.record({ outcome: 'failed', ...failure, trigger });
  }

  /** Records a failed check; whether it belongs to an outage already reported. */
  private sameOutage(at: string): boolean {
    const same =
      this.outage &&
      (this.workingSince === null || Date.now() - this.workingSince < OUTAGE_OVER_MS);
    this.outage = true;
    this.workingSince = null;
    if (this.report.watch) {
      this.report.watch.lastCheck = { at, outcome: 'failed' };
      this.report.watch.failingSince ??= at;
    }
    return same;
  }

  /** A check or a rebuild got through: the outage the watch reported may be ending. */
  private checkWorks(): void {
    if (!this.outage || this.workingSince !== null) return;
    this.options.log(
      `${stamp()} the watch's checks work again (they failed since ${this.report.watch?.failingSince})`,
    );
    this.workingSince = Date.now();
    if (this.report.watch) this.report.watch.failingSince = null;
  }
}
