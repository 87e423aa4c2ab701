/**
 * The routes of the publish page's releases (release-desk.ts): its forms behind the same
 * sign-in and CSRF checks as "Publish now", and the way into the preview site behind the sign-in.
 */
import type { Hono, MiddlewareHandler } from 'hono';
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

export function releaseRoutes(
  app: Hono<AppEnv>,
  desk: ReleaseDesk,
  guards: ReleaseGuards,
  preview: PreviewWay,
): void {
  const forms = {
    '/hooks/preview': previewRelease(desk),
    '/hooks/go-live': goLiveRelease(desk),
    '/hooks/restore': restoreRelease(desk),
    '/hooks/schedule': scheduleRelease(desk),
    '/hooks/schedule/cancel': cancelSchedule(desk),
  };
  for (const [path, handler] of Object.entries(forms))
    app.all(path, publishHeaders, allow('POST'), guards.signedForm, handler);
  // Each answer hands out a ticket: another origin's page (the preview's own scripts among them)
  // cannot make the editor's browser ask for them.
  app.all(
    '/hooks/preview/*',
    publishHeaders,
    allow('GET', 'HEAD'),
    guards.fromThisSite,
    guards.signedInOnly,
    previewEntry(desk.root, preview.passes, preview.url),
  );
}
