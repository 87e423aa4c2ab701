/**
 * Refuses a form another site made the browser send, whatever it carries: Sec-Fetch-Site says
 * so in current browsers; Origin, compared with Host, in older ones that send no Sec-Fetch-*.
 * A request with neither comes from no browser, and the session cookie (SameSite=Strict) and
 * the form's CSRF token still guard it. Hono's csrf middleware refuses such requests, and
 * compares schemes, which differ behind a TLS proxy: hence this check of our own.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** Whether an Origin header, when sent, names this host (`null`, from a sandbox or a redirect, names none). */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  return URL.canParse(origin) && host !== undefined && new URL(origin).host === host.toLowerCase();
}

export function isCrossSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  return site === undefined
    ? !sameOrigin(c.req.header('origin'), c.req.header('host'))
    : site === 'cross-site' || site === 'same-site';
}

export const sameSiteOnly =
  (refused: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (isCrossSite(c)) return refused(c);
    await next();
  };
