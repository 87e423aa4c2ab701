import { describe, expect, it } from 'vitest';
import { dayHasPassed, groupDay } from '../../src/islands/group-day.ts';

const at = (iso: string) => Date.parse(iso);

describe("a deadline against the group's day in the browser", () => {
  it('passes when the next day begins in the group’s zone, not in UTC', () => {
    // Dhaka is UTC+6: its 2 December begins at 18:00 UTC on the 1st.
    expect(dayHasPassed('2026-12-01', at('2026-12-01T17:59:59Z'), 'Asia/Dhaka')).toBe(false);
    expect(dayHasPassed('2026-12-01', at('2026-12-01T18:00:00Z'), 'Asia/Dhaka')).toBe(true);
    // Honolulu is UTC−10: its 2 December begins at 10:00 UTC on the 2nd.
    expect(dayHasPassed('2026-12-01', at('2026-12-02T09:59:59Z'), 'Pacific/Honolulu')).toBe(false);
    expect(dayHasPassed('2026-12-01', at('2026-12-02T10:00:00Z'), 'Pacific/Honolulu')).toBe(true);
  });

  it('agrees with the zone’s own day at the ends of the world’s zones', () => {
    for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Kathmandu', 'Europe/Berlin'])
      for (let hour = -30; hour <= 50; hour++) {
        const now = at('2026-12-01T00:00:00Z') + hour * 3_600_000 + 1;
        expect(dayHasPassed('2026-12-01', now, zone), `${zone} ${hour}`).toBe(
          groupDay(now, zone) > '2026-12-01',
        );
      }
  });

  it('never calls a day without a date past', () => {
    expect(dayHasPassed('', at('2099-01-01T00:00:00Z'), 'Asia/Dhaka')).toBe(false);
  });
});
