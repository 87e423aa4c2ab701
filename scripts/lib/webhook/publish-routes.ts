/**
 * The publish page's requests: GET /hooks/ (sign-in or publish page), POST /hooks/sign-in,
 * /hooks/sign-out and /hooks/publish (forms, so they work without scripts), and GET
 * /hooks/events, the live progress as server-sent events.
 *
 * Server-sent events rather than polling: the publisher knows the moment a step changes and
 * pushes it then, an open page costs one idle connection instead of a request every few
 * seconds, EventSource reconnects by itself, and the same rendering serves the page and its
 * updates. Streams are capped (32, 3 per session, fair-slots.ts).
 *
 * Sign-in failures count in the same limiter as the hook's (failure-limiter.ts): the password
 * is checked first and a right one always signs in; wrong ones past the limits get 429. Every
 * form carries the session's CSRF token, and a request another site starts is refused
 * (Sec-Fetch-Site or Origin), besides the cookie being SameSite=Strict.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FairSlots } from './fair-slots.ts';
import type { FailureLimiter } from './failure-limiter.ts';
import type { PasswordChecks } from './password-checks.ts';
import {
  liveUpdate,
  messagePage,
  publishPage,
  PUBLISH_PAGE_CSP,
  signInPage,
} from './publish-page.ts';
import type { Publisher } from './publisher.ts';
import { HttpRefusal, readBody, type BodyLimits } from './request-body.ts';
import {
  clearedSessionCookie,
  sameToken,
  sessionCookie,
  Sessions,
  type Session,
} from './sessions.ts';

export interface PublishRoutesOptions {
  publisher: Publisher;
  failures: FailureLimiter;
  bodySlots: FairSlots;
  /** Null when no WEBHOOK_PASSWORD_HASH is set: the page says publishing from it is not set up. */
  passwords: PasswordChecks | null;
  site: string;
  siteUrl?: string;
  log: (line: string) => void;
}

/** A sign-in form: a password and little else. */
const FORM_LIMITS: BodyLimits = { maxBytes: 4096, timeoutMs: 10_000 };
/** Comments that keep a quiet stream open through proxies that close idle connections. */
const KEEP_ALIVE_MS = 25_000;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': PUBLISH_PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const SEE_PAGE = { location: '/hooks/', 'cache-control': 'no-store' };

/** Whether an Origin header, when sent, names this host (`null`, from a sandbox or a redirect, names none). */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  return URL.canParse(origin) && host !== undefined && new URL(origin).host === host.toLowerCase();
}

export function publishRoutes(options: PublishRoutesOptions) {
  const { publisher, failures } = options;
  const sessions = new Sessions();
  const streams = new FairSlots({ total: 32, perClient: 3 });
  /** Each open stream, by the session it belongs to. */
  const openStreams = new Map<ServerResponse, string>();

  const page = (
    response: ServerResponse,
    status: number,
    html: string,
    headers: Record<string, string> = {},
  ) => response.writeHead(status, { ...PAGE_HEADERS, ...headers }).end(html);
  const signIn = (
    response: ServerResponse,
    status: number,
    error?: string,
    headers: Record<string, string> = {},
  ) =>
    page(
      response,
      status,
      signInPage({
        site: options.site,
        enabled: options.passwords !== null,
        ...(error ? { error } : {}),
      }),
      headers,
    );
  const wantsJson = (request: IncomingMessage) =>
    (request.headers.accept ?? '').includes('application/json');

  /**
   * A form another site made the browser send: refused whatever it carries. Sec-Fetch-Site says
   * so in current browsers; Origin, compared with Host, in older ones that send no Sec-Fetch-*.
   */
  const crossSite = (request: IncomingMessage) => {
    const site = request.headers['sec-fetch-site'];
    return site === undefined
      ? !sameOrigin(request.headers.origin, request.headers.host)
      : site === 'cross-site' || site === 'same-site';
  };

  async function form(request: IncomingMessage, client: string): Promise<URLSearchParams> {
    return new URLSearchParams(
      (await readBody(request, client, options.bodySlots, FORM_LIMITS)).toString('utf8'),
    );
  }

  /** The session of a form post, its CSRF token checked; otherwise the answer is sent and undefined returned. */
  async function signedForm(
    request: IncomingMessage,
    response: ServerResponse,
    client: string,
  ): Promise<Session | undefined> {
    const session = sessions.fromCookie(request.headers.cookie);
    const fields = await form(request, client);
    if (!session) {
      if (wantsJson(request))
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":"signed out"}');
      else
        signIn(
          response,
          401,
          'You are signed out (a session lasts 12 hours, and a restart ends it). Sign in again.',
        );
      return undefined;
    }
    if (crossSite(request) || !sameToken(fields.get('csrf') ?? '', session.csrf)) {
      options.log(
        `${new Date().toISOString()} refused a form from ${client}: missing or wrong CSRF token`,
      );
      page(
        response,
        403,
        messagePage(
          options.site,
          'Not published',
          'This form was out of date or came from another site. Reload the publish page and try again.',
        ),
      );
      return undefined;
    }
    return session;
  }

  async function postSignIn(request: IncomingMessage, response: ServerResponse, client: string) {
    if (!options.passwords) return signIn(response, 404);
    if (crossSite(request)) return signIn(response, 403, 'Sign in from this page itself.');
    const password = (await form(request, client)).get('password') ?? '';
    if (password && (await options.passwords.check(client, password))) {
      const session = sessions.create();
      options.log(`${new Date().toISOString()} an editor signed in from ${client}`);
      return response.writeHead(303, { ...SEE_PAGE, 'set-cookie': sessionCookie(session) }).end();
    }
    const failure = await failures.fail(client, `refused a sign-in from ${client}: wrong password`);
    return failure.limited
      ? signIn(
          response,
          429,
          'Wrong password. Many wrong passwords came from your network in the last minute; check yours carefully.',
          {
            'retry-after': String(failure.retryAfterSeconds),
          },
        )
      : signIn(response, 401, 'Wrong password. Try again.');
  }

  async function postPublish(request: IncomingMessage, response: ServerResponse, client: string) {
    if (!(await signedForm(request, response, client))) return;
    publisher.request('editor');
    options.log(`${new Date().toISOString()} publish asked for from the publish page (${client})`);
    if (wantsJson(request)) {
      return response
        .writeHead(202, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ accepted: true, state: publisher.status().state }));
    }
    return response.writeHead(303, SEE_PAGE).end();
  }

  async function postSignOut(request: IncomingMessage, response: ServerResponse, client: string) {
    const session = await signedForm(request, response, client);
    if (!session) return;
    sessions.end(session);
    for (const [stream, id] of openStreams) if (id === session.id) stream.end();
    return response.writeHead(303, { ...SEE_PAGE, 'set-cookie': clearedSessionCookie }).end();
  }

  function events(request: IncomingMessage, response: ServerResponse) {
    const session = sessions.fromCookie(request.headers.cookie);
    if (!session)
      return response
        .writeHead(401, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
        .end('signed out\n');
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      // nginx would hold the events in its buffer otherwise.
      'x-accel-buffering': 'no',
    });
    const send = (status = publisher.status()) =>
      response.write(`data: ${JSON.stringify(liveUpdate(status))}\n\n`);
    response.write('retry: 10000\n');
    send();
    const unsubscribe = publisher.subscribe((status) => send(status));
    const keepAlive = setInterval(() => response.write(': still here\n\n'), KEEP_ALIVE_MS);
    const release = streams.take(session.id, () => response.end());
    openStreams.set(response, session.id);
    response.on('close', () => {
      unsubscribe();
      clearInterval(keepAlive);
      release();
      openStreams.delete(response);
    });
  }

  return {
    /** Answers the publish page's paths; false for any other path. */
    async handle(
      path: string,
      request: IncomingMessage,
      response: ServerResponse,
      client: string,
    ): Promise<boolean> {
      const method = request.method ?? 'GET';
      const routes: Record<string, Partial<Record<string, () => unknown>>> = {
        '/hooks/': {
          GET: () => {
            const session = sessions.fromCookie(request.headers.cookie);
            if (!session || !options.passwords) return signIn(response, 200);
            return page(
              response,
              200,
              publishPage({
                site: options.site,
                status: publisher.status(),
                csrf: session.csrf,
                ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
              }),
            );
          },
        },
        '/hooks/sign-in': { POST: () => postSignIn(request, response, client) },
        '/hooks/sign-out': { POST: () => postSignOut(request, response, client) },
        '/hooks/publish': { POST: () => postPublish(request, response, client) },
        '/hooks/events': { GET: () => events(request, response) },
      };
      const route =
        path === '/hooks'
          ? { GET: () => response.writeHead(308, { location: '/hooks/' }).end() }
          : routes[path];
      if (!route) return false;
      const handler = route[method];
      if (!handler)
        throw new HttpRefusal(405, `use ${Object.keys(route).join(' or ')}`, {
          allow: Object.keys(route).join(', '),
        });
      await handler();
      return true;
    },
    /** Ends the live streams (shutdown). */
    close() {
      for (const stream of openStreams.keys()) stream.end();
    },
  };
}
