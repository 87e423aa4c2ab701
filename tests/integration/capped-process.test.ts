import { describe, expect, it } from 'vitest';
import { runCapped } from '../../src/lib/capped-process.ts';

const CHILD = new URL('../fixtures/capped-child-tasks.ts', import.meta.url);
const LIMITS = { memoryMb: 192, heapMb: 64, seconds: 30 };
const run = (tasks: string[], limits = LIMITS) =>
  runCapped<string, string>(CHILD, tasks, limits).then((results) => results.map(String));

describe('runCapped (work on uploads in a capped child process)', () => {
  it('answers each task in order, one line of reason for one that failed', async () => {
    expect(await run(['a', 'throw', 'b'])).toEqual(['done a', 'Error: bad', 'done b']);
  });

  it('kills the child once its whole memory passes the cap, not only its heap, and goes on with a fresh one (N2)', async () => {
    expect(await run(['a', 'grow', 'b'])).toEqual([
      'done a',
      'Error: it needs more than 192 MiB',
      'done b',
    ]);
  });

  it("starts each task's time when that task starts, so a task that hangs costs the others nothing (N18)", async () => {
    expect(await run(['a', 'hang', 'b'], { ...LIMITS, seconds: 2 })).toEqual([
      'done a',
      'Error: it takes more than 2 s',
      'done b',
    ]);
  });

  it('says when a task ended the child another way', async () => {
    expect(await run(['exit', 'a'])).toEqual([
      'Error: it stopped the reader (exit code 3)',
      'done a',
    ]);
  });

  it("fails outright when the child cannot start: the site's fault, not an upload's", async () => {
    await expect(
      runCapped(new URL('../fixtures/no-such-child.ts', import.meta.url), ['a'], LIMITS),
    ).rejects.toThrow(/stopped before it was ready/);
  });
});
