/**
 * How a signed-in editor gets into the preview site, which has an origin of its own
 * (preview-site.ts) and so cannot see the publish page's session: the publish page hands out a
 * ticket for one release, good once and for a minute, in the address it sends the editor to;
 * the preview site trades it for a pass, kept as a cookie of its own origin, that shows that
 * release for twelve hours. Both are random, held only in memory (a restart signs previews out)
 * and bounded in number, the oldest forgotten first.
 */
import { randomBytes } from 'node:crypto';

const TICKET_MS = 60_000;
export const PASS_SECONDS = 12 * 60 * 60;
/** Tickets and passes held at once: far more than a content team opens in twelve hours. */
const MAX_HELD = 256;

interface Held {
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
    for (const oldest of this.held.keys()) {
      if (this.held.size <= MAX_HELD) break;
      this.held.delete(oldest);
    }
    return key;
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

  /** A ticket into `release`'s preview, for the address the publish page redirects to. */
  ticket(release: string, back: string): string {
    return this.tickets.add({ release, back, expires: this.now() + TICKET_MS });
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
