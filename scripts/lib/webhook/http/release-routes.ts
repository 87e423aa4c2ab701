/**
 * The publish page's releases (release-desk.ts) as a sub-app the routes mount under /hooks: its
 * forms behind the same sign-in and CSRF checks as "Publish now", and the way into the preview
 * site behind the sign-in.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { previewEntry } from './handlers/preview-entry.ts';
import {
  cancelSchedule,
  goLiveRelease,
  previewRelease,
  restoreRelease,
  scheduleRelease,
} from './handlers/releases.ts';
import { allow } from './middleware/methods.ts';
import { publishHeaders } from './middleware/secure-headers.ts';
import type { PreviewPasses } from './preview-site/passes.ts';
import type { ReleaseDesk } from '../desk/release-desk.ts';

export interface ReleaseGuards {
  /** A signed-in editor's form with its CSRF token, from this site. */
  signedForm: MiddlewareHandler<AppEnv>;
  /** A signed-in editor's GET. */
  signedInOnly: MiddlewareHandler<AppEnv>;
  /** A request this site's own pages made, or the editor typed (not another origin's, same-site ones included). */
  fromThisSite: MiddlewareHandler<AppEnv>;
}

/** Where editors reach the preview site, and the tickets it takes. */
export interface PreviewWay {
  url: string;
  passes: PreviewPasses;
}

export function releaseApp(
  desk: ReleaseDesk,
  guards: ReleaseGuards,
  preview: PreviewWay,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const forms = {
    '/preview': previewRelease(desk),
    '/go-live': goLiveRelease(desk),
    '/restore': restoreRelease(desk),
    '/schedule': scheduleRelease(desk),
    '/schedule/cancel': cancelSchedule(desk),
  };
  for (const [path, handler] of Object.entries(forms))
    app.all(path, publishHeaders, allow('POST'), guards.signedForm, handler);
  // Each answer hands out a ticket: another origin's page (the preview's own scripts among them)
  // cannot make the editor's browser ask for them.
  return app.all(
    '/preview/*',
    publishHeaders,
    allow('GET', 'HEAD'),
    guards.fromThisSite,
    guards.signedInOnly,
    previewEntry(desk.root, preview.passes, preview.url),
  );
}
