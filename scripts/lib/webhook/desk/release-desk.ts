/**
 * The publish page's releases: preview, go live, restore and publish at a time, for the
 * signed-in editors, beside the publisher's own queue (publisher.ts), which keeps serving the
 * hook and the watch as before. One desk action runs at a time, and none while the publisher
 * is busy, so a preview never pulls while a publish pulls. Going live and restoring are
 * recorded as publishes (publisher.ts `madeLive`): the status, the page's last publishes, the
 * health check and NOTIFY_URL, with who asked and the release's pre-flight report.
 */
import { findingWords, thingsToLookAt } from '../../preflight/finding.ts';
import type { Publisher } from './publisher.ts';
import { editorAdvice, logReason, publicReason } from './reasons.ts';
import { keptReleases, type KeptRelease, type ReleaseRecord } from './release-records.ts';
import {
  goLive,
  previewRelease,
  restoreRelease,
  StalePreview,
  UnknownRelease,
  type DeskOptions,
} from './preview.ts';
import {
  inZone,
  PublishSchedule,
  ScheduleRefused,
  systemClock,
  type Clock,
  type Scheduled,
} from './publish-schedule.ts';

export type DeskMessage = { kind: 'done' | 'stale' | 'failed'; text: string };

export interface DeskView {
  releases: KeptRelease[];
  /** Earliest first. */
  schedules: readonly Scheduled[];
  /** What the desk is doing now, in the page's words; null when idle. */
  working: string | null;
  /** The outcome of the last action, for the page to say. */
  message: DeskMessage | null;
  /** The group's time zone (SITE_TIME_ZONE), in which schedules are set and shown. */
  timeZone: string;
  /** Now, as the schedule's clock reads it. */
  now: number;
}

export interface DeskSettings {
  options: DeskOptions;
  publisher: Publisher;
  log: (line: string) => void;
  clock?: Clock;
  /** SITE_TIME_ZONE; Asia/Dhaka when not given. */
  timeZone?: string;
}

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** Refused: something else runs; the page says which. */
export class DeskBusy extends Error {
  override name = 'DeskBusy';
}

const stamp = () => new Date().toISOString();

export class ReleaseDesk {
  private readonly settings: DeskSettings;
  readonly schedule: PublishSchedule;
  private working: string | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private message: DeskMessage | null = null;
  private readonly abandon = new AbortController();
  private readonly listeners = new Set<() => void>();

  constructor(settings: DeskSettings) {
    this.settings = settings;
    this.schedule = new PublishSchedule(
      settings.options.root,
      (scheduled) => this.due(scheduled),
      settings.clock ?? systemClock,
    );
  }

  get timeZone(): string {
    return this.settings.timeZone ?? DEFAULT_TIME_ZONE;
  }

  get root(): string {
    return this.settings.options.root;
  }

  /** Arms what a previous run scheduled. */
  start(): Promise<void> {
    return this.schedule.load(this.settings.log);
  }

  /** Calls `listener` whenever what the page shows of the desk may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  async view(): Promise<DeskView> {
    return {
      releases: await keptReleases(this.root),
      schedules: this.schedule.current,
      working: this.working,
      message: this.message,
      timeZone: this.timeZone,
      now: (this.settings.clock ?? systemClock).now(),
    };
  }

  /** Starts a preview, which runs on after the answer (the page shows it when done); false when refused. */
  preview(by: string): boolean {
    const busy = this.refusal();
    if (busy) {
      this.message = { kind: 'failed', text: busy };
      this.changed();
      return false;
    }
    void this.run(
      'Preparing a preview: reading the back office and building the website…',
      async () => {
        const record = await previewRelease(this.settings.options, by, {
          signal: this.abandon.signal,
        });
        this.message = {
          kind: 'done',
          text: `Preview ready, ${thingsToLookAt(record.findings.length)}. Visitors still see the live website.`,
        };
        this.settings.log(`${stamp()} preview ${record.name} built for ${by}`);
      },
    ).catch(() => undefined);
    return true;
  }

  /** Makes a previewed release live; StalePreview when the back office changed since. */
  goLive(name: string, by: string, byHand = true): Promise<ReleaseRecord> {
    return this.run('Going live…', async () => {
      const started = Date.now();
      const record = await goLive(this.settings.options, name);
      this.told(record, by, 'went live', Date.now() - started);
      // A scheduled go-live is one the editors planned beside the others: those stay.
      if (byHand) await this.settleSchedules(by);
      return record;
    });
  }

  restore(name: string, by: string): Promise<ReleaseRecord> {
    return this.run('Restoring…', async () => {
      const started = Date.now();
      const record = await restoreRelease(this.root, name);
      this.told(record, by, 'restored', Date.now() - started);
      await this.settleSchedules(by);
      return record;
    });
  }

  /**
   * After an editor chose what is live: a scheduled go-live would replace it (or make live what
   * already is), so it is cancelled, and said; a scheduled fresh publish would replace it too,
   * which may be meant, so it stays and the page asks the editor to cancel it if not.
   */
  private async settleSchedules(by: string): Promise<void> {
    const zone = this.timeZone;
    const when = (scheduled: Scheduled) => `${inZone(Date.parse(scheduled.at), zone)} ${zone} time`;
    const cancelled = await this.schedule.cancel((scheduled) => scheduled.action === 'go-live');
    const fresh = this.schedule.current.filter((scheduled) => scheduled.action === 'publish');
    const said = [
      ...cancelled.map(
        (scheduled) =>
          `The go-live scheduled for ${when(scheduled)} by ${scheduled.by} is cancelled, since the website now shows the release you chose.`,
      ),
      ...fresh.map(
        (scheduled) =>
          `A fresh publish is still scheduled for ${when(scheduled)}: it will replace this release then. Cancel it below if this release should stay.`,
      ),
    ];
    if (said.length > 0 && this.message) this.message.text += ` ${said.join(' ')}`;
    for (const scheduled of cancelled)
      this.settings.log(
        `${stamp()} scheduled go-live ${scheduled.id} cancelled: ${by} chose what is live`,
      );
  }

  /** Schedules a go-live or a fresh publish at a day and time of the group's zone; a refusal is said on the page. */
  async scheduleAt(
    when: { date: string; time: string },
    action: Scheduled['action'],
    by: string,
    release?: string,
  ): Promise<void> {
    try {
      if (
        action === 'go-live' &&
        !(await keptReleases(this.root)).some((kept) => kept.name === release)
      )
        throw new ScheduleRefused('That preview is no longer kept: make a fresh one first.');
      const scheduled = await this.schedule.set(
        { ...when, zone: this.timeZone },
        action,
        by,
        release,
      );
      this.message = null;
      this.changed();
      this.settings.log(
        `${stamp()} ${action} ${scheduled.id} scheduled for ${scheduled.at} by ${by}`,
      );
    } catch (error) {
      this.message = {
        kind: 'failed',
        text: error instanceof ScheduleRefused ? error.message : publicReason(error),
      };
      this.changed();
      throw error;
    }
  }

  async cancelSchedule(id: string, by: string): Promise<void> {
    const [gone] = await this.schedule.cancel((scheduled) => scheduled.id === id);
    this.message = gone
      ? {
          kind: 'done',
          text: `The ${gone.action === 'go-live' ? 'go-live' : 'fresh publish'} scheduled for ${inZone(Date.parse(gone.at), this.timeZone)} ${this.timeZone} time is cancelled.`,
        }
      : { kind: 'failed', text: 'That schedule had already run or been cancelled.' };
    this.changed();
    if (gone) this.settings.log(`${stamp()} scheduled ${gone.action} ${id} cancelled by ${by}`);
  }

  /** Resolves once nothing of the desk runs (the publisher waits for it before a build). */
  async idle(): Promise<void> {
    while (this.working) await this.running.catch(() => undefined);
  }

  /** Stops the schedule's timer and a preview under way, and waits for what runs. */
  async close(): Promise<void> {
    this.schedule.stop();
    this.abandon.abort();
    await this.running.catch(() => undefined);
  }

  /** Runs a due action, or answers 'later' while anything else runs: one build at a time. */
  private async due(scheduled: Scheduled): Promise<'later' | void> {
    const what = `scheduled ${scheduled.action} set by ${scheduled.by}`;
    if (this.refusal()) {
      this.settings.log(`${stamp()} ${what} is due and waits for the work under way`);
      return 'later';
    }
    this.settings.log(`${stamp()} ${what} is due`);
    if (scheduled.action === 'publish' || !scheduled.release) {
      this.settings.publisher.request('editor', `${scheduled.by} (scheduled)`);
      return;
    }
    const started = Date.now();
    await this.goLive(scheduled.release, `${scheduled.by} (scheduled)`, false).catch(
      (error: unknown) =>
        // The page keeps the message (runNow); the status, the last publishes and NOTIFY_URL hear of it too.
        this.settings.publisher.told({
          outcome: 'failed',
          at: stamp(),
          durationMs: Date.now() - started,
          reason: `scheduled go-live refused: ${publicReason(error)}`,
          advice:
            error instanceof StalePreview
              ? 'The scheduled go-live did not happen: the back office changed since the preview, so the website is unchanged. Make a fresh preview, look at it, and go live or schedule again.'
              : `The scheduled go-live did not happen. ${editorAdvice(error)}`,
          trigger: 'editor',
        }),
    );
  }

  private told(record: ReleaseRecord, by: string, how: 'went live' | 'restored', ms: number) {
    this.message = {
      kind: 'done',
      text: `Release of ${record.builtAt.replace('T', ' ').slice(0, 16)} UTC ${how === 'restored' ? 'restored' : 'is live'}: the website shows it now.`,
    };
    this.settings.log(`${stamp()} release ${record.name} ${how} (${by}) in ${ms} ms`);
    this.settings.publisher.told({
      outcome: 'published',
      at: stamp(),
      durationMs: ms,
      release: record.name,
      changes: record.changes,
      trigger: 'editor',
      how,
      by,
      preflight: record.findings.map(findingWords),
    });
  }

  /** Why nothing can start now, in the page's words, or null. */
  private refusal(): string | null {
    if (this.working) return `${this.working} Try again when it is done.`;
    if (this.settings.publisher.busy) return 'A publish is under way. Try again when it is done.';
    return null;
  }

  /** One action at a time, none while the publisher is busy; its failure is kept for the page. */
  private run<T>(doing: string, action: () => Promise<T>): Promise<T> {
    const busy = this.refusal();
    if (busy) {
      this.message = { kind: 'failed', text: busy };
      this.changed();
      return Promise.reject(new DeskBusy(busy));
    }
    this.working = doing;
    this.changed();
    return this.runNow(doing, action);
  }

  private async runNow<T>(doing: string, action: () => Promise<T>): Promise<T> {
    this.message = null;
    const running = action();
    this.running = running;
    try {
      return await running;
    } catch (error) {
      this.message =
        error instanceof StalePreview
          ? { kind: 'stale', text: error.message }
          : error instanceof UnknownRelease
            ? { kind: 'failed', text: 'That release is no longer kept.' }
            : { kind: 'failed', text: `${editorAdvice(error)} (${publicReason(error)})` };
      this.settings.log(`${stamp()} ${doing} failed: ${logReason(error)}`);
      throw error;
    } finally {
      this.working = null;
      this.changed();
    }
  }
}
