/** Names the client a request counts against (client.ts: the trusted-proxy walk, IPv6 by its /64). */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientOf, type TrustedProxies } from '../client.ts';

export const client =
  (trusted: TrustedProxies): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { socket, headers } = c.env.incoming;
    c.set('client', clientOf(socket.remoteAddress, headers['x-forwarded-for'], trusted));
    await next();
  };
