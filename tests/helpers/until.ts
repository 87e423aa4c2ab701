import { vi } from 'vitest';

/**
 * Waits until `check` passes. Tests wait on conditions, never on time: the limit only ends a
 * test that hangs, and is far beyond what a loaded machine needs.
 */
export const until = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 60_000, interval: 20 });
