import { describe, expect, it } from 'vitest';
import { balancedColumns } from '../../src/components/ui/balanced-columns.ts';

describe('balanced columns', () => {
  it.each([
    // Issue 26: the nine events in four columns left one card alone on the last row; the six clients in five, one logo.
    [9, 4, 3],
    [6, 5, 3],
    [6, 6, 6],
    [7, 4, 4],
    [22, 4, 2],
    [3, 4, 3],
    [5, 2, 1],
    [1, 4, 1],
  ])('%i items, at most %i columns → %i', (count, max, columns) => {
    const chosen = balancedColumns(count, max);
    expect(chosen).toBe(columns);
    const rest = count % chosen;
    expect(rest === 0 || rest > chosen / 2).toBe(true);
  });
});
