/** What the publisher's routes share through Hono's context, set by the middleware named beside each. */
import type { HttpBindings } from '@hono/node-server';
import type { Session } from './sessions.ts';

export interface AppEnv {
  /** The Node request (@hono/node-server): its socket and its body stream, for the project's own defences. */
  Bindings: HttpBindings;
  Variables: {
    /** Who is asking, as the limits count clients (middleware/client.ts). */
    client: string;
    /** Reads the request's body within the route's limits (middleware/body.ts). */
    body: () => Promise<Buffer>;
    /** The signed-in editor's session, if the cookie names one (middleware/session.ts). */
    session: Session | undefined;
  };
}
