/** Pull options from the environment (README "Configuration"); shared by the pull and the webhook. */
import { UsageError } from '../cli/main.ts';
import { pullEnv, readEnv, readFlag } from '../settings/env.ts';
import { loadEndpoints } from '../settings/cms-endpoints.ts';
import { snapshotDir } from '../../../src/cms/snapshot-dir.ts';
import type { PullOptions } from './pull.ts';

export const PULL_USAGE =
  'usage: CMS_API_URL=https://cms.example.org npm run pull -- [--out DIR (default SNAPSHOT_DIR, else snapshot)] [--concurrency N] [--timeout MS] [--retries N]';

const defaults = pullEnv.parse({});
export const DEFAULT_MEDIA_CONCURRENCY = defaults.CMS_PULL_MEDIA_CONCURRENCY;
export const DEFAULT_MEDIA_RECHECK_HOURS = defaults.CMS_PULL_MEDIA_RECHECK_HOURS;
export const DEFAULT_MAX_JSON_BYTES = defaults.CMS_PULL_MAX_JSON_BYTES;
export const DEFAULT_MAX_MEDIA_BYTES = defaults.CMS_PULL_MAX_MEDIA_BYTES;

export interface PullFlags {
  /** Wins over SNAPSHOT_DIR. */
  out?: string | undefined;
  concurrency?: string | undefined;
  timeout?: string | undefined;
  retries?: string | undefined;
}

export function pullConfig(
  env: NodeJS.ProcessEnv,
  flags: PullFlags,
): Omit<PullOptions, 'onWarning' | 'onProgress'> {
  const settings = readEnv(pullEnv, env);
  const apiUrl = settings.CMS_API_URL;
  if (!apiUrl) throw new UsageError(`CMS_API_URL is not set\n${PULL_USAGE}`);
  const flag = (
    name: keyof typeof pullEnv.shape,
    value: string | undefined,
    label: string,
  ): number =>
    value === undefined
      ? (settings[name] as number)
      : (readFlag(pullEnv.shape[name], value, label) as number);
  return {
    apiUrl,
    mediaUrl: settings.CMS_MEDIA_URL ?? apiUrl,
    endpoints: loadEndpoints(env),
    // The snapshot the build reads (src/cms/snapshot-dir.ts), unless --out names another.
    out: flags.out ?? snapshotDir(env),
    concurrency: flag('CMS_PULL_CONCURRENCY', flags.concurrency, '--concurrency'),
    mediaConcurrency: settings.CMS_PULL_MEDIA_CONCURRENCY,
    mediaRecheckHours: settings.CMS_PULL_MEDIA_RECHECK_HOURS,
    timeoutMs: flag('CMS_PULL_TIMEOUT_MS', flags.timeout, '--timeout'),
    retries: flag('CMS_PULL_RETRIES', flags.retries, '--retries'),
    retryDelayMs: settings.CMS_PULL_RETRY_DELAY_MS,
    maxJsonBytes: settings.CMS_PULL_MAX_JSON_BYTES,
    maxMediaBytes: settings.CMS_PULL_MAX_MEDIA_BYTES,
    teamContacts: settings.CMS_PULL_TEAM_CONTACTS,
  };
}
