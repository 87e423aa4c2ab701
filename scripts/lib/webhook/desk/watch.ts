/**
 * WEBHOOK_WATCH_MINUTES: for a back office that cannot call the hook on save, a check every N
 * minutes through the same queue as a hook (publisher.ts). The CMS's API answers no
 * conditional requests, so a check is a pull, which is as cheap as the pull makes it: media
 * confirmed within CMS_PULL_MEDIA_RECHECK_HOURS are not asked for, others conditionally (304);
 * the pull's own comparison then decides whether anything is built. A check is not asked for
 * while a rebuild waits or runs, since that one pulls anyway.
 */
import type { Publisher } from './publisher.ts';

export function startWatch(
  publisher: Pick<Publisher, 'busy' | 'request'>,
  everyMinutes: number,
): { stop: () => void } {
  const timer = setInterval(() => {
    if (!publisher.busy) publisher.request('watch');
  }, everyMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
