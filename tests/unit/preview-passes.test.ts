/** The way into the preview site (scripts/lib/webhook/preview-site/passes.ts): a ticket once, a pass for twelve hours. */
import { describe, expect, it } from 'vitest';
import { PreviewPasses } from '../../scripts/lib/webhook/preview-site/passes.ts';

const BACK = 'https://publish.example/hooks/';

describe('preview tickets and passes', () => {
  it('trades a ticket once for a pass that shows its release', () => {
    const passes = new PreviewPasses(() => 0);
    const ticket = passes.ticket('2026-11-28T10-00-00-000Z', BACK);
    const pass = passes.redeem(ticket)!;
    expect(passes.pass(pass)).toEqual({ release: '2026-11-28T10-00-00-000Z', back: BACK });
    expect(passes.redeem(ticket)).toBeUndefined();
    expect(passes.pass(ticket)).toBeUndefined();
    expect(passes.redeem(pass)).toBeUndefined();
  });

  it('lets a ticket lapse after a minute and a pass after twelve hours', () => {
    let now = 0;
    const passes = new PreviewPasses(() => now);
    const late = passes.ticket('a', BACK);
    const pass = passes.redeem(passes.ticket('b', BACK))!;
    now = 60_000;
    expect(passes.redeem(late)).toBeUndefined();
    now = 12 * 3_600_000 - 1;
    expect(passes.pass(pass)?.release).toBe('b');
    now += 1;
    expect(passes.pass(pass)).toBeUndefined();
  });

  it('holds a bounded number, forgetting the oldest first', () => {
    const passes = new PreviewPasses(() => 0);
    const first = passes.ticket('first', BACK);
    const tickets = Array.from({ length: 256 }, (_, i) => passes.ticket(`r${i}`, BACK));
    expect(passes.redeem(first)).toBeUndefined();
    expect(passes.redeem(tickets[0]!)).toBeDefined();
    expect(passes.redeem(tickets.at(-1)!)).toBeDefined();
  });
});
