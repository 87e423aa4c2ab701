/**
 * Build settings from the environment (README "Configuration"), read through one zod schema.
 * astro:env cannot serve them: astro.config.mjs itself needs each one (the site's address, the
 * output and cache folders, the CSP's form target), and astro:env is read by pages only.
 */
import { z } from 'zod';
import { NETLIFY_FORM, type ContactFormTarget } from './forms/contact-target.ts';
import { templatePagesOn } from './cms/site-kind.ts';
import { snapshotDir } from './cms/snapshot-dir.ts';
import { loadManifest } from './cms/snapshot-files.ts';

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
  /** The template's demo pages (donate, blog, events, causes, projects, accounts, invented services, staff and testimonials). */
  SITE_TEMPLATE_PAGES: text.pipe(
    z
      .enum(['on', 'off'], { error: 'must be on or off' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'on')),
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
  /** SITE_TEMPLATE_PAGES; unset, the snapshot decides (templatePages). */
  templatePages: boolean | undefined;
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
    templatePages: settings.SITE_TEMPLATE_PAGES,
  };
}

/**
 * Whether this build makes the template's demo furniture: SITE_TEMPLATE_PAGES when set, else
 * only for the template's own sample (src/cms/site-kind.ts). A real back office's snapshot is
 * the group's company site.
 */
export async function templatePages(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  return templatePagesOn(buildSettings(env).templatePages, await loadManifest(snapshotDir(env)));
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
