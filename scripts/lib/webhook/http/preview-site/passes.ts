/**
 * How a signed-in editor gets into the preview site, which has an origin of its own
 * (preview-site.ts) and so cannot see the publish page's session: the publish page hands out a
 * ticket for one release, good once and for a minute, in the address it sends the editor to;
 * the preview site trades it for a pass, kept as a cookie of its own origin, that shows that
 * release for twelve hours. Both are random, held only in memory (a restart signs previews out)
 * and bounded in number, the oldest forgotten first: in all, and per session of the publish
 * page, so one editor's browser opening previews without end cannot crowd out the others'.
 * Signing out of the publish page ends its session's passes too.
 */
import { randomBytes } from 'node:crypto';

const TICKET_MS = 60_000;
export const PASS_SECONDS = 12 * 60 * 60;
/** Tickets and passes held at once: far more than a content team opens in twelve hours. */
const MAX_HELD = 256;
/** Of those, for one session of the publish page: far more than one editor opens in twelve hours. */
export const MAX_PER_SESSION = 32;

interface Held {
  /** The publish page's session that asked for it. */
  session: string;
  release: string;
  /** Where the preview's bar links back to: the publish page the editor came from. */
  back: string;
  expires: number;
}

export interface PreviewPass {
  release: string;
  back: string;
}

/** A Map that forgets its oldest entries past MAX_HELD, and answers an expired one as absent. */
class Expiring {
  private readonly held = new Map<string, Held>();

  add(value: Held): string {
    const key = randomBytes(32).toString('base64url');
    this.held.set(key, value);
    const same = [...this.held].filter(([, held]) => held.session === value.session);
    for (const [oldest] of same.slice(0, Math.max(0, same.length - MAX_PER_SESSION)))
      this.held.delete(oldest);
    for (const oldest of this.held.keys()) {
      if (this.held.size <= MAX_HELD) break;
      this.held.delete(oldest);
    }
    return key;
  }

  forget(session: string): void {
    for (const [key, held] of this.held) if (held.session === session) this.held.delete(key);
  }

  take(key: string, now: number, remove: boolean): Held | undefined {
    const value = this.held.get(key);
    if (remove || (value && value.expires <= now)) this.held.delete(key);
    return value && value.expires > now ? value : undefined;
  }
}

export class PreviewPasses {
  private readonly tickets = new Expiring();
  private readonly passes = new Expiring();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** A ticket into `release`'s preview, for the address the publish page redirects `session` to. */
  ticket(release: string, back: string, session: string): string {
    return this.tickets.add({ session, release, back, expires: this.now() + TICKET_MS });
  }

  /** Ends the tickets and passes a session of the publish page was given (its sign-out). */
  endSession(session: string): void {
    this.tickets.forget(session);
    this.passes.forget(session);
  }

  /** The pass a ticket is worth, once; undefined for a ticket used, expired or never given. */
  redeem(ticket: string): string | undefined {
    const held = this.tickets.take(ticket, this.now(), true);
    return held && this.passes.add({ ...held, expires: this.now() + PASS_SECONDS * 1000 });
  }

  /** What a pass shows, while it is valid. */
  pass(pass: string): PreviewPass | undefined {
    const held = this.passes.take(pass, this.now(), false);
    return held && { release: held.release, back: held.back };
  }
}
