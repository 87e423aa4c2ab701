/**
 * GET /hooks/preview/<release>/<path>: sends a signed-in editor (the route's middleware) into
 * the preview site (preview-site/server.ts) with a ticket for that release, good once, landing
 * on <path>. The preview site is another origin, so this session's cookie never reaches it.
 */
import { join } from 'node:path';
import type { Handler } from 'hono';
import { exists } from '../../../../../src/lib/atomic-dir.ts';
import type { AppEnv } from '../app-env.ts';
import type { PreviewPasses } from '../preview-site/passes.ts';
import { ENTER_PATH } from '../preview-site/server.ts';
import { RELEASE_NAME, releasesDir } from '../../desk/releases.ts';
import { json } from '../respond.ts';

export const previewEntry =
  (root: string, passes: PreviewPasses, previewUrl: string): Handler<AppEnv> =>
  async (c) => {
    const url = new URL(c.req.url);
    const [, , , release = '', ...rest] = url.pathname.split('/');
    if (!RELEASE_NAME.test(release) || !(await exists(join(releasesDir(root), release))))
      return json(c, 404, { error: 'not found' });
    const enter = new URL(ENTER_PATH, previewUrl);
    const back = new URL('/hooks/', url).href;
    enter.searchParams.set('ticket', passes.ticket(release, back, c.var.session!.id));
    enter.searchParams.set('to', `/${rest.join('/')}${url.search}`);
    return c.body(null, 303, {
      location: enter.href,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
  };
