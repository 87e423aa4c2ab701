/**
 * What a request that fails is answered. A refusal (busy, too large, too slow, wrong method)
 * says so, as a page for a browser, naming when to try again, or as JSON; anything else is
 * logged and answered 400. Either way the connection is closed.
 */
import type { ErrorHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { HttpRefusal } from '../http-refusal.ts';
import { refusalPage } from '../pages/publish.ts';
import { logReason } from '../../desk/reasons.ts';
import { page, refuse, wants } from '../respond.ts';

export const answerFailure =
  (site: string, log: (line: string) => void): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (!(error instanceof HttpRefusal)) {
      log(`${new Date().toISOString()} request failed: ${logReason(error)}`);
      return refuse(c, 400, 'bad request');
    }
    return wants(c, 'json') === 'page'
      ? page(c, error.status, refusalPage(site, error), { connection: 'close', ...error.headers })
      : refuse(c, error.status, error.message, error.headers);
  };
