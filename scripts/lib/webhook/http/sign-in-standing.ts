/**
 * How a client stands at the sign-in, for the order of its password checks (password-checks.ts),
 * read again each time a check is chosen, so a crowd that rates itself down while it waits goes
 * behind at once: a client that signed in with the right password in the last 30 days first,
 * then the others by their wrong passwords in the last 10 minutes, fewest first; a client with
 * none of its own from a network (IPv4 /16, IPv6 /48) that guessed wrong NETWORK_BUSY times in
 * those minutes goes behind those from quiet networks. So a stranger's first wrong guess puts it
 * behind every editor, a crowd of fresh addresses from a few networks stands behind an editor
 * from elsewhere, and an editor who signed in before goes ahead of all. Held in memory, bounded:
 * a restart forgets it.
 */

/** Ahead of every client that has not signed in. */
export const SIGNED_IN_BEFORE = -1;
const REMEMBER_SIGN_IN_MS = 30 * 24 * 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 10 * 60 * 1000;
/** Addresses that signed in, remembered at once: far more than a content team uses. */
const MAX_REMEMBERED = 1_000;
/** Clients and networks counted at once; past it the oldest counts are forgotten. */
const MAX_COUNTED = 100_000;
/** Wrong passwords from one network in the window that make its fresh addresses stand behind. */
export const NETWORK_BUSY = 20;
/** Between no failure of its own and one: a fresh address of a guessing network. */
const FROM_A_GUESSING_NETWORK = 0.5;

/** The network a client key (client.ts: an IPv4 address, an IPv6 /64) belongs to: its /16 or /48. */
export const networkOf = (client: string): string =>
  client.includes(':')
    ? client.split(':').slice(0, 3).join(':')
    : client.split('.').slice(0, 2).join('.');

/** Counts per key over a window that starts at a key's first count, in insertion order. */
class WindowCounts {
  private readonly counts = new Map<string, { count: number; until: number }>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  get(key: string): number {
    const held = this.counts.get(key);
    return held && held.until > this.now() ? held.count : 0;
  }

  add(key: string): void {
    const held = this.counts.get(key);
    if (held && held.until > this.now()) held.count += 1;
    else {
      this.counts.delete(key);
      this.counts.set(key, { count: 1, until: this.now() + FAILURE_WINDOW_MS });
    }
    for (const oldest of this.counts.keys()) {
      if (this.counts.size <= MAX_COUNTED) break;
      this.counts.delete(oldest);
    }
  }
}

export class SignInStanding {
  private readonly failures: WindowCounts;
  private readonly networks: WindowCounts;
  /** Client → when its sign-in is forgotten; in the order they signed in. */
  private readonly signedIn = new Map<string, number>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
    this.failures = new WindowCounts(now);
    this.networks = new WindowCounts(now);
  }

  /** Lower goes first: SIGNED_IN_BEFORE, else the client's wrong passwords, else its network's state. */
  of(client: string): number {
    const until = this.signedIn.get(client);
    if (until !== undefined && until > this.now()) return SIGNED_IN_BEFORE;
    const own = this.failures.get(client);
    if (own > 0) return own;
    return this.networks.get(networkOf(client)) >= NETWORK_BUSY ? FROM_A_GUESSING_NETWORK : 0;
  }

  failed(client: string): void {
    this.failures.add(client);
    this.networks.add(networkOf(client));
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
