/**
 * Lets a sign-in through only with the password: checked first, one at a time and fairly
 * between clients (password-checks.ts), so a right one always signs in; a wrong one counts in
 * the failure limiter (failure-limiter.ts), the same as the hook's: 401, or 429 past the limits.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { FailureLimiter } from '../failure-limiter.ts';
import type { PasswordChecks } from '../password-checks.ts';
import { formOf } from './body.ts';

export type WrongPassword = (
  c: Context<AppEnv>,
  status: 401 | 429,
  retryAfterSeconds: number,
) => Response | Promise<Response>;

export const password =
  (
    checks: PasswordChecks,
    failures: FailureLimiter,
    wrong: WrongPassword,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const given = (await formOf(c)).get('password') ?? '';
    const { client } = c.var;
    if (given && (await checks.check(client, given))) return next();
    const failure = await failures.fail(client, `refused a sign-in from ${client}: wrong password`);
    return wrong(c, failure.limited ? 429 : 401, failure.retryAfterSeconds);
  };
