/** A request refused before it is handled (busy, too large, too slow, wrong method). */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal answered with its status; the connection is closed after it. */
export class HttpRefusal extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** A refusal for want of room, no failure: try again after `seconds`. */
export const busy = (seconds = 1) =>
  new HttpRefusal(503, 'busy', { 'retry-after': String(seconds) });
