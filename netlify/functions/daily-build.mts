/**
 * Netlify's daily build: a scheduled function that runs every hour and, in the first hour of
 * the group's day (SITE_TIME_ZONE), calls the site's build hook, so a circular whose last day
 * has passed closes, and the year in the footer turns, with nothing changed in the back office
 * (docs/deploy.md). Hourly rather than a fixed UTC time: any zone's midnight, half-hour
 * offsets included, falls in exactly one of the runs.
 */
import { z } from 'zod';
import { hourIn } from '../../src/lib/days.ts';
import { readSettings, timeZone, webUrl } from '../../src/lib/settings.ts';

export const dailyBuildSettings = z.object({
  SITE_TIME_ZONE: timeZone('Asia/Dhaka'),
  /** The build hook (Site configuration → Build & deploy → Build hooks). */
  NETLIFY_BUILD_HOOK: webUrl({ httpsOnly: true }),
});

/** Netlify answers a build hook at once; a call still hanging is a call that failed. */
const HOOK_TIMEOUT_MS = 10_000;

export default async function dailyBuild(): Promise<Response> {
  let settings: z.infer<typeof dailyBuildSettings>;
  try {
    settings = readSettings(dailyBuildSettings, process.env);
  } catch (error) {
    console.error(`daily build: ${(error as Error).message}`);
    return new Response(null, { status: 500 });
  }
  const hook = settings.NETLIFY_BUILD_HOOK;
  if (!hook) {
    console.log('daily build: NETLIFY_BUILD_HOOK is not set, so no daily build is started');
    return new Response(null, { status: 204 });
  }
  if (hourIn(settings.SITE_TIME_ZONE) !== 0) return new Response(null, { status: 204 });
  const answer = await fetch(hook, {
    method: 'POST',
    body: '{}',
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
  }).catch(() => undefined);
  // The hook's URL is a secret: the log names its answer only.
  if (!answer?.ok) {
    console.error(
      `daily build: the build hook did not take the call (${answer?.status ?? 'no answer'})`,
    );
    return new Response(null, { status: 502 });
  }
  console.log('daily build: started');
  return new Response(null, { status: 202 });
}

export const config = { schedule: '@hourly' };
