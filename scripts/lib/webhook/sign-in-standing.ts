/**
 * How a client stands at the sign-in, for the order of its password checks (password-checks.ts):
 * a client that signed in with the right password in the last 30 days first, then the others
 * by their wrong passwords in the last 10 minutes, fewest first. A stranger's first wrong guess
 * puts it behind every editor for ten minutes; an editor who signed in before goes ahead even
 * of strangers guessing from addresses never seen. Held in memory, bounded: a restart forgets it.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Ahead of every client that has not signed in. */
export const SIGNED_IN_BEFORE = -1;
const REMEMBER_SIGN_IN_MS = 30 * 24 * 60 * 60 * 1000;
const FAILURE_WINDOW_SECONDS = 10 * 60;
/** Addresses that signed in, remembered at once: far more than a content team uses. */
const MAX_REMEMBERED = 1_000;

export class SignInStanding {
  private readonly failures = new RateLimiterMemory({
    points: Number.MAX_SAFE_INTEGER,
    duration: FAILURE_WINDOW_SECONDS,
  });
  /** Client → when its sign-in is forgotten; in the order they signed in. */
  private readonly signedIn = new Map<string, number>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Lower goes first: SIGNED_IN_BEFORE, else the client's wrong passwords in the last 10 minutes. */
  async of(client: string): Promise<number> {
    const until = this.signedIn.get(client);
    if (until !== undefined && until > this.now()) return SIGNED_IN_BEFORE;
    return (await this.failures.get(client))?.consumedPoints ?? 0;
  }

  async failed(client: string): Promise<void> {
    await this.failures.consume(client).catch(() => undefined);
  }

  succeeded(client: string): void {
    this.signedIn.delete(client);
    this.signedIn.set(client, this.now() + REMEMBER_SIGN_IN_MS);
    for (const oldest of this.signedIn.keys()) {
      if (this.signedIn.size <= MAX_REMEMBERED) break;
      this.signedIn.delete(oldest);
    }
  }
}
