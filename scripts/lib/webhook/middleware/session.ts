/** The editor's session named by the cookie (sessions.ts), and routes only a signed-in editor reaches. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Sessions } from '../sessions.ts';

export const session =
  (sessions: Sessions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('session', sessions.fromCookie(c.req.header('cookie')));
    await next();
  };

export const signedIn =
  (signedOut: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.var.session) return signedOut(c);
    await next();
  };
