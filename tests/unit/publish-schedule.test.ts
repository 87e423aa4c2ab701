import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  nextTimeOfDay,
  PublishSchedule,
  type Scheduled,
} from '../../scripts/lib/webhook/publish-schedule.ts';
import { fakeClock } from '../fixtures/fake-clock.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'schedule-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

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
  it('is the next such time of day, in UTC', () => {
    const now = Date.parse('2026-11-26T21:30:00Z');
    expect(nextTimeOfDay('22:15', now).toISOString()).toBe('2026-11-26T22:15:00.000Z');
    expect(nextTimeOfDay('06:00', now).toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(() => nextTimeOfDay('24:00', now)).toThrow(RangeError);
    expect(() => nextTimeOfDay('7pm', now)).toThrow(RangeError);
  });

  it('goes live at the time, once, and forgets it', async () => {
    const { clock, advanceTo } = fakeClock('2026-11-26T21:30:00Z');
    const { fired, fire, firstFiring } = firings();
    const schedule = new PublishSchedule(root, fire, clock);
    await schedule.set('22:15', 'go-live', 'Nadia', '2026-11-26T21-29-00-000Z');
    advanceTo('2026-11-26T22:14:59Z');
    expect(fired).toEqual([]);
    advanceTo('2026-11-26T22:15:00Z');
    await firstFiring;
    expect(fired).toEqual([
      {
        at: '2026-11-26T22:15:00.000Z',
        action: 'go-live',
        by: 'Nadia',
        release: '2026-11-26T21-29-00-000Z',
      },
    ]);
    expect(schedule.current).toBeNull();
    await expect(readFile(join(root, 'schedule.json'))).rejects.toThrow();
  });

  it('survives a restart, and fires at once for a time that passed while it was down', async () => {
    const before = fakeClock('2026-11-26T21:30:00Z');
    const first = new PublishSchedule(root, async () => {}, before.clock);
    await first.set('22:00', 'publish', 'Omar');
    first.stop();

    const after = fakeClock('2026-11-26T22:05:00Z');
    const { fired, fire, firstFiring } = firings();
    const second = new PublishSchedule(root, fire, after.clock);
    await second.load(() => {});
    expect(second.current?.action).toBe('publish');
    after.advanceTo('2026-11-26T22:05:00Z');
    await firstFiring;
    expect(fired.map((s) => [s.action, s.by])).toEqual([['publish', 'Omar']]);
  });

  it('is cancelled for good, across a restart too', async () => {
    const { clock, advanceTo, pending } = fakeClock('2026-11-26T21:30:00Z');
    const fired: Scheduled[] = [];
    const schedule = new PublishSchedule(root, async (s) => void fired.push(s), clock);
    await schedule.set('22:00', 'publish', 'Omar');
    await schedule.cancel();
    expect(pending()).toBe(0);
    advanceTo('2026-11-27T00:00:00Z');
    const restarted = new PublishSchedule(root, async (s) => void fired.push(s), clock);
    await restarted.load(() => {});
    expect(restarted.current).toBeNull();
    expect(fired).toEqual([]);
  });

  it('will not arm a file it did not write', async () => {
    await writeFile(join(root, 'schedule.json'), '{"at":"soon","action":"rm -rf"}');
    const logs: string[] = [];
    const schedule = new PublishSchedule(
      root,
      async () => {},
      fakeClock('2026-11-26T21:30:00Z').clock,
    );
    await schedule.load((line) => logs.push(line));
    expect(schedule.current).toBeNull();
    expect(logs).toEqual([expect.stringContaining('is not a schedule this publisher wrote')]);
  });
});
