/** The item `offset` places after the one with `id` (before, when negative), wrapping around the list. */
export function neighbour<T extends { id: number }>(
  items: readonly T[],
  id: number,
  offset: number,
): T {
  const index = items.findIndex((item) => item.id === id);
  const length = items.length;
  return items[(((index + offset) % length) + length) % length]!;
}

/** The `count` items after the one with `id`, wrapping around: "more of the same" on a detail page. */
export const neighbours = <T extends { id: number }>(
  items: readonly T[],
  id: number,
  count: number,
): T[] => Array.from({ length: count }, (_, offset) => neighbour(items, id, offset + 1));
