/**
 * "Publish at a time": one go-live of a previewed release, or one fresh publish, at a day and
 * time in the group's time zone (SITE_TIME_ZONE), never in the past. Kept in ROOT/schedule.json,
 * written with a rename so a crash leaves the old file or the new one, and armed again at start,
 * so it survives a restart; a time that passed while the publisher was down fires at once, and a
 * file that cannot be read is set aside with a log line, never stopping the start. A wait longer
 * than one timer holds is armed again as each timer ends; a due action that cannot run yet (a
 * publish under way) waits and runs once it can.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_TIMER_MS } from '../../../src/lib/settings.ts';
import { RELEASE_NAME } from './releases.ts';

export const ScheduledSchema = z.object({
  /** When, as an ISO instant. */
  at: z.iso.datetime(),
  action: z.enum(['go-live', 'publish']),
  /** The previewed release to make live; only for a go-live. */
  release: z.string().regex(RELEASE_NAME).optional(),
  by: z.string().max(200),
});
export type Scheduled = z.output<typeof ScheduledSchema>;

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
  private scheduled: Scheduled | null = null;
  private timer: unknown = null;

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

  /** What is scheduled, or null. */
  get current(): Scheduled | null {
    return this.scheduled;
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
    const parsed = ScheduledSchema.safeParse(data);
    if (!parsed.success) {
      const aside = `${this.file}.unreadable`;
      await rename(this.file, aside).catch(() => rm(this.file, { force: true }));
      log(
        `${this.file} is not a schedule this publisher wrote; set aside as ${aside}, nothing is scheduled`,
      );
      return;
    }
    this.arm(parsed.data);
  }

  /**
   * Schedules `action` at `date` and `time` in `zone`, in place of anything scheduled before;
   * ScheduleRefused for a time that is none or has passed.
   */
  async set(
    when: { date: string; time: string; zone: string },
    action: Scheduled['action'],
    by: string,
    release?: string,
  ) {
    const at = zonedInstant(when.date, when.time, when.zone);
    if (at.getTime() <= this.clock.now())
      throw new ScheduleRefused(
        `${when.date} ${when.time} has passed in ${when.zone} (it is ${inZone(this.clock.now(), when.zone)} there now): choose a later time.`,
      );
    const scheduled: Scheduled = {
      at: at.toISOString(),
      action,
      by,
      ...(release ? { release } : {}),
    };
    const temporary = `${this.file}.tmp-${process.pid}`;
    await writeFile(temporary, JSON.stringify(scheduled, null, 2));
    await rename(temporary, this.file);
    this.arm(scheduled);
    return scheduled;
  }

  async cancel(): Promise<void> {
    this.disarm();
    await rm(this.file, { force: true });
  }

  /** Stops the timer without forgetting the schedule (shutdown: the next start arms it again). */
  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(scheduled: Scheduled, retryMs = 0): void {
    this.stop();
    this.scheduled = scheduled;
    const wait = Math.max(retryMs, Date.parse(scheduled.at) - this.clock.now());
    // One timer holds 24.8 days at most: a longer wait is armed again when it ends.
    this.timer = this.clock.setTimeout(
      () => void (wait > MAX_TIMER_MS ? this.arm(scheduled) : this.due(scheduled)),
      Math.min(wait, MAX_TIMER_MS),
    );
  }

  private disarm(): void {
    this.stop();
    this.scheduled = null;
  }

  private async due(scheduled: Scheduled): Promise<void> {
    this.stop();
    if ((await this.fire(scheduled)) === 'later') {
      if (this.scheduled === scheduled) this.arm(scheduled, RETRY_DUE_MS);
      return;
    }
    if (this.scheduled !== scheduled) return;
    this.disarm();
    await rm(this.file, { force: true });
  }
}
