/**
 * GET /hooks/status (JSON, or a page for a browser), GET /hooks/health (health.ts) and POST
 * /hooks/rebuild once middleware/hook-secret.ts has let it in: all read or feed one publisher.
 */
import type { Handler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PasswordChecks } from '../password-checks.ts';
import { health } from '../health.ts';
import { statusPage } from '../pages/status.ts';
import type { Publisher } from '../../desk/publisher.ts';
import { json, page, wants } from '../respond.ts';

export const status =
  (
    publisher: Publisher,
    site: string,
    liveOf: () => Promise<string | null> = () => Promise.resolve(null),
  ): Handler<AppEnv> =>
  async (c) => {
    const current = publisher.status();
    // The release visitors see: the last publish's, or one an editor made live or restored since.
    const live = (await liveOf()) ?? current.lastSuccess?.release ?? null;
    return wants(c, 'json') === 'page'
      ? page(c, 200, statusPage(current, site, live), { vary: 'accept' })
      : json(c, 200, { ...current, live }, { vary: 'accept' });
  };

export const healthCheck =
  (publisher: Publisher, passwords: PasswordChecks | null): Handler<AppEnv> =>
  (c) =>
    json(c, 200, health(publisher.status(), passwords?.counts));

export const rebuild =
  (publisher: Publisher, log: (line: string) => void): Handler<AppEnv> =>
  (c) => {
    publisher.request('hook');
    const { state } = publisher.status();
    log(`${new Date().toISOString()} rebuild hook accepted (${state})`);
    return json(c, 202, { accepted: true, state });
  };
