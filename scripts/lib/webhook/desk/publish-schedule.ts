/**
 * "Publish at a time": go-lives of previewed releases and fresh publishes, each at a day and
 * time in the group's time zone (SITE_TIME_ZONE), never in the past; several at once, each
 * cancellable. Kept in ROOT/schedule.json, written with a rename so a crash leaves the old file
 * or the new one, and armed again at start, so they survive a restart; a time that passed while
 * the publisher was down fires at once, and a file that cannot be read is set aside with a log
 * line, never stopping the start. One timer waits for the earliest; a wait longer than one timer
 * holds is armed again as it ends; a due action that cannot run yet (a publish under way) waits
 * and runs once it can, and the ones due after it wait behind it.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_TIMER_MS } from '../../../../src/lib/settings.ts';
import { RELEASE_NAME } from './releases.ts';

export const ScheduledSchema = z.object({
  /** Which one, for cancelling it. */
  id: z.string().regex(/^[0-9a-f]{16}$/),
  /** When, as an ISO instant. */
  at: z.iso.datetime(),
  action: z.enum(['go-live', 'publish']),
  /** The previewed release to make live; only for a go-live. */
  release: z.string().regex(RELEASE_NAME).optional(),
  by: z.string().max(200),
});
export type Scheduled = z.output<typeof ScheduledSchema>;

/** More would be a list no team keeps track of, and a file anyone could grow. */
export const MAX_SCHEDULES = 20;
const FileSchema = z.array(ScheduledSchema).max(MAX_SCHEDULES);

/** The clock and timers, which tests replace. */
export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** How long a due action that cannot run yet waits before it tries again. */
export const RETRY_DUE_MS = 30_000;

/** A time the editor asked for that is no time, or has passed: the page says which. */
export class ScheduleRefused extends Error {
  override name = 'ScheduleRefused';
}

/** `2026-11-29 04:15`: an instant as the clocks of `zone` read it. */
export function inZone(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The instant at which the clocks of `zone` read `date` (`YYYY-MM-DD`) and `time` (`HH:MM`). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!day || !clock)
    throw new ScheduleRefused('Give a day and a time of day, such as 2026-12-01 and 18:30.');
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
  if (new Date(wall).getUTCDate() !== dayOfMonth)
    throw new ScheduleRefused(`${date} is no day of the calendar.`);
  // The zone's offset at the guess, then at the instant it gives: right across a change of offset.
  const offsetAt = (instant: number) =>
    Date.parse(`${inZone(instant, zone).replace(' ', 'T')}:00Z`) - instant;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

export class PublishSchedule {
  private readonly file: string;
  private readonly clock: Clock;
  private readonly fire: (scheduled: Scheduled) => Promise<'later' | void>;
  /** Earliest first. */
  private items: Scheduled[] = [];
  private timer: unknown = null;
  /** The one running now: nothing else is armed until it is done. */
  private firing: Scheduled | null = null;
  private saving: Promise<void> = Promise.resolve();
  private stopped = false;

  /** `fire` runs a due action, or answers 'later' when it cannot run yet. */
  constructor(
    root: string,
    fire: (scheduled: Scheduled) => Promise<'later' | void>,
    clock = systemClock,
  ) {
    this.file = join(root, 'schedule.json');
    this.fire = fire;
    this.clock = clock;
  }

  /** What is scheduled, earliest first. */
  get current(): readonly Scheduled[] {
    return this.items;
  }

  /** Reads the file a previous run left and arms it; one that cannot be read is set aside and reported. */
  async load(log: (line: string) => void): Promise<void> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const parsed = FileSchema.safeParse(data);
    if (!parsed.success) {
      const aside = `${this.file}.unreadable`;
      await rename(this.file, aside).catch(() => rm(this.file, { force: true }));
      log(
        `${this.file} is not a schedule this publisher wrote; set aside as ${aside}, nothing is scheduled`,
      );
      return;
    }
    this.items = sorted(parsed.data);
    this.arm();
  }

  /**
   * Schedules `action` at `date` and `time` in `zone`, beside what is scheduled already;
   * ScheduleRefused for a time that is none or has passed, or one schedule too many.
   */
  async set(
    when: { date: string; time: string; zone: string },
    action: Scheduled['action'],
    by: string,
    release?: string,
  ): Promise<Scheduled> {
    if (release !== undefined && !RELEASE_NAME.test(release))
      throw new ScheduleRefused('That is no release this publisher keeps.');
    const at = zonedInstant(when.date, when.time, when.zone);
    if (at.getTime() <= this.clock.now())
      throw new ScheduleRefused(
        `${when.date} ${when.time} has passed in ${when.zone} (it is ${inZone(this.clock.now(), when.zone)} there now): choose a later time.`,
      );
    if (this.items.length >= MAX_SCHEDULES)
      throw new ScheduleRefused(
        `${MAX_SCHEDULES} publishes are scheduled already: cancel one before scheduling another.`,
      );
    const scheduled: Scheduled = {
      id: randomBytes(8).toString('hex'),
      at: at.toISOString(),
      action,
      by,
      ...(release ? { release } : {}),
    };
    await this.replace(sorted([...this.items, scheduled]));
    return scheduled;
  }

  /** Cancels the schedules `which` picks; returns them. */
  async cancel(which: (scheduled: Scheduled) => boolean): Promise<Scheduled[]> {
    const gone = this.items.filter(which);
    if (gone.length > 0) await this.replace(this.items.filter((item) => !which(item)));
    return gone;
  }

  /** Stops the timer without forgetting the schedules (shutdown: the next start arms them again). */
  stop(): void {
    this.stopped = true;
    this.disarm();
  }

  private disarm(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Keeps `items` in memory and on disk, in that order of writes, and arms the earliest. */
  private async replace(items: Scheduled[]): Promise<void> {
    this.items = items;
    this.arm();
    const text = JSON.stringify(items, null, 2);
    const write = async () => {
      if (items.length === 0) return rm(this.file, { force: true });
      const temporary = `${this.file}.tmp-${process.pid}`;
      await writeFile(temporary, text);
      await rename(temporary, this.file);
    };
    this.saving = this.saving.then(write, write);
    await this.saving;
  }

  private arm(retryMs = 0): void {
    this.disarm();
    const next = this.items[0];
    if (!next || this.firing || this.stopped) return;
    const wait = Math.max(retryMs, Date.parse(next.at) - this.clock.now());
    // One timer holds 24.8 days at most: a longer wait is armed again when it ends.
    this.timer = this.clock.setTimeout(
      () => void (wait > MAX_TIMER_MS ? this.arm() : this.due(next)),
      Math.min(wait, MAX_TIMER_MS),
    );
  }

  private async due(scheduled: Scheduled): Promise<void> {
    this.disarm();
    this.firing = scheduled;
    const outcome = await this.fire(scheduled).catch(() => undefined);
    this.firing = null;
    if (outcome === 'later' && this.items.includes(scheduled)) return this.arm(RETRY_DUE_MS);
    if (this.items.includes(scheduled))
      await this.replace(this.items.filter((item) => item !== scheduled));
    else this.arm();
  }
}

const sorted = (items: Scheduled[]) =>
  [...items].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
