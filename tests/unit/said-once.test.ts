import { describe, expect, it } from 'vitest';
import { SaidOnce } from '../../scripts/lib/webhook/desk/said-once.ts';

describe("the pull's warnings in the publisher's log", () => {
  it('are said once while each pull repeats them, and again when one comes back', () => {
    const logged: string[] = [];
    const said = new SaidOnce((line) => logged.push(line));
    const pull = (...warnings: string[]) => {
      said.nextPull();
      for (const warning of warnings) said.say(warning);
    };
    pull('menu 45 has no name', 'a block is left out', 'menu 45 has no name');
    pull('menu 45 has no name', 'a block is left out');
    pull('a block is left out');
    pull('menu 45 has no name', 'a block is left out');
    expect(logged).toEqual(['menu 45 has no name', 'a block is left out', 'menu 45 has no name']);
  });
});
