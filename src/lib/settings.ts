/**
 * The rules every settings schema is written with (the build's in src/site-config.ts, the
 * scripts' in scripts/lib/settings/): an unset or blank variable takes its default, a bad value
 * is refused in one line that names the variable and never echoes the value (it may be a URL
 * with a token, or a secret).
 */
import { z } from 'zod';

const blank = (value: string | undefined): value is undefined =>
  value === undefined || value.trim() === '';

/** Text, trimmed; unset or blank takes the default. */
export const text = <Fallback extends string | undefined = undefined>(fallback?: Fallback) =>
  z
    .string()
    .optional()
    .transform((value): string | Fallback =>
      blank(value) ? (fallback as Fallback) : value.trim(),
    );

/** A secret, byte for byte as given (a space in it is part of it), at least `minLength` long. */
export const secret = (minLength: number, hint: string) =>
  z
    .string({ error: `is not set: ${hint}` })
    .refine((value) => !blank(value), { message: `is not set: ${hint}`, abort: true })
    .refine((value) => value.length >= minLength, {
      message: `must be at least ${minLength} characters (${hint}); a short one can be guessed`,
      abort: true,
    });

/** A calendar day, `YYYY-MM-DD`; unset or blank is undefined. */
export const calendarDay = () =>
  text().refine(
    (value) =>
      value === undefined ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    { message: 'is not a day written YYYY-MM-DD' },
  );

/** A time zone as the IANA database names it (`Asia/Dhaka`); unset or blank takes the default. */
export const timeZone = (fallback: string) =>
  text(fallback).transform((value, context): string => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return value;
    } catch {
      context.addIssue({ code: 'custom', message: 'is not a time zone such as Asia/Dhaka' });
      return z.NEVER;
    }
  });

/** `true` exactly; anything else is false. */
export const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true');

/** One of two words, as a boolean; unset is undefined. */
export const onOff = (on: string, off: string) =>
  text().pipe(
    z
      .enum([on, off], { error: `must be ${on} or ${off}` })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === on)),
  );

/** A whole number from `min` (to `max`); unset or blank takes the default. */
export const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((value, context): number => {
      if (blank(value)) return fallback;
      // Decimal digits only: Number() also reads `0x10` as 16, `1e3` as 1000 and ` ` as 0.
      const number = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
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

/**
 * An address of this site or another's (the CMS, the public site, a form-mail service): an
 * http(s) URL (https only when asked) without user:password, which would reach logs. Trimmed.
 */
export const webUrl = ({ httpsOnly = false } = {}) =>
  text().transform((value, context): string | undefined => {
    if (value === undefined) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const problem = !url
      ? 'is not a URL'
      : url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')
        ? httpsOnly
          ? 'must be an https:// URL'
          : 'must be an http(s) URL'
        : url.username || url.password
          ? 'must not contain credentials (user:password@): they would reach logs'
          : undefined;
    if (!problem) return value;
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });

/** Every bad variable in one line: `NAME problem; NAME problem`. */
export const settingsProblems = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');

/** The environment read through a schema, or `refuse` of every bad variable's problem. */
export function readSettings<Schema extends z.ZodType<unknown, Record<string, string | undefined>>>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
  refuse: (message: string) => Error = (message) => new Error(message),
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw refuse(settingsProblems(result.error));
}
