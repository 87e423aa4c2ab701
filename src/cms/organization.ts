/**
 * The group as schema.org sees it: the Organization every page describes in JSON-LD, from the
 * general settings. Search engines show it as the group's knowledge panel.
 */
import { socialLinks } from './links.ts';
import { postalAddress } from './postal-address.ts';
import type { Settings } from './schema.ts';

export interface OrganizationLinks {
  /** The site's address. */
  url: string;
  /** The logo's absolute URL, when the settings have one. */
  logo?: string | undefined;
}

export function organization(settings: Settings, { url, logo }: OrganizationLinks): Record<string, unknown> {
  const sameAs = socialLinks(settings).map(([, link]) => link);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.site_name ?? settings.title ?? undefined,
    url,
    logo,
    email: settings.email ?? undefined,
    telephone: settings.phone ?? undefined,
    address: settings.address ? postalAddress(settings.address) : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so CMS text cannot close the element. */
export const jsonForScript = (data: unknown): string => JSON.stringify(data).replaceAll('<', '\\u003c');
