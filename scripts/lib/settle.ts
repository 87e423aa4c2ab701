/**
 * Promise.all for work that writes: on the first failure it asks the rest to stop, waits until
 * every task has settled (so nothing still writes into a folder about to be removed), then
 * throws that first failure, which is the real cause rather than a cancellation it set off.
 */
export async function allOrFirstFailure<T extends readonly unknown[]>(
  tasks: { readonly [K in keyof T]: Promise<T[K]> },
  stopTheRest: () => void,
): Promise<T> {
  let first: { error: unknown } | undefined;
  const settled = await Promise.allSettled(
    (tasks as readonly Promise<unknown>[]).map((task) =>
      task.catch((error: unknown) => {
        if (!first) {
          first = { error };
          stopTheRest();
        }
        throw error;
      }),
    ),
  );
  if (first) throw first.error;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
