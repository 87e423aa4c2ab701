/** Pull options from the environment (README "Configuration"); shared by the pull and the webhook. */
import { UsageError, positiveInt } from '../cli.ts';
import { loadEndpoints } from '../endpoints.ts';
import type { PullOptions } from './pull.ts';

export const PULL_USAGE =
  'usage: CMS_API_URL=https://cms.example.org npm run pull -- [--out DIR] [--concurrency N] [--timeout MS] [--retries N]';

/** Caps that fit a real CMS with room to spare: 5,000 notices are about 1 MiB of JSON. */
/** Parallel media downloads (a pool apart from the API's). */
export const DEFAULT_MEDIA_CONCURRENCY = 32;
/** Hours a media file the CMS confirmed is reused without asking (README "Media freshness"). */
export const DEFAULT_MEDIA_RECHECK_HOURS = 24;
export const DEFAULT_MAX_JSON_BYTES = 32 * 1024 * 1024;
/** A scanned notice PDF or a camera photo; nothing the site publishes should be larger. */
export const DEFAULT_MAX_MEDIA_BYTES = 50 * 1024 * 1024;

export interface PullFlags {
  out: string;
  concurrency?: string | undefined;
  timeout?: string | undefined;
  retries?: string | undefined;
}

export function pullConfig(env: NodeJS.ProcessEnv, flags: PullFlags): Omit<PullOptions, 'onWarning' | 'onProgress'> {
  const apiUrl = env.CMS_API_URL;
  if (!apiUrl) throw new UsageError(`CMS_API_URL is not set\n${PULL_USAGE}`);
  for (const [name, url] of [
    ['CMS_API_URL', apiUrl],
    ['CMS_MEDIA_URL', env.CMS_MEDIA_URL],
  ] as const) {
    if (!url) continue;
    // Never echo the value: it may carry a password.
    if (!URL.canParse(url)) throw new UsageError(`${name} is not a URL`);
    const parsed = new URL(url);
    if (parsed.username || parsed.password) {
      throw new UsageError(`${name} must not contain credentials (user:password@): the CMS read API needs none, and they would reach logs`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new UsageError(`${name} must be an http(s) URL`);
  }
  return {
    apiUrl,
    mediaUrl: env.CMS_MEDIA_URL || apiUrl,
    endpoints: loadEndpoints(env),
    out: flags.out,
    concurrency: Math.max(1, positiveInt(flags.concurrency ?? env.CMS_PULL_CONCURRENCY, 8, '--concurrency')),
    mediaConcurrency: Math.max(1, positiveInt(env.CMS_PULL_MEDIA_CONCURRENCY, DEFAULT_MEDIA_CONCURRENCY, 'CMS_PULL_MEDIA_CONCURRENCY')),
    mediaRecheckHours: positiveInt(env.CMS_PULL_MEDIA_RECHECK_HOURS, DEFAULT_MEDIA_RECHECK_HOURS, 'CMS_PULL_MEDIA_RECHECK_HOURS'),
    timeoutMs: positiveInt(flags.timeout ?? env.CMS_PULL_TIMEOUT_MS, 15_000, '--timeout'),
    retries: positiveInt(flags.retries ?? env.CMS_PULL_RETRIES, 3, '--retries'),
    retryDelayMs: positiveInt(env.CMS_PULL_RETRY_DELAY_MS, 500, 'CMS_PULL_RETRY_DELAY_MS'),
    maxJsonBytes: positiveInt(env.CMS_PULL_MAX_JSON_BYTES, DEFAULT_MAX_JSON_BYTES, 'CMS_PULL_MAX_JSON_BYTES'),
    maxMediaBytes: positiveInt(env.CMS_PULL_MAX_MEDIA_BYTES, DEFAULT_MAX_MEDIA_BYTES, 'CMS_PULL_MAX_MEDIA_BYTES'),
    teamContacts: env.CMS_PULL_TEAM_CONTACTS === 'true',
  };
}
