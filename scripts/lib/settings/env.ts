/**
 * The scripts' environment (README "Configuration"), read through zod schemas: each variable's
 * kind, bounds and default are written once here, and a bad value is refused in one line that
 * names the variable. Values that may carry a secret (URLs, the hook's secret) are never echoed.
 */
import { z } from 'zod';
import { UsageError } from '../cli/main.ts';

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** A whole number from `min` (to `max`); unset or empty takes the default. */
export const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((value, context): number => {
      if (value === undefined || blank(value)) return fallback;
      const number = Number(value);
      if (Number.isInteger(number) && number >= min && number <= max) return number;
      const bounds = max < Number.MAX_SAFE_INTEGER ? `from ${min} to ${max}` : `of at least ${min}`;
      context.addIssue({
        code: 'custom',
        message: `must be a whole number ${bounds}, got "${value}"`,
      });
      return z.NEVER;
    });

/**
 * Node's timers hold at most 2^31 - 1 ms (24.8 days): a longer one fires after 1 ms, so a watch
 * set past it would pull back to back. Every duration setting is bounded by it.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A duration in units of `unitMs` (1: milliseconds), from `min` to what one timer holds. */
export const duration = (fallback: number, min: number, unitMs = 1) =>
  wholeNumber(fallback, min, Math.floor(MAX_TIMER_MS / unitMs));

/** Retries a pull makes at most: each doubles the delay, so the last waits 2^(MAX_RETRIES - 1) first delays. */
const MAX_RETRIES = 10;

/** An http(s) URL without user:password (the CMS's read API needs none, and they would reach logs). */
const webUrl = z
  .string()
  .optional()
  .transform((value, context): string | undefined => {
    if (value === undefined || blank(value)) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const problem = !url
      ? 'is not a URL'
      : url.protocol !== 'https:' && url.protocol !== 'http:'
        ? 'must be an http(s) URL'
        : url.username || url.password
          ? 'must not contain credentials (user:password@): they would reach logs'
          : undefined;
    if (!problem) return value;
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || blank(value) ? fallback : value));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || blank(value) ? undefined : value));

/** How the pull reads the back office; the webhook reads the same. */
export const pullEnv = z.object({
  CMS_API_URL: webUrl,
  CMS_MEDIA_URL: webUrl,
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
  CMS_PULL_TEAM_CONTACTS: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
});

/** The self-hosted publisher. */
export const webhookEnv = z.object({
  REBUILD_SECRET: optionalText,
  WEBHOOK_ROOT: text('deploy'),
  WEBHOOK_PORT: wholeNumber(8787, 0, 65_535),
  WEBHOOK_HOST: text('127.0.0.1'),
  WEBHOOK_DEBOUNCE_MS: duration(2000, 0),
  /** 0: no watch; at most 35,791 (24.8 days), what one timer holds. */
  WEBHOOK_WATCH_MINUTES: duration(0, 0, 60_000),
  /** The live release and one to roll back to, at least. */
  WEBHOOK_KEEP: wholeNumber(5, 2),
  WEBHOOK_BUILD_COMMAND: text('astro build'),
  WEBHOOK_TRUSTED_PROXIES: optionalText,
  WEBHOOK_PASSWORD_HASH: optionalText,
  NOTIFY_URL: optionalText,
  SITE_URL: webUrl,
});

/** The tools that serve or drive a built site. */
export const siteToolsEnv = z.object({
  SITE_OUT_DIR: text('dist'),
  CHROMIUM_PATH: text('/usr/bin/chromium'),
});

/** The environment read through a schema, or a UsageError naming each bad variable. */
export function readEnv<Schema extends z.ZodType<unknown, Record<string, string | undefined>>>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new UsageError(
    result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
  );
}

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
