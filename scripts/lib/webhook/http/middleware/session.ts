/** The editor's session named by the cookie (sessions.ts), and routes only a signed-in editor reaches. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { sessionCookieTwice, type Sessions } from '../sessions.ts';

export const session =
  (sessions: Sessions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const cookie = c.req.header('cookie');
    c.set('session', sessions.fromCookie(cookie));
    await next();
    // A planted second copy: the browser clears this host's cookies, and the editor signs in again.
    if (sessionCookieTwice(cookie)) c.res.headers.set('clear-site-data', '"cookies"');
  };

export const signedIn =
  (signedOut: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.var.session) return signedOut(c);
    await next();
  };
