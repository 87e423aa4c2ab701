/** A build at the group's midnight when the new day changes what the live site says (scripts/lib/webhook/desk/day-change.ts). */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DayChange, nextChange } from '../../scripts/lib/webhook/desk/day-change.ts';
import { fakeClock } from '../fixtures/fake-clock.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'day-change-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A live release whose circulars' pages carry these last days. */
async function liveWith(...days: string[]) {
  const release = join(root, 'releases', 'r1');
  for (const [index, day] of days.entries()) {
    const folder = join(release, 'pdfShow', 'circular', String(index + 1));
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(folder, 'index.html'),
      `<div class="circular-answer" data-open-until="${day}"><p>Open: apply by ${day}</p></div>`,
    );
  }
  await symlink(release, join(root, 'current'));
}

/** A day change on a fake clock from `start`, and the builds it asked for. */
function dayChangeFrom(start: string) {
  const { clock, advanceTo } = fakeClock(start);
  const asked: string[] = [];
  const change = new DayChange({
    root,
    zone: 'Asia/Dhaka',
    rebuild: () => asked.push('build'),
    log: () => {},
    clock,
  });
  return { change, asked, advanceTo };
}

describe('the next day that changes the live site', () => {
  it('is the day after the first last day still to come, else the new year', () => {
    expect(nextChange(['2026-12-15', '2026-12-01', '2026-11-01'], '2026-11-28')).toBe('2026-12-02');
    expect(nextChange(['2026-11-28'], '2026-11-28')).toBe('2026-11-29');
    expect(nextChange([], '2026-11-28')).toBe('2027-01-01');
    expect(nextChange(['2027-03-01'], '2026-11-28')).toBe('2027-01-01');
  });

  // Issue 50: a circular whose deadline passed kept "Open" until the back office changed.
  it("asks for a build at the group's midnight after a circular's last day, with nothing else changed", async () => {
    await liveWith('2026-12-15', '2027-02-01');
    const { change, asked, advanceTo } = dayChangeFrom('2026-12-10T09:00:00Z');
    expect(await change.arm()).toBe('2026-12-16');
    // Midnight on 16 December in Dhaka is 18:00 UTC on the 15th.
    advanceTo('2026-12-15T17:59:59Z');
    expect(asked).toEqual([]);
    advanceTo('2026-12-15T18:00:00Z');
    expect(asked).toEqual(['build']);
    change.stop();
  });

  it('waits past what one timer holds, armed again as it ends', async () => {
    await liveWith();
    const { change, asked, advanceTo } = dayChangeFrom('2026-11-28T09:00:00Z');
    expect(await change.arm()).toBe('2027-01-01');
    advanceTo('2026-12-24T00:00:00Z');
    expect(asked).toEqual([]);
    advanceTo('2026-12-31T18:00:00Z');
    expect(asked).toEqual(['build']);
    change.stop();
  });
});
