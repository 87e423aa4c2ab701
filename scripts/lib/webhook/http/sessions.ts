/**
 * Signed-in editors of the publish page: a random session id in a cookie that scripts cannot
 * read (HttpOnly), that travels only over TLS (Secure; browsers also keep it for
 * http://localhost) and never with a request another site starts (SameSite=Strict), plus a
 * CSRF token per session that every form carries. Sessions live in memory: a restart signs
 * everyone out, which costs an editor one sign-in.
 *
 * Its name has the `__Host-` prefix: browsers keep such a cookie only from this very host, with
 * no Domain and Path=/, so a page of a sibling host (the preview site's own host name, say)
 * cannot set one that reaches the publisher. A cookie sent twice is believed in neither copy,
 * and the answer asks the browser to clear this host's cookies (`Clear-Site-Data`), so a
 * planted one cannot keep the editor signed out.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = '__Host-publish_session';
/** A session lasts a working day from sign-in. */
export const SESSION_LIFETIME_MS = 12 * 3_600_000;
/** Sessions kept at once; signing in past it ends the oldest. */
const MAX_SESSIONS = 100;

export interface Session {
  id: string;
  csrf: string;
  expires: number;
  /** The name the editor gave at sign-in, shown beside what they publish. */
  name?: string;
}

const token = () => randomBytes(32).toString('base64url');

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class Sessions {
  /** In the order made: the first is the oldest. */
  private readonly sessions = new Map<string, Session>();
  private readonly now: () => number;

  constructor(now = () => Date.now()) {
    this.now = now;
  }

  create(name?: string): Session {
    if (this.sessions.size >= MAX_SESSIONS)
      this.sessions.delete(this.sessions.keys().next().value!);
    const session: Session = {
      id: token(),
      csrf: token(),
      expires: this.now() + SESSION_LIFETIME_MS,
      ...(name ? { name } : {}),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The session named by the request's cookie header, if it is one and still valid. */
  fromCookie(header: string | undefined): Session | undefined {
    const id = cookieValue(header, SESSION_COOKIE);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (session && session.expires <= this.now()) {
      this.sessions.delete(session.id);
      return undefined;
    }
    return session;
  }

  end(session: Session): void {
    this.sessions.delete(session.id);
  }
}

/**
 * The cookie's value; none when the header holds it twice. A sibling subdomain or a plain-http
 * page can plant a second cookie of the same name, and which one comes first is the browser's
 * choice, so neither is believed.
 */
function cookieValues(header: string | undefined, name: string): string[] {
  return (header ?? '').split(';').flatMap((part) => {
    const [key, ...value] = part.trim().split('=');
    return key === name ? [value.join('=')] : [];
  });
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  const values = cookieValues(header, name);
  return values.length === 1 ? values[0] : undefined;
}

/** Whether the session cookie came more than once: one of them was planted. */
export const sessionCookieTwice = (header: string | undefined): boolean =>
  cookieValues(header, SESSION_COOKIE).length > 1;

export function sessionCookie(session: Session): string {
  return `${SESSION_COOKIE}=${session.id}; Path=/; Max-Age=${SESSION_LIFETIME_MS / 1000}; HttpOnly; Secure; SameSite=Strict`;
}

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
