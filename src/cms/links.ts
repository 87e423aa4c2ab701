import { pageLink } from './page-paths.ts';
import type { Settings } from './schema.ts';

/** Links editors type into the CMS (slider buttons): only site paths and http(s) URLs are followed. */
export function safeLink(link: string | null | undefined): string | undefined {
  const value = link?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'))
    return pageLink(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The group's account as Twitter cards name it (`@handle`), from its profile URL on twitter.com or x.com. */
export function twitterHandle(url: string | null | undefined): string | undefined {
  const link = safeLink(url);
  const match =
    link && /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(link);
  return match ? `@${match[1]}` : undefined;
}

export const SOCIAL_NETWORKS = ['Facebook', 'LinkedIn', 'YouTube', 'X', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

type SocialSettings = Pick<
  Settings,
  'facebook_url' | 'linkedin_url' | 'google_url' | 'twitter_url' | 'instagram_url'
>;

/**
 * The group's social profiles from the settings: http(s) addresses of a profile only (the pull
 * drops bare-domain placeholders), in a fixed order. `google_url` holds a YouTube channel in
 * the group's data (CMS-API §1.2).
 */
export function socialLinks(settings: SocialSettings): Array<[SocialNetwork, string]> {
  const urls: Record<SocialNetwork, string | null | undefined> = {
    Facebook: settings.facebook_url,
    LinkedIn: settings.linkedin_url,
    YouTube: settings.google_url,
    X: settings.twitter_url,
    Instagram: settings.instagram_url,
  };
  return SOCIAL_NETWORKS.flatMap((name) => {
    const url = safeLink(urls[name]);
    return url && /^https?:/.test(url) ? [[name, url] as [SocialNetwork, string]] : [];
  });
}
