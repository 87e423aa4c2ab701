/** The publisher's answers: JSON for machines, pages for people, refusals that close the connection. */
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';

type Headers = Record<string, string>;

export function json(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: unknown,
  headers: Headers = {},
) {
  return c.body(JSON.stringify(body), status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
}

/** A refused client gets its answer and loses the connection, so it cannot pipeline more guesses on it. */
export function refuse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  error: string,
  headers: Headers = {},
) {
  return json(c, status, { error }, { connection: 'close', ...headers });
}

export function page(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  html: string,
  headers: Headers = {},
) {
  return c.body(html, status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
}

/** Back to the publish page after a form (303), with a cookie to set or clear. */
export function seePage(c: Context<AppEnv>, cookie?: string) {
  return c.body(null, 303, {
    location: '/hooks/',
    'cache-control': 'no-store',
    ...(cookie ? { 'set-cookie': cookie } : {}),
  });
}

/** Whether the client asked for a page or for JSON, by its Accept header; `fallback` when it says neither. */
export function wants(c: Context<AppEnv>, fallback: 'page' | 'json'): 'page' | 'json' {
  const type = accepts(c, {
    header: 'Accept',
    supports: ['text/html', 'application/json'],
    default: fallback === 'page' ? 'text/html' : 'application/json',
  });
  return type === 'text/html' ? 'page' : 'json';
}
