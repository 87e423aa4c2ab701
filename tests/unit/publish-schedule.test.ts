import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inZone,
  MAX_SCHEDULES,
  PublishSchedule,
  RETRY_DUE_MS,
  ScheduleRefused,
  zonedInstant,
  type Scheduled,
} from '../../scripts/lib/webhook/desk/publish-schedule.ts';
import { fakeClock } from '../fixtures/fake-clock.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'schedule-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const DHAKA = 'Asia/Dhaka';
/** 22:15 UTC on 26 November is 04:15 on the 27th in Dhaka (UTC+6). */
const at = (date: string, time: string) => ({ date, time, zone: DHAKA });

/** What the schedule fires, and a promise of the first firing. */
function firings() {
  const fired: Scheduled[] = [];
  let first!: (scheduled: Scheduled) => void;
  const firstFiring = new Promise<Scheduled>((resolve) => (first = resolve));
  const fire = async (scheduled: Scheduled) => {
    fired.push(scheduled);
    first(scheduled);
  };
  return { fired, fire, firstFiring };
}

describe('publish at a time', () => {
  it("is a day and a time of the group's zone, across a change of offset too", () => {
    expect(zonedInstant('2026-11-27', '04:15', DHAKA).toISOString()).toBe(
      '2026-11-26T22:15:00.000Z',
    );
    expect(inZone(Date.parse('2026-11-26T22:15:00Z'), DHAKA)).toBe('2026-11-27 04:15');
    // Berlin moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '03:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['2026-11-27', '24:00'],
      ['tomorrow', '7pm'],
    ])
      expect(() => zonedInstant(date!, time!, DHAKA)).toThrow(ScheduleRefused);
  });

  // Issue 48: a time already past silently became tomorrow.
  it('refuses a time that has passed, saying what time it is there now', async () => {
    const { clock } = fakeClock('2026-11-26T21:30:00Z');
    const schedule = new PublishSchedule(root, async () => {}, clock);
    await expect(schedule.set(at('2026-11-27', '03:29'), 'publish', 'Omar')).rejects.toThrow(
      '2026-11-27 03:29 has passed in Asia/Dhaka (it is 2026-11-27 03:30 there now): choose a later time.',
    );
    expect(schedule.current).toEqual([]);
  });

  it('goes live at the time, once, and forgets it', async () => {
    const { clock, advanceTo } = fakeClock('2026-11-26T21:30:00Z');
    const { fired, fire, firstFiring } = firings();
    const schedule = new PublishSchedule(root, fire, clock);
    await schedule.set(at('2026-11-27', '04:15'), 'go-live', 'Nadia', '2026-11-26T21-29-00-000Z');
    advanceTo('2026-11-26T22:14:59Z');
    expect(fired).toEqual([]);
    advanceTo('2026-11-26T22:15:00Z');
    await firstFiring;
    expect(fired).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        at: '2026-11-26T22:15:00.000Z',
        action: 'go-live',
        by: 'Nadia',
        release: '2026-11-26T21-29-00-000Z',
      },
    ]);
    // Forgotten once it has run.
    await vi.waitFor(() => expect(readFile(join(root, 'schedule.json'))).rejects.toThrow());
    expect(schedule.current).toEqual([]);
  });

  it('survives a restart, and fires at once for a time that passed while it was down', async () => {
    const before = fakeClock('2026-11-26T21:30:00Z');
    const first = new PublishSchedule(root, async () => {}, before.clock);
    await first.set(at('2026-11-27', '04:00'), 'publish', 'Omar');
    first.stop();

    const after = fakeClock('2026-11-26T22:05:00Z');
    const { fired, fire, firstFiring } = firings();
    const second = new PublishSchedule(root, fire, after.clock);
    await second.load(() => {});
    expect(second.current[0]?.action).toBe('publish');
    after.advanceTo('2026-11-26T22:05:00Z');
    await firstFiring;
    expect(fired.map((s) => [s.action, s.by])).toEqual([['publish', 'Omar']]);
  });

  it('is cancelled for good, across a restart too', async () => {
    const { clock, advanceTo, pending } = fakeClock('2026-11-26T21:30:00Z');
    const fired: Scheduled[] = [];
    const schedule = new PublishSchedule(root, async (s) => void fired.push(s), clock);
    await schedule.set(at('2026-11-27', '04:00'), 'publish', 'Omar');
    await schedule.cancel(() => true);
    expect(pending()).toBe(0);
    advanceTo('2026-11-27T00:00:00Z');
    const restarted = new PublishSchedule(root, async (s) => void fired.push(s), clock);
    await restarted.load(() => {});
    expect(restarted.current).toEqual([]);
    expect(fired).toEqual([]);
  });

  // Issue 48: a publish under way dropped a due go-live without a word.
  it('waits while it cannot run, and runs once it can', async () => {
    const { clock, advanceTo } = fakeClock('2026-11-26T21:30:00Z');
    const asked: string[] = [];
    let busy = true;
    const schedule = new PublishSchedule(
      root,
      async (scheduled) => {
        asked.push(scheduled.by);
        return busy ? 'later' : undefined;
      },
      clock,
    );
    await schedule.set(at('2026-11-27', '04:00'), 'publish', 'Omar');
    advanceTo('2026-11-26T22:00:00Z');
    await vi.waitFor(() => expect(asked).toEqual(['Omar']));
    expect(schedule.current[0]?.by).toBe('Omar');
    await readFile(join(root, 'schedule.json'));
    busy = false;
    advanceTo(new Date(Date.parse('2026-11-26T22:00:00Z') + RETRY_DUE_MS).toISOString());
    await vi.waitFor(() => expect(schedule.current).toEqual([]));
    expect(asked).toEqual(['Omar', 'Omar']);
  });

  it('waits longer than one timer holds: armed again as each ends', async () => {
    const { clock, advanceTo } = fakeClock('2026-11-26T21:30:00Z');
    const { fired, fire, firstFiring } = firings();
    const schedule = new PublishSchedule(root, fire, clock);
    await schedule.set(at('2027-01-10', '06:00'), 'publish', 'Omar');
    advanceTo('2026-12-21T12:00:00Z');
    expect(fired).toEqual([]);
    advanceTo('2027-01-09T23:59:00Z');
    expect(fired).toEqual([]);
    advanceTo('2027-01-10T00:00:00Z');
    await firstFiring;
    expect(fired.map((scheduled) => scheduled.at)).toEqual(['2027-01-10T00:00:00.000Z']);
  });

  it('keeps several, fires each at its time in order, and cancels one without the others', async () => {
    const { clock, advanceTo } = fakeClock('2026-11-26T21:30:00Z');
    const fired: Scheduled[] = [];
    const schedule = new PublishSchedule(root, async (s) => void fired.push(s), clock);
    const late = await schedule.set(at('2026-11-28', '09:00'), 'publish', 'Omar');
    await schedule.set(at('2026-11-27', '09:00'), 'publish', 'Nadia');
    const dropped = await schedule.set(at('2026-11-27', '12:00'), 'publish', 'Rafi');
    expect(schedule.current.map((s) => s.by)).toEqual(['Nadia', 'Rafi', 'Omar']);
    expect(await schedule.cancel((s) => s.id === dropped.id)).toEqual([dropped]);
    // The file holds the two left, and a restart arms both.
    const again = new PublishSchedule(root, async () => {}, clock);
    await again.load(() => {});
    expect(again.current.map((s) => s.by)).toEqual(['Nadia', 'Omar']);
    again.stop();

    advanceTo('2026-11-27T03:00:00Z');
    await vi.waitFor(() => expect(fired.map((s) => s.by)).toEqual(['Nadia']));
    // Once it is done, the next is armed.
    await vi.waitFor(() => expect(schedule.current.map((s) => s.by)).toEqual(['Omar']));
    advanceTo('2026-11-27T06:00:00Z');
    expect(fired.map((s) => s.by)).toEqual(['Nadia']);
    advanceTo('2026-11-28T03:00:00Z');
    await vi.waitFor(() => expect(fired.map((s) => s.by)).toEqual(['Nadia', 'Omar']));
    expect(fired.at(-1)!.id).toBe(late.id);
    await vi.waitFor(() => expect(readFile(join(root, 'schedule.json'))).rejects.toThrow());
  });

  it(`refuses a schedule beyond ${MAX_SCHEDULES}, in words`, async () => {
    const { clock } = fakeClock('2026-11-26T21:30:00Z');
    const schedule = new PublishSchedule(root, async () => {}, clock);
    for (let day = 1; day <= MAX_SCHEDULES; day += 1)
      await schedule.set(at(`2026-12-${String(day).padStart(2, '0')}`, '09:00'), 'publish', 'Omar');
    await expect(schedule.set(at('2026-12-25', '09:00'), 'publish', 'Omar')).rejects.toThrow(
      `${MAX_SCHEDULES} publishes are scheduled already: cancel one before scheduling another.`,
    );
    schedule.stop();
  });

  /** Loads a schedule.json of `text` left by a previous run; returns the schedule and its log. */
  async function loaded(text: string) {
    await writeFile(join(root, 'schedule.json'), text);
    const logs: string[] = [];
    const clock = fakeClock('2026-11-26T21:30:00Z').clock;
    const schedule = new PublishSchedule(root, async () => {}, clock);
    await schedule.load((line) => logs.push(line));
    return { schedule, logs };
  }

  // Issue 48: a truncated schedule.json stopped the publisher from starting.
  it('sets aside a file it cannot read, and starts all the same', async () => {
    const { schedule, logs } = await loaded('{"at":"2026-11-27T0');
    expect(schedule.current).toEqual([]);
    expect(await readFile(join(root, 'schedule.json.unreadable'), 'utf8')).toBe(
      '{"at":"2026-11-27T0',
    );
    expect(logs).toEqual([expect.stringContaining('set aside as')]);
  });

  it('will not arm a file it did not write', async () => {
    const { schedule, logs } = await loaded('[{"at":"soon","action":"rm -rf"}]');
    expect(schedule.current).toEqual([]);
    expect(logs).toEqual([expect.stringContaining('is not a schedule this publisher wrote')]);
  });
});
