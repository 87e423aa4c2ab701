/**
 * Gives a route its body reader: the project's own (request-body.ts), capped in size and time
 * and holding a fair slot (fair-slots.ts) while the body arrives. It reads the Node request
 * itself; Hono's bodyLimit is not used, as it has had bypass advisories.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { FairSlots } from '../fair-slots.ts';
import { readBody, type BodyLimits } from '../request-body.ts';

export const body =
  (slots: FairSlots, limits: BodyLimits): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // Read once, however many defences and the handler ask for it.
    let read: Promise<Buffer> | undefined;
    c.set('body', () => (read ??= readBody(c.env.incoming, c.var.client, slots, limits)));
    await next();
  };

/** The fields of a form post. */
export async function formOf(c: Context<AppEnv>): Promise<URLSearchParams> {
  return new URLSearchParams((await c.var.body()).toString('utf8'));
}
