/** A signed-in editor's form carries the session's CSRF token (sessions.ts), compared in constant time. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { sameToken } from '../sessions.ts';
import { formOf } from './body.ts';

export const csrfToken =
  (refused: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = (await formOf(c)).get('csrf') ?? '';
    if (!c.var.session || !sameToken(token, c.var.session.csrf)) return refused(c);
    await next();
  };
