/**
 * The publish page's requests once their middleware has let them through: GET /hooks/ (the
 * sign-in or the publish page), and the forms POST /hooks/sign-in, /hooks/publish and
 * /hooks/sign-out, which work without scripts; the page's script asks for JSON.
 */
import type { Context, Handler } from 'hono';
import { quotable } from '../../../../../src/cms/clean-values.ts';
import type { AppEnv } from '../app-env.ts';
import { messagePage, publishPage, signInPage } from '../pages/publish.ts';
import { releasesSection } from '../pages/releases.ts';
import type { Publisher } from '../../desk/publisher.ts';
import type { ReleaseDesk } from '../../desk/release-desk.ts';
import { formOf } from '../middleware/body.ts';
import { json, page, seePage, wants } from '../respond.ts';
import { clearedSessionCookie, sessionCookie, type Sessions } from '../sessions.ts';

type Log = (line: string) => void;
const stamp = () => new Date().toISOString();

export interface PageSite {
  site: string;
  /** The public website, linked from the page. */
  siteUrl?: string | undefined;
  /** False when no WEBHOOK_PASSWORD_HASH is set: the page says publishing from it is not set up. */
  enabled: boolean;
}

export const publishPageRoute =
  (where: PageSite, publisher: Publisher, desk: ReleaseDesk | null): Handler<AppEnv> =>
  async (c) => {
    const { session } = c.var;
    if (!session || !where.enabled) return page(c, 200, signInPage(where.site, where.enabled));
    const { site, siteUrl } = where;
    const view = desk ? await desk.view() : undefined;
    return page(
      c,
      200,
      publishPage({
        site,
        siteUrl,
        status: publisher.status(),
        csrf: session.csrf,
        ...(view
          ? { releases: releasesSection(view, session.csrf), deskWorking: view.working !== null }
          : {}),
      }),
    );
  };

export const signIn =
  (sessions: Sessions, log: Log): Handler<AppEnv> =>
  async (c) => {
    // A name of a line, as a person writes it: the page and the notifications show it.
    // Cut by characters, never between the two halves of one.
    const name = [...quotable((await formOf(c)).get('name') ?? '').trim()].slice(0, 60).join('');
    const session = sessions.create(name || undefined);
    log(`${stamp()} an editor signed in from ${c.var.client}`);
    return seePage(c, sessionCookie(session));
  };

export const publish =
  (publisher: Publisher, log: Log): Handler<AppEnv> =>
  (c) => {
    publisher.request('editor', c.var.session?.name ?? 'an editor');
    log(`${stamp()} publish asked for from the publish page (${c.var.client})`);
    return wants(c, 'page') === 'json'
      ? json(c, 202, { accepted: true, state: publisher.status().state })
      : seePage(c);
  };

export const signOut =
  (sessions: Sessions, endStreams: (session: string) => void): Handler<AppEnv> =>
  (c) => {
    const { session } = c.var;
    if (session) {
      sessions.end(session);
      endStreams(session.id);
    }
    return seePage(c, clearedSessionCookie);
  };

/** The answers of the middleware that guard the forms, in the page's words. */
export const refusals = ({ site, enabled }: PageSite, log: Log) => ({
  signInElsewhere: (c: Context<AppEnv>) =>
    page(c, 403, signInPage(site, true, 'Sign in from this page itself.')),
  /** Middleware in place of the password check when no password is set. */
  notSetUp: (c: Context<AppEnv>) => Promise.resolve(page(c, 404, signInPage(site, false))),
  wrongPassword: (c: Context<AppEnv>, status: 401 | 429, retryAfterSeconds: number) =>
    status === 429
      ? page(
          c,
          429,
          signInPage(
            site,
            true,
            'Wrong password. Many wrong passwords came from your network in the last minute; check yours carefully.',
          ),
          { 'retry-after': String(retryAfterSeconds) },
        )
      : page(c, 401, signInPage(site, true, 'Wrong password. Try again.')),
  signedOut: (c: Context<AppEnv>) =>
    wants(c, 'page') === 'json'
      ? json(c, 401, { error: 'signed out' })
      : page(
          c,
          401,
          signInPage(
            site,
            enabled,
            'You are signed out (a session lasts 12 hours, and a restart ends it). Sign in again.',
          ),
        ),
  /** A preview link another site (or the preview site, same-site but another origin) made the browser follow. */
  previewElsewhere: (c: Context<AppEnv>) =>
    page(
      c,
      403,
      messagePage(
        site,
        'Not opened',
        'This link to a preview came from another page than the publish page. Open the preview from the publish page.',
      ),
    ),
  staleForm: (c: Context<AppEnv>) => {
    log(
      `${stamp()} refused a form from ${c.var.client}: from another site, or without its CSRF token`,
    );
    return page(
      c,
      403,
      messagePage(
        site,
        'Not published',
        'This form was out of date or came from another site. Reload the publish page and try again.',
      ),
    );
  },
});
