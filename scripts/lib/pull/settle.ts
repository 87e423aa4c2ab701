/** A failure that only says the work was stopped because something else failed. */
export const isCancellation = (error: unknown): boolean =>
  (error as { cancelled?: unknown } | null)?.cancelled === true;

/**
 * Promise.all for work that writes: on the first failure it asks the rest to stop, waits until
 * every task has settled (so nothing still writes into a folder about to be removed), then
 * throws the real cause: the first failure that is not a cancellation it set off. Tasks may
 * nest; an outer call may hear an inner task's cancellation before the inner call reports its
 * cause, which is why the choice waits until everything has settled.
 */
export async function allOrFirstFailure<T extends readonly unknown[]>(
  tasks: { readonly [K in keyof T]: Promise<T[K]> },
  stopTheRest: () => void,
): Promise<T> {
  const failures: unknown[] = [];
  const settled = await Promise.allSettled(
    (tasks as readonly Promise<unknown>[]).map((task) =>
      task.catch((error: unknown) => {
        if (failures.length === 0) stopTheRest();
        failures.push(error);
        throw error;
      }),
    ),
  );
  if (failures.length > 0) throw failures.find((error) => !isCancellation(error)) ?? failures[0];
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
