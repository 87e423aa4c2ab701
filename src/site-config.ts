/**
 * Build settings from the environment (README "Configuration"), read through one zod schema.
 * astro:env cannot serve them: astro.config.mjs itself needs each one (the site's address, the
 * output and cache folders, the CSP's form target), and astro:env is read by pages only.
 */
import { z } from 'zod';
import { NETLIFY_FORM, type ContactFormTarget } from './forms/contact-target.ts';

const unset = (value: string | undefined) => value === undefined || value.trim() === '';
const text = z
  .string()
  .optional()
  .transform((value) => (unset(value) ? undefined : value!.trim()));

const buildSettingsSchema = z.object({
  /** Canonical and Open Graph URLs: the public address. */
  SITE_URL: text.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SITE_OUT_DIR: text,
  ASTRO_CACHE_DIR: text,
  /** A form-mail service; unset means none. */
  CONTACT_FORM_ACTION: text.pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  ),
  /** Netlify sets it on its builds. */
  NETLIFY: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
});

export interface BuildSettings {
  site: string;
  outDir: string;
  cacheDir: string | undefined;
  contactFormAction: string | undefined;
  netlify: boolean;
}

/** The build's settings, or an error naming each bad variable (never its value: it may be a URL with a token). */
export function buildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  const result = buildSettingsSchema.safeParse(env);
  if (!result.success)
    throw new Error(
      result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
    );
  const settings = result.data;
  return {
    site: settings.SITE_URL ?? 'https://www.meridianbridge.example',
    outDir: settings.SITE_OUT_DIR ?? 'dist',
    cacheDir: settings.ASTRO_CACHE_DIR,
    contactFormAction: settings.CONTACT_FORM_ACTION,
    netlify: settings.NETLIFY,
  };
}

/**
 * Where the contact form sends: the form-mail service when one is set; Netlify Forms when
 * Netlify builds the site (it reads forms out of the published HTML); otherwise nowhere, and
 * the form says so (a local preview, a self-hosted copy).
 */
export function contactFormTarget(env: NodeJS.ProcessEnv = process.env): ContactFormTarget {
  const { contactFormAction, netlify } = buildSettings(env);
  if (contactFormAction) return { kind: 'service', action: contactFormAction };
  if (netlify) return { kind: 'netlify', action: NETLIFY_FORM.thanks };
  return { kind: 'none' };
}
