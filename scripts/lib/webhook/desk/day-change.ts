/**
 * The site decides on its build's day whether a job circular is open (src/site-config.ts
 * `buildDay`), so the live site goes stale at the group's midnight after a circular's last day,
 * whatever the back office does. This arms one timer for that midnight, read from the live
 * release itself (each open circular's page carries its last day as `data-open-until`), and for
 * the new year (the footer's ©), and then asks the publisher for a build. Armed again after every
 * publish, go-live or restore, and at start; a wait longer than one timer holds is armed again as
 * it ends.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dayIn } from '../../../../src/lib/days.ts';
import { MAX_TIMER_MS } from '../../../../src/lib/settings.ts';
import { systemClock, zonedInstant, type Clock } from './publish-schedule.ts';
import { currentLink } from './releases.ts';

/** Where the live release keeps its circulars' pages. */
const CIRCULAR_PAGES = join('pdfShow', 'circular');
/** Pages read for their last days: far more circulars than a group posts; a bigger page is no circular's. */
const MAX_PAGES = 5_000;
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The last days the live release's open circulars state, as `data-open-until` holds them. */
export async function openUntilDays(release: string): Promise<string[]> {
  const folder = join(release, CIRCULAR_PAGES);
  const ids = (await readdir(folder).catch(() => [] as string[])).slice(0, MAX_PAGES);
  const days = await Promise.all(
    ids.map(async (id) => {
      const file = join(folder, id, 'index.html');
      const size = await stat(file).then(
        (found) => found.size,
        () => Infinity,
      );
      if (size > MAX_PAGE_BYTES) return [];
      const html = await readFile(file, 'utf8');
      return [...html.matchAll(/data-open-until="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]!);
    }),
  );
  return days.flat();
}

/** The first day after `today` on which the live release would say something else: a circular's day after its last, or the new year. */
export function nextChange(openUntil: readonly string[], today: string): string {
  const newYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
  const closing = openUntil
    .filter((day) => day >= today)
    .map(nextDay)
    .sort();
  return closing[0] && closing[0] < newYear ? closing[0] : newYear;
}

export interface DayChangeOptions {
  root: string;
  zone: string;
  /** Asks for a build: the live release is out of date from today. */
  rebuild: () => void;
  log: (line: string) => void;
  clock?: Clock;
}

export class DayChange {
  private timer: unknown = null;
  private stopped = false;
  private readonly options: DayChangeOptions;

  constructor(options: DayChangeOptions) {
    this.options = options;
  }

  private get clock(): Clock {
    return this.options.clock ?? systemClock;
  }

  /** Reads the live release and arms the timer for its next change; resolves to that day. */
  async arm(): Promise<string> {
    const { zone } = this.options;
    const today = dayIn(zone, this.clock.now());
    const day = nextChange(await openUntilDays(currentLink(this.options.root)), today);
    this.set(zonedInstant(day, '00:00', zone).getTime(), day);
    return day;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(at: number, day: string): void {
    if (this.stopped) return;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    const wait = Math.max(0, at - this.clock.now());
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        if (wait > MAX_TIMER_MS) return this.set(at, day);
        this.options.log(
          `${new Date(this.clock.now()).toISOString()} a new day (${day}) changes what the website says: rebuild asked`,
        );
        this.options.rebuild();
        // Armed for the change after, even if this build fails: today is the new day now.
        void this.arm().catch((error: unknown) =>
          this.options.log(`the day's timer could not read the live release: ${String(error)}`),
        );
      },
      Math.min(wait, MAX_TIMER_MS),
    );
  }
}
