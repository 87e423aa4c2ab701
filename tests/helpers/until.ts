import { vi } from 'vitest';

/**
 * Waits until `check` passes. Tests wait on conditions, never on time: the limit only ends a
 * test that hangs, far beyond what a loaded machine needs, and inside the integration tier's
 * 30 s so that a hang reports the check's last failure.
 */
export const until = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 25_000, interval: 50 });
