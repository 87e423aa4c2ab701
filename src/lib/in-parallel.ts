/**
 * Work shared among `workers` runners (capped child processes, each taking its share one item
 * at a time), the items dealt round like cards so large and small ones spread evenly; the
 * results come back in the items' order.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  workers: number,
  run: (share: T[]) => Promise<R[]>,
): Promise<R[]> {
  const count = Math.max(1, Math.min(workers, items.length));
  const shares = Array.from({ length: count }, (_, worker) =>
    items.filter((_, i) => i % count === worker),
  );
  const results = await Promise.all(shares.map(run));
  return items.map((_, i) => results[i % count]![Math.floor(i / count)]!);
}
