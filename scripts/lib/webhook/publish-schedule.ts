/**
 * "Publish at a time": one go-live of a previewed release, or one fresh publish, at the next
 * given time of day (UTC, as the publish page shows times). Kept in ROOT/schedule.json, written
 * with a rename so a crash leaves the old file or the new one, and armed again at start, so it
 * survives a restart; a time that passed while the publisher was down fires at once.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const ScheduledSchema = z.object({
  /** When, as an ISO instant. */
  at: z.iso.datetime(),
  action: z.enum(['go-live', 'publish']),
  /** The previewed release to make live; only for a go-live. */
  release: z
    .string()
    .regex(/^[\dTZ-]+$/)
    .optional(),
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

/** The next instant at `HH:MM` UTC after `now`. */
export function nextTimeOfDay(timeOfDay: string, now: number): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(timeOfDay);
  if (!match) throw new RangeError('a time of day is HH:MM, 00:00 to 23:59');
  const at = new Date(now);
  at.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  if (at.getTime() <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export class PublishSchedule {
  private readonly file: string;
  private readonly clock: Clock;
  private readonly fire: (scheduled: Scheduled) => Promise<void>;
  private scheduled: Scheduled | null = null;
  private timer: unknown = null;

  constructor(root: string, fire: (scheduled: Scheduled) => Promise<void>, clock = systemClock) {
    this.file = join(root, 'schedule.json');
    this.fire = fire;
    this.clock = clock;
  }

  /** What is scheduled, or null. */
  get current(): Scheduled | null {
    return this.scheduled;
  }

  /** Reads the file a previous run left and arms it; a file that cannot be read is reported, not kept. */
  async load(log: (line: string) => void): Promise<void> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return;
    const parsed = ScheduledSchema.safeParse(JSON.parse(text.trim() || 'null'));
    if (!parsed.success) {
      log(`${this.file} is not a schedule this publisher wrote; nothing is scheduled`);
      await rm(this.file, { force: true });
      return;
    }
    this.arm(parsed.data);
  }

  /** Schedules `action` for the next `timeOfDay`, in place of anything scheduled before. */
  async set(timeOfDay: string, action: Scheduled['action'], by: string, release?: string) {
    const scheduled: Scheduled = {
      at: nextTimeOfDay(timeOfDay, this.clock.now()).toISOString(),
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

  private arm(scheduled: Scheduled): void {
    this.stop();
    this.scheduled = scheduled;
    const wait = Math.max(0, Date.parse(scheduled.at) - this.clock.now());
    this.timer = this.clock.setTimeout(() => void this.due(scheduled), wait);
  }

  private disarm(): void {
    this.stop();
    this.scheduled = null;
  }

  private async due(scheduled: Scheduled): Promise<void> {
    this.disarm();
    await rm(this.file, { force: true });
    await this.fire(scheduled);
  }
}
