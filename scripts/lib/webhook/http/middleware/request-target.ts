/**
 * A request target that is no path (`//[/x`): refused with 400 before any route sees it.
 * @hono/node-server answers 400 itself to targets it cannot make a URL of (`http://[`).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { refuse } from '../respond.ts';

export const requestTarget: MiddlewareHandler<AppEnv> = async (c, next) => {
  const target = c.env.incoming.url ?? '/';
  if (!target.startsWith('/') || !URL.canParse(target, 'http://hook'))
    return refuse(c, 400, 'bad request');
  await next();
};
