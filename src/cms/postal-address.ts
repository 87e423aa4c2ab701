import { countryNamed } from './contact-values.ts';

/**
 * The group's address as schema.org's PostalAddress, from the one free-text `address` the
 * general settings hold ("Meridian House, 14 Quayside Walk, Port Aldren 4410"). Its lines are
 * cut at line breaks and commas; a last line naming only a country is its addressCountry;
 * the line then last holds the town and its postcode, in either order ("Port Aldren 4410",
 * "20457 Hamburg", "London SW1A 1AA", "Dhaka-1213"); the lines before it are the street
 * address. Text that does not look like that stays whole in streetAddress.
 */
export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality?: string;
  postalCode?: string;
  /** ISO 3166 code of the country the address ends with, if it names one. */
  addressCountry?: string;
}

/** A postcode: 3 to 10 characters holding a digit, of letters, digits, spaces and hyphens (4410, 20457, SW1A 1AA, 10-001). */
const POSTCODE = String.raw`(?=[A-Z\d -]*\d)[A-Z\d][A-Z\d -]{1,8}[A-Z\d]`;
const TOWN_THEN_CODE = new RegExp(
  String.raw`^(\p{L}[\p{L}\p{M} .'-]*?)(?:\s+|\s*[-–]\s*)(${POSTCODE})$`,
  'u',
);
const CODE_THEN_TOWN = new RegExp(String.raw`^(${POSTCODE})\s+(\p{L}[\p{L}\p{M} .'-]*)$`, 'u');

export function postalAddress(text: string): PostalAddress {
  const all = text
    .split(/[\n,]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // "…, Dhaka 1213, Bangladesh": the country is addressCountry, not a line of the street.
  const country = all.length > 1 ? countryNamed(all.at(-1)!) : undefined;
  const lines = country ? all.slice(0, -1) : all;
  const last = lines.at(-1) ?? '';
  const townThenCode = TOWN_THEN_CODE.exec(last);
  const codeThenTown = CODE_THEN_TOWN.exec(last);
  if (lines.length < 2 || !(townThenCode || codeThenTown))
    return {
      '@type': 'PostalAddress',
      streetAddress: all.join(', '),
      ...(country ? { addressCountry: country } : {}),
    };
  const [town, code] = townThenCode
    ? [townThenCode[1]!, townThenCode[2]!]
    : [codeThenTown![2]!, codeThenTown![1]!];
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', '),
    addressLocality: town.trim(),
    postalCode: code,
    ...(country ? { addressCountry: country } : {}),
  };
}
