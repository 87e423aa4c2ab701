/**
 * Lets a sign-in through only with the password. A client past its own limit of wrong
 * passwords a minute is answered 429 before any check, so it costs nothing more; any other is
 * checked one at a time, the best standing first (password-checks.ts, sign-in-standing.ts), so
 * an editor's right password signs in ahead of strangers who guessed wrong. A wrong one counts in the
 * failure limiter (failure-limiter.ts), the same as the hook's: 401, or 429 past the limits.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { FailureLimiter } from '../failure-limiter.ts';
import type { PasswordChecks } from '../password-checks.ts';
import type { SignInStanding } from '../sign-in-standing.ts';
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
    standing: SignInStanding,
    wrong: WrongPassword,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const given = (await formOf(c)).get('password') ?? '';
    const { client } = c.var;
    const limited = await failures.limitedFor(client);
    if (limited !== null) return wrong(c, 429, limited);
    if (given && (await checks.check(client, given, () => standing.of(client)))) {
      standing.succeeded(client);
      return next();
    }
    standing.failed(client);
    const failure = await failures.fail(client, `refused a sign-in from ${client}: wrong password`);
    return wrong(c, failure.limited ? 429 : 401, failure.retryAfterSeconds);
  };
