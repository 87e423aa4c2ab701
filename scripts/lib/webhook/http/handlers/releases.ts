/**
 * The publish page's release forms, once the signed-in and CSRF checks let them through:
 * POST /hooks/preview, /hooks/go-live, /hooks/restore, /hooks/schedule, /hooks/schedule/cancel.
 * Each answers with the publish page (303), which says what happened; a refusal the editor can
 * act on (the back office changed since the preview) is said there, with a fresh-preview button.
 */
import type { Context, Handler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { formOf } from '../middleware/body.ts';
import type { ReleaseDesk } from '../../desk/release-desk.ts';
import { json, seePage, wants } from '../respond.ts';

/** Who asked, as the releases list names them. */
const who = (c: Context<AppEnv>) => c.var.session?.name ?? 'an editor';

/** The page again, or JSON for the page's script; a refusal is already kept for the page to say. */
const answered = (c: Context<AppEnv>, accepted: boolean) =>
  wants(c, 'page') === 'json' ? json(c, accepted ? 202 : 409, { accepted }) : seePage(c);

/** Runs the action; its refusal or failure the desk keeps for the page (DeskBusy, StalePreview…). */
async function attempt(c: Context<AppEnv>, action: () => Promise<unknown>) {
  const accepted = await action().then(
    () => true,
    () => false,
  );
  return answered(c, accepted);
}

export const previewRelease =
  (desk: ReleaseDesk): Handler<AppEnv> =>
  (c) =>
    answered(c, desk.preview(who(c)));

export const goLiveRelease =
  (desk: ReleaseDesk): Handler<AppEnv> =>
  async (c) => {
    const release = (await formOf(c)).get('release') ?? '';
    return attempt(c, () => desk.goLive(release, who(c)));
  };

export const restoreRelease =
  (desk: ReleaseDesk): Handler<AppEnv> =>
  async (c) => {
    const release = (await formOf(c)).get('release') ?? '';
    return attempt(c, () => desk.restore(release, who(c)));
  };

export const scheduleRelease =
  (desk: ReleaseDesk): Handler<AppEnv> =>
  async (c) => {
    const form = await formOf(c);
    const action = form.get('action') === 'go-live' ? 'go-live' : 'publish';
    const release = form.get('release') ?? undefined;
    if (action === 'go-live' && !release) return answered(c, false);
    const when = { date: form.get('date') ?? '', time: form.get('at') ?? '' };
    return attempt(c, () => desk.scheduleAt(when, action, who(c), release));
  };

export const cancelSchedule =
  (desk: ReleaseDesk): Handler<AppEnv> =>
  async (c) => {
    const id = (await formOf(c)).get('schedule') ?? '';
    return attempt(c, () => desk.cancelSchedule(id, who(c)));
  };
