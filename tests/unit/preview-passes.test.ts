/** The way into the preview site (scripts/lib/webhook/http/preview-site/passes.ts): a ticket once, a pass for twelve hours. */
import { describe, expect, it } from 'vitest';
import {
  MAX_PER_SESSION,
  PreviewPasses,
} from '../../scripts/lib/webhook/http/preview-site/passes.ts';

const BACK = 'https://publish.example/hooks/';

describe('preview tickets and passes', () => {
  it('trades a ticket once for a pass that shows its release', () => {
    const passes = new PreviewPasses(() => 0);
    const ticket = passes.ticket('2026-11-28T10-00-00-000Z', BACK, 'nadia');
    const pass = passes.redeem(ticket)!;
    expect(passes.pass(pass)).toEqual({ release: '2026-11-28T10-00-00-000Z', back: BACK });
    expect(passes.redeem(ticket)).toBeUndefined();
    expect(passes.pass(ticket)).toBeUndefined();
    expect(passes.redeem(pass)).toBeUndefined();
  });

  it('lets a ticket lapse after a minute and a pass after twelve hours', () => {
    let now = 0;
    const passes = new PreviewPasses(() => now);
    const late = passes.ticket('a', BACK, 'nadia');
    const pass = passes.redeem(passes.ticket('b', BACK, 'nadia'))!;
    now = 60_000;
    expect(passes.redeem(late)).toBeUndefined();
    now = 12 * 3_600_000 - 1;
    expect(passes.pass(pass)?.release).toBe('b');
    now += 1;
    expect(passes.pass(pass)).toBeUndefined();
  });

  it('holds a bounded number, forgetting the oldest first', () => {
    const passes = new PreviewPasses(() => 0);
    const first = passes.ticket('first', BACK, 'first');
    const tickets = Array.from({ length: 256 }, (_, i) =>
      passes.ticket(`r${i}`, BACK, `session ${i}`),
    );
    expect(passes.redeem(first)).toBeUndefined();
    expect(passes.redeem(tickets[0]!)).toBeDefined();
    expect(passes.redeem(tickets.at(-1)!)).toBeDefined();
  });

  it('holds a bounded number per session, so one browser cannot crowd out the others', () => {
    const passes = new PreviewPasses(() => 0);
    const omar = passes.redeem(passes.ticket('kept', BACK, 'omar'))!;
    const first = passes.redeem(passes.ticket('r', BACK, 'nadia'))!;
    for (let i = 0; i < MAX_PER_SESSION; i += 1) passes.redeem(passes.ticket('r', BACK, 'nadia'));
    expect(passes.pass(first)).toBeUndefined();
    expect(passes.pass(omar)?.release).toBe('kept');
  });

  it("ends a session's tickets and passes when it signs out, and only that session's", () => {
    const passes = new PreviewPasses(() => 0);
    const pass = passes.redeem(passes.ticket('r', BACK, 'nadia'))!;
    const ticket = passes.ticket('r', BACK, 'nadia');
    const omar = passes.redeem(passes.ticket('r', BACK, 'omar'))!;
    passes.endSession('nadia');
    expect(passes.pass(pass)).toBeUndefined();
    expect(passes.redeem(ticket)).toBeUndefined();
    expect(passes.pass(omar)?.release).toBe('r');
  });
});
