/**
 * The group as schema.org sees it: the Organization every page describes in JSON-LD, from the
 * general settings. Search engines show it as the group's knowledge panel.
 */
import { contactValues } from './contact-values.ts';
import { socialLinks } from './links.ts';
import { postalAddress } from './postal-address.ts';
import type { Settings } from './schema.ts';

export interface OrganizationLinks {
  /** The site's address. */
  url: string;
  /** The logo's absolute URL, when the settings have one. */
  logo?: string | undefined;
}

export function organization(
  settings: Settings,
  { url, logo }: OrganizationLinks,
): Record<string, unknown> {
  const sameAs = socialLinks(settings).map(([, link]) => link);
  // schema.org takes a list where the group has several: every phone, e-mail and address of the settings.
  const oneOrMany = <T>(values: readonly T[]) => (values.length > 1 ? values : values[0]);
  const contact = contactValues(settings);
  const addresses = contact.addresses.map(postalAddress);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.site_name ?? settings.title ?? undefined,
    url,
    logo,
    email: oneOrMany(contact.emails),
    telephone: oneOrMany(contact.phones.map((phone) => phone.display)),
    address: addresses.length > 1 ? addresses : addresses[0],
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so CMS text cannot close the element. */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data).replaceAll('<', '\\u003c');
