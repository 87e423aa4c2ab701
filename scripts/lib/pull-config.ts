/** Pull options from the environment (README "Configuration"); shared by the pull and the webhook. */
import { UsageError, positiveInt } from './cli.ts';
import { loadEndpoints } from './endpoints.ts';
import type { PullOptions } from './pull.ts';

export const PULL_USAGE = 'usage: CMS_API_URL=https://cms.example.org npm run pull -- [--out DIR] [--concurrency N] [--timeout MS] [--retries N]';

export interface PullFlags {
  out: string;
  concurrency?: string | undefined;
  timeout?: string | undefined;
  retries?: string | undefined;
}

export function pullConfig(env: NodeJS.ProcessEnv, flags: PullFlags): Omit<PullOptions, 'onWarning' | 'onProgress'> {
  const apiUrl = env.CMS_API_URL;
  if (!apiUrl) throw new UsageError(`CMS_API_URL is not set\n${PULL_USAGE}`);
  for (const [name, url] of [['CMS_API_URL', apiUrl], ['CMS_MEDIA_URL', env.CMS_MEDIA_URL]] as const) {
    if (url && !URL.canParse(url)) throw new UsageError(`${name} is not a URL: "${url}"`);
  }
  return {
    apiUrl,
    mediaUrl: env.CMS_MEDIA_URL || apiUrl,
    endpoints: loadEndpoints(env),
    out: flags.out,
    concurrency: Math.max(1, positiveInt(flags.concurrency ?? env.CMS_PULL_CONCURRENCY, 8, '--concurrency')),
    timeoutMs: positiveInt(flags.timeout ?? env.CMS_PULL_TIMEOUT_MS, 15_000, '--timeout'),
    retries: positiveInt(flags.retries ?? env.CMS_PULL_RETRIES, 3, '--retries'),
    retryDelayMs: positiveInt(env.CMS_PULL_RETRY_DELAY_MS, 500, 'CMS_PULL_RETRY_DELAY_MS'),
  };
}
