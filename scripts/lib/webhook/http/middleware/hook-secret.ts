/**
 * Lets a rebuild hook in only with the secret: a bearer token, checked before any body is
 * read, or an HMAC-SHA256 of the body in X-Hub-Signature-256, both compared in constant time.
 * The secret is checked before any limit, so a right one is always accepted; a wrong one
 * counts in the failure limiter (failure-limiter.ts): 401, or 429 past the limits. A body
 * given up for another request throws 503 (busy), which is no failure.
 */
import { createHmac } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { FailureLimiter } from '../failure-limiter.ts';
import { refuse } from '../respond.ts';
import { sameToken } from '../sessions.ts';

export function signatureOf(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

async function carriesSecret(c: Context<AppEnv>, secret: string): Promise<boolean> {
  const auth = c.req.header('authorization');
  if (auth !== undefined) {
    c.env.incoming.resume();
    return auth.startsWith('Bearer ') && sameToken(auth.slice('Bearer '.length), secret);
  }
  const signature = c.req.header('x-hub-signature-256');
  if (signature === undefined) return false;
  return sameToken(signature, signatureOf(secret, await c.var.body()));
}

export const hookSecret =
  (secret: string, failures: FailureLimiter): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (await carriesSecret(c, secret)) return next();
    const { client } = c.var;
    const failure = await failures.fail(
      client,
      `refused a rebuild hook from ${client}: bad or missing secret`,
    );
    return failure.limited
      ? refuse(c, 429, 'too many failed attempts', {
          'retry-after': String(failure.retryAfterSeconds),
        })
      : refuse(c, 401, 'bad or missing secret');
  };
