/**
 * 405 with Allow for a method a path does not answer. A page's path answers HEAD as GET, without
 * the body (Node sends none for HEAD); the event stream, which never ends, answers GET only.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { HttpRefusal } from '../http-refusal.ts';

export const allow =
  (...methods: string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!methods.includes(c.req.method))
      throw new HttpRefusal(405, `use ${methods.join(' or ')}`, { allow: methods.join(', ') });
    await next();
  };
