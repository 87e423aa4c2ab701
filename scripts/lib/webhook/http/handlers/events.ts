/**
 * GET /hooks/events: the live progress of a signed-in publish page as server-sent events, and,
 * as `desk` events, its releases section whenever the desk's work or the kept releases may have
 * changed (a preview ready or failed, a scheduled action run, a publish done).
 *
 * Server-sent events rather than polling: the publisher knows the moment a step changes and
 * pushes it then, an open page costs one idle connection instead of a request every few
 * seconds, EventSource reconnects by itself, and the same rendering serves the page and its
 * updates. Streams are capped (32, 3 per session, fair-slots.ts).
 */
import type { Handler } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppEnv } from '../app-env.ts';
import { FairSlots } from '../fair-slots.ts';
import { liveUpdate } from '../pages/publish.ts';
import { releasesSection } from '../pages/releases.ts';
import type { Publisher, WebhookStatus } from '../../desk/publisher.ts';
import type { ReleaseDesk } from '../../desk/release-desk.ts';
import type { Session } from '../sessions.ts';

/** Comments that keep a quiet stream open through proxies that close idle connections. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 10_000;

interface Open {
  session: string;
  end: () => void;
}

/** The releases section as the page shows it, with this session's CSRF token in its forms. */
async function sendReleases(stream: SSEStreamingApi, desk: ReleaseDesk, csrf: string) {
  try {
    const html = String(releasesSection(await desk.view(), csrf));
    await stream.writeSSE({ event: 'desk', data: JSON.stringify({ html }) });
  } catch {
    // A stream closed meanwhile, or releases unreadable for a moment: the next change sends again.
  }
}

export function liveEvents(publisher: Publisher, desk: ReleaseDesk | null) {
  const slots = new FairSlots({ total: 32, perClient: 3 });
  const open = new Set<Open>();

  /** Sends the progress until the client goes, the stream's slot is taken, or it is ended. */
  async function follow(stream: SSEStreamingApi, session: Session): Promise<void> {
    const send = (status: WebhookStatus, retry?: number) =>
      void stream.writeSSE({
        data: JSON.stringify(liveUpdate(status)),
        ...(retry ? { retry } : {}),
      });
    const sendDesk = () => void (desk && sendReleases(stream, desk, session.csrf));
    const ended = Promise.withResolvers<void>();
    const entry = { session: session.id, end: ended.resolve };
    send(publisher.status(), RETRY_MS);
    // What changed between the page's load and this stream's start is not missed.
    sendDesk();
    const unsubscribe = publisher.subscribe((status) => {
      send(status);
      // A publish that ended made a release, or failed: the releases section says so.
      if (status.phase === 'idle') sendDesk();
    });
    const unsubscribeDesk = desk?.subscribe(sendDesk);
    const keepAlive = setInterval(() => void stream.write(': still here\n\n'), KEEP_ALIVE_MS);
    const release = slots.take(session.id, ended.resolve);
    open.add(entry);
    stream.onAbort(ended.resolve);
    await ended.promise;
    unsubscribe();
    unsubscribeDesk?.();
    clearInterval(keepAlive);
    release();
    open.delete(entry);
  }

  const handler: Handler<AppEnv> = (c) => {
    const { session } = c.var;
    if (!session) return c.text('signed out\n', 401, { 'cache-control': 'no-store' });
    const response = streamSSE(c, (stream) => follow(stream, session));
    response.headers.set('cache-control', 'no-store');
    // nginx would hold the events in its buffer otherwise.
    response.headers.set('x-accel-buffering', 'no');
    return response;
  };

  return {
    handler,
    /** Ends the streams of a session (signed out), or all of them (shutdown). */
    end: (session?: string) => {
      for (const entry of open) if (session === undefined || entry.session === session) entry.end();
    },
  };
}
