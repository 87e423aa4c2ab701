/**
 * The scripts' settings (README "Configuration"): one zod schema per process, written with the
 * rules of src/lib/settings.ts, secrets inside it. A bad value stops the script with exit code 2
 * and one line naming the variable, never echoing a value that may carry a secret.
 */
import { z } from 'zod';
import {
  duration,
  flag,
  readSettings,
  secret,
  text,
  timeZone,
  webUrl,
  wholeNumber,
} from '../../../src/lib/settings.ts';
import { SNAPSHOT_SETTING } from '../../../src/cms/snapshot-dir.ts';
import { UsageError } from '../cli/main.ts';
import { ENDPOINT_SETTINGS } from './cms-endpoints.ts';

/** Retries a pull makes at most: each doubles the delay, so the last waits 2^(MAX_RETRIES - 1) first delays. */
const MAX_RETRIES = 10;

/** `npm run cms`: the reference CMS answers at the endpoints an installation configures. */
export const referenceCmsEnv = z.object(ENDPOINT_SETTINGS);

/** `npm run pull`: how the pull reads the back office, and where it writes. */
export const pullEnv = z.object({
  ...SNAPSHOT_SETTING,
  ...ENDPOINT_SETTINGS,
  CMS_API_URL: webUrl(),
  CMS_MEDIA_URL: webUrl(),
  CMS_PULL_CONCURRENCY: wholeNumber(8, 1),
  CMS_PULL_MEDIA_CONCURRENCY: wholeNumber(32, 1),
  /** Hours a media file the CMS confirmed is reused without asking; 0 asks every time. */
  CMS_PULL_MEDIA_RECHECK_HOURS: duration(24, 0, 3_600_000),
  CMS_PULL_TIMEOUT_MS: duration(15_000, 1),
  CMS_PULL_RETRIES: wholeNumber(3, 0, MAX_RETRIES),
  /** Doubled at each retry: the last delay, too, must fit a timer. */
  CMS_PULL_RETRY_DELAY_MS: duration(500, 0, 2 ** (MAX_RETRIES - 1)),
  /** 5,000 notices are about 1 MiB of JSON: room to spare for a real CMS. */
  CMS_PULL_MAX_JSON_BYTES: wholeNumber(32 * 1024 * 1024, 1),
  /** A scanned notice PDF or a camera photo; nothing the site publishes should be larger. */
  CMS_PULL_MAX_MEDIA_BYTES: wholeNumber(50 * 1024 * 1024, 1),
  CMS_PULL_TEAM_CONTACTS: flag,
});

/**
 * What a production build started from a script gets unless the operator set it. glibc's
 * MALLOC_ARENA_MAX=2: two shared memory arenas instead of up to eight per core, so memory one
 * thread frees is reused by the others. NODE_OPTIONS' 768 MiB heap: V8 collects before it
 * passes it instead of growing towards its default limit, so a large CMS's build peaks lower at
 * the same speed (its live heap fits in 448 MiB); a CMS several times the benchmark's large size
 * needs it raised (docs/performance.md).
 */
export const buildChildEnv = z.object({
  MALLOC_ARENA_MAX: text('2'),
  NODE_OPTIONS: text('--max-old-space-size=768'),
});

/** `npm run build:deploy`: a pull when CMS_API_URL is set, then a build. */
export const deployEnv = pullEnv.extend(buildChildEnv.shape);

/** The rebuild hook's shared secret: long enough that it cannot be guessed. */
export const MIN_SECRET_LENGTH = 32;
export const rebuildSecret = secret(MIN_SECRET_LENGTH, 'e.g. openssl rand -hex 32');

/** `npm run webhook`: the self-hosted publisher, which pulls and builds too. */
export const webhookEnv = deployEnv.extend({
  REBUILD_SECRET: rebuildSecret,
  WEBHOOK_ROOT: text('deploy'),
  WEBHOOK_PORT: wholeNumber(8787, 0, 65_535),
  WEBHOOK_HOST: text('127.0.0.1'),
  /** The preview site's own port, on WEBHOOK_HOST. */
  WEBHOOK_PREVIEW_PORT: wholeNumber(8788, 0, 65_535),
  /** Where editors' browsers reach the preview site; unset, where it listens. */
  WEBHOOK_PREVIEW_URL: webUrl(),
  WEBHOOK_DEBOUNCE_MS: duration(2000, 0),
  /** 0: no watch; at most 35,791 (24.8 days), what one timer holds. */
  WEBHOOK_WATCH_MINUTES: duration(0, 0, 60_000),
  /** The live release and one to roll back to, at least. */
  WEBHOOK_KEEP: wholeNumber(5, 2),
  WEBHOOK_BUILD_COMMAND: text('astro build'),
  WEBHOOK_TRUSTED_PROXIES: text(),
  WEBHOOK_PASSWORD_HASH: text(),
  NOTIFY_URL: text(),
  SITE_URL: webUrl(),
  /** The group's time zone: the publish page's schedules are set and shown in it. */
  SITE_TIME_ZONE: timeZone('Asia/Dhaka'),
});

/** The tools that serve or drive a built site (preview, Lighthouse, screenshots). */
export const siteToolsEnv = z.object({
  SITE_OUT_DIR: text('dist'),
  CHROMIUM_PATH: text('/usr/bin/chromium'),
});

/**
 * The browser tests (playwright.config.ts, the HTML_CodeSniffer pass): Chromium's headless shell,
 * the build Playwright itself tests with, which spends half the full browser's CPU per page; and
 * the port of the site they serve.
 */
export const browserTestsEnv = z.object({
  CHROMIUM_HEADLESS_SHELL_PATH: text('/usr/bin/chromium-headless-shell'),
  /** 0: a port free when the run starts (playwright.config.ts). */
  E2E_PORT: wholeNumber(0, 0, 65_535),
});

/** Every process's schema, for the README's table to be checked against. */
export const SCRIPT_SETTINGS = [
  referenceCmsEnv,
  pullEnv,
  deployEnv,
  webhookEnv,
  siteToolsEnv,
  browserTestsEnv,
];

/** The environment read through a schema, or a UsageError naming each bad variable. */
export const readEnv = <Schema extends z.ZodType<unknown, Record<string, string | undefined>>>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): z.output<Schema> => readSettings(schema, env, (message) => new UsageError(message));

/** One value given by a flag (`--timeout`), read by its variable's rule and named as the flag. */
export function readFlag<Schema extends z.ZodType<unknown, string | undefined>>(
  schema: Schema,
  value: string | undefined,
  flag: string,
) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UsageError(`${flag} ${result.error.issues[0]!.message}`);
}
