/** The slots for unauthenticated work, shared fairly between clients (scripts/lib/webhook/http/fair-slots.ts). */
import { describe, expect, it } from 'vitest';
import { FairSlots } from '../../scripts/lib/webhook/http/fair-slots.ts';

function holders(slots: FairSlots) {
  const evicted: string[] = [];
  const take = (client: string, name: string) => slots.take(client, () => evicted.push(name));
  return { evicted, take };
}

describe('fair slots', () => {
  it('never turns a newcomer away: a full pool gives up the oldest slot of the client holding the most', () => {
    const slots = new FairSlots({ total: 4, perClient: 3 });
    const { evicted, take } = holders(slots);
    take('slow', 's1');
    take('slow', 's2');
    take('other', 'o1');
    take('slow', 's3');
    take('cms', 'c1');
    expect(evicted).toEqual(['s1']);
    expect(slots.size).toBe(4);
  });

  it('makes a client over its share give up its own oldest slot, not anyone else', () => {
    const slots = new FairSlots({ total: 10, perClient: 2 });
    const { evicted, take } = holders(slots);
    take('other', 'o1');
    take('greedy', 'g1');
    take('greedy', 'g2');
    take('greedy', 'g3');
    expect(evicted).toEqual(['g1']);
  });

  it('frees a slot given back, and a given-back slot is never evicted', () => {
    const slots = new FairSlots({ total: 1, perClient: 1 });
    const { evicted, take } = holders(slots);
    const release = take('a', 'a1');
    release();
    take('b', 'b1');
    release();
    expect(evicted).toEqual([]);
    expect(slots.size).toBe(1);
  });
});
