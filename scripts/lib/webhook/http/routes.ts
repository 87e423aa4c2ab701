/**
 * Every path the publisher answers, with the middleware in front of each: the project's own
 * defences (middleware/) in the order they act, then the handler (handlers/).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AppEnv } from './app-env.ts';
import type { FailureLimiter } from './failure-limiter.ts';
import type { FairSlots } from './fair-slots.ts';
import { answerFailure } from './handlers/errors.ts';
import { liveEvents } from './handlers/events.ts';
import { healthCheck, rebuild, status } from './handlers/hooks.ts';
import {
  publish,
  publishPageRoute,
  refusals,
  signIn,
  signOut,
  type PageSite,
} from './handlers/publish.ts';
import { body } from './middleware/body.ts';
import { client } from './middleware/client.ts';
import { csrfToken } from './middleware/csrf-token.ts';
import { sameSiteOnly } from './middleware/cross-site.ts';
import { hookSecret } from './middleware/hook-secret.ts';
import { allow } from './middleware/methods.ts';
import { password } from './middleware/password.ts';
import { requestTarget } from './middleware/request-target.ts';
import { publishHeaders, statusHeaders } from './middleware/secure-headers.ts';
import { session, signedIn } from './middleware/session.ts';
import type { TrustedProxies } from './client.ts';
import type { PasswordChecks } from './password-checks.ts';
import { SignInStanding } from './sign-in-standing.ts';
import type { Publisher } from '../desk/publisher.ts';
import type { ReleaseDesk } from '../desk/release-desk.ts';
import { liveRelease } from '../desk/release-records.ts';
import { releaseApp, type PreviewWay, type ReleaseGuards } from './release-routes.ts';
import type { BodyLimits } from './request-body.ts';
import { json } from './respond.ts';
import { Sessions } from './sessions.ts';

export interface Shell {
  publisher: Publisher;
  secret: string;
  trusted: TrustedProxies;
  failures: FailureLimiter;
  bodySlots: FairSlots;
  hookBody: BodyLimits;
  /** Null without WEBHOOK_PASSWORD_HASH. */
  passwords: PasswordChecks | null;
  where: PageSite;
  /** Preview, go live, restore and publish at a time; null where the publisher keeps no releases of its own. */
  desk: ReleaseDesk | null;
  /** The preview site, beside the desk. */
  preview: PreviewWay | null;
  log: (line: string) => void;
}

/** A sign-in or publish form: a password or a token and little else. */
const FORM_BODY: BodyLimits = { maxBytes: 4096, timeoutMs: 10_000 };

function releaseGuards(
  sessions: Sessions,
  refused: ReturnType<typeof refusals>,
  signedForm: MiddlewareHandler<AppEnv>,
): ReleaseGuards {
  return {
    signedForm,
    signedInOnly: every(session(sessions), signedIn(refused.signedOut)),
    fromThisSite: sameSiteOnly(refused.previewElsewhere),
  };
}

export function routes(shell: Shell) {
  const { publisher, failures, bodySlots, passwords, where, desk, log } = shell;
  const sessions = new Sessions();
  const events = liveEvents(publisher, desk);
  const refused = refusals(where, log);
  const form = every(body(bodySlots, FORM_BODY), session(sessions));
  const signedForm = every(
    form,
    sameSiteOnly(refused.staleForm),
    signedIn(refused.signedOut),
    csrfToken(refused.staleForm),
  );
  const signInForm = passwords
    ? every(
        form,
        sameSiteOnly(refused.signInElsewhere),
        password(passwords, failures, new SignInStanding(), refused.wrongPassword),
      )
    : every(form, refused.notSetUp);
  const hook = every(body(bodySlots, shell.hookBody), hookSecret(shell.secret, failures));
  // The headers come first, so that the refusals after them carry them too.
  const app = new Hono<AppEnv>()
    .use(requestTarget, client(shell.trusted))
    .all(
      '/hooks/status',
      statusHeaders,
      allow('GET', 'HEAD'),
      status(publisher, where.site, desk ? () => liveRelease(desk.root) : undefined),
    )
    .all('/hooks/health', statusHeaders, allow('GET', 'HEAD'), healthCheck(publisher, passwords))
    .all('/hooks/rebuild', statusHeaders, allow('POST'), hook, rebuild(publisher, log))
    .all('/hooks', allow('GET', 'HEAD'), (c) => c.redirect('/hooks/', 308))
    .all(
      '/hooks/',
      publishHeaders,
      allow('GET', 'HEAD'),
      session(sessions),
      publishPageRoute(where, publisher, desk),
    )
    .all('/hooks/sign-in', publishHeaders, allow('POST'), signInForm, signIn(sessions, log))
    .all('/hooks/publish', publishHeaders, allow('POST'), signedForm, publish(publisher, log))
    .all(
      '/hooks/sign-out',
      publishHeaders,
      allow('POST'),
      signedForm,
      signOut(sessions, (id) => {
        events.end(id);
        shell.preview?.passes.endSession(id);
      }),
    )
    .all('/hooks/events', publishHeaders, allow('GET'), session(sessions), events.handler);
  if (desk && shell.preview)
    app.route(
      '/hooks',
      releaseApp(desk, releaseGuards(sessions, refused, signedForm), shell.preview),
    );
  app.notFound((c) => json(c, 404, { error: 'not found' })).onError(answerFailure(where.site, log));
  return { app, endStreams: () => events.end() };
}
