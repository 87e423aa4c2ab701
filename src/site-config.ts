/**
 * Build settings from the environment (README "Configuration"), read through one zod schema.
 * astro:env cannot serve them: astro.config.mjs itself needs each one (the site's address, the
 * output and cache folders, the CSP's form target), and astro:env is read by pages only.
 */
import { z } from 'zod';
import { NETLIFY_FORM, type ContactFormTarget } from './forms/contact-target.ts';
import { SettingsSchema } from './cms/schema.ts';
import { isTemplateSample, templatePagesOn } from './cms/site-kind.ts';
import { SNAPSHOT_SETTING, snapshotDir } from './cms/snapshot-dir.ts';
import { loadManifest, readSnapshotFile, SNAPSHOT_FILES } from './cms/snapshot-files.ts';
import { dayIn } from './lib/days.ts';
import { calendarDay, flag, onOff, readSettings, text, timeZone, webUrl } from './lib/settings.ts';

/** The build's settings: one schema, the rules shared with the scripts' (src/lib/settings.ts). */
export const buildSettingsSchema = z.object({
  ...SNAPSHOT_SETTING,
  /** Canonical and Open Graph URLs: the public address. */
  SITE_URL: webUrl(),
  /** Netlify's main address of the site, set on its builds; read only there (siteAddress). */
  URL: text(),
  SITE_OUT_DIR: text(),
  ASTRO_CACHE_DIR: text(),
  /** A form-mail service; unset means none. */
  CONTACT_FORM_ACTION: webUrl({ httpsOnly: true }),
  /** The template's demo pages (donate, blog, events, causes, projects, accounts, invented services, staff and testimonials). */
  SITE_TEMPLATE_PAGES: onOff('on', 'off'),
  /** Netlify sets it on its builds. */
  NETLIFY: flag,
  /** The group's time zone: the build's day is its day there. */
  SITE_TIME_ZONE: timeZone('Asia/Dhaka'),
  /** The day to build for, `YYYY-MM-DD` (tests, a rebuild of a past day); unset, today in SITE_TIME_ZONE. */
  SITE_BUILD_DATE: calendarDay(),
  /** How long the group keeps what the contact form sends, in its own words ("12 months"), for the privacy page. */
  SITE_PRIVACY_KEEP: text(),
});

export interface BuildSettings {
  /** SITE_URL; unset, the address comes from Netlify or the snapshot (siteAddress). */
  siteUrl: string | undefined;
  /** Netlify's URL, on a Netlify build. */
  netlifyUrl: string | undefined;
  outDir: string;
  cacheDir: string | undefined;
  contactFormAction: string | undefined;
  netlify: boolean;
  /** SITE_TEMPLATE_PAGES; unset, the snapshot decides (templatePages). */
  templatePages: boolean | undefined;
  /**
   * The day the site is built for (`YYYY-MM-DD`, the group's day): whether a circular is open,
   * the ticker, the lists, JobPosting and the feed are decided on it.
   */
  buildDay: string;
  /** SITE_TIME_ZONE: the group's, whose day the build's is. */
  timeZone: string;
  /** SITE_PRIVACY_KEEP: unset, the privacy page promises no period. */
  privacyKeep: string | undefined;
}

/** The build's settings, or an error naming each bad variable (never its value: it may be a URL with a token). */
export function buildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  const settings = readSettings(buildSettingsSchema, env);
  return {
    siteUrl: settings.SITE_URL,
    netlifyUrl: settings.NETLIFY ? settings.URL : undefined,
    outDir: settings.SITE_OUT_DIR ?? 'dist',
    cacheDir: settings.ASTRO_CACHE_DIR,
    contactFormAction: settings.CONTACT_FORM_ACTION,
    netlify: settings.NETLIFY,
    templatePages: settings.SITE_TEMPLATE_PAGES,
    buildDay: settings.SITE_BUILD_DATE ?? dayIn(settings.SITE_TIME_ZONE),
    timeZone: settings.SITE_TIME_ZONE,
    privacyKeep: settings.SITE_PRIVACY_KEEP,
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

/** The sample's invented domain: the template's own sample is the only site that uses it. */
export const SAMPLE_SITE = 'https://www.meridianbridge.example';
/** An address nothing names: `.invalid` never resolves (RFC 2606), so no page points at a real domain. */
export const UNKNOWN_SITE = 'https://site-address.invalid';

/** What the snapshot says about the address: its general settings' site address, and whether it is the sample. */
export interface SnapshotAddress {
  siteAddress: string | null;
  sample: boolean;
}

/**
 * The public address for canonical URLs, the sitemap, robots.txt, the feed, JSON-LD and share
 * links: SITE_URL, else Netlify's URL, else the general settings' site address
 * (settingsAddress), else the sample's domain for the sample; else UNKNOWN_SITE, and `warn`
 * says what to fill in. Always an origin: the site is served at the root of its address, so
 * every one of those names the same pages. A site address in the settings that is not the one
 * used, or that has a path, is said (the publisher's report says it in the editors' words).
 */
export function siteAddress(
  settings: Pick<BuildSettings, 'siteUrl' | 'netlifyUrl'>,
  snapshot: SnapshotAddress,
  warn: (message: string) => void,
): string {
  const fromSettings = settingsAddress(snapshot.siteAddress);
  const found =
    settings.siteUrl ??
    webUrl().safeParse(settings.netlifyUrl).data ??
    fromSettings ??
    (snapshot.sample ? SAMPLE_SITE : undefined);
  if (!found) {
    warn(
      `the website's address is not known, so its links to itself, sitemap, robots.txt and feed use ${UNKNOWN_SITE}: ` +
        'fill in "Site address" in the back office\'s general settings (www.example.org), or set SITE_URL',
    );
    return UNKNOWN_SITE;
  }
  const origin = new URL(found).origin;
  const problem = fromSettings && addressProblem(fromSettings, origin);
  if (problem) warn(`the back office's general settings, Site address: ${problem}`);
  return origin;
}

/**
 * Why the general settings' site address (as a URL) does not say where the site is, `origin`;
 * undefined when it does.
 */
export function addressProblem(fromSettings: string, origin: string): string | undefined {
  const { origin: written, pathname } = new URL(fromSettings);
  if (written !== origin)
    return `${fromSettings} is not the address the website is published at, ${origin}, which its links to itself, sitemap and shares use`;
  if (pathname !== '/')
    return `the path ${pathname} is left out: the website is served at the root of ${origin}`;
  return undefined;
}

/** A host name as editors type a site address: `www.example.org`, perhaps with a path. */
const BARE_DOMAIN = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(?:\/\S*)?$/i;

/**
 * The general settings' site address as a URL: an http(s) address as it is, and a bare domain
 * (`www.example.org`, as the back office's field is documented) on https. Anything else is no address.
 */
export function settingsAddress(raw: string | null): string | undefined {
  const value = raw?.trim() ?? '';
  const url = webUrl().safeParse(BARE_DOMAIN.test(value) ? `https://${value}` : value).data;
  // A site's address names a host, and perhaps a path: never a query or a fragment.
  if (!url) return undefined;
  const { search, hash } = new URL(url);
  return search || hash ? undefined : url;
}

/** What the config needs of the snapshot: the kind of site it builds and its public address. */
export interface SnapshotFacts {
  template: boolean;
  site: string;
}

/**
 * The kind of site and the public address, from the environment and the snapshot, reading its
 * manifest once: a large CMS's lists every file, and each read costs (docs/performance.md).
 */
export async function snapshotFacts(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = console.warn,
): Promise<SnapshotFacts> {
  const dir = snapshotDir(env);
  const build = buildSettings(env);
  const [settings, manifest] = await Promise.all([
    readSnapshotFile(dir, SNAPSHOT_FILES.settings, SettingsSchema),
    loadManifest(dir),
  ]);
  return {
    template: templatePagesOn(build.templatePages, manifest),
    site: siteAddress(
      build,
      { siteAddress: settings.site_address, sample: isTemplateSample(manifest) },
      warn,
    ),
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
