/**
 * The group's addresses, e-mails and phones as every page shows them (footer, contact page,
 * JSON-LD), from the general settings as editors typed them: each value once, address lines
 * without stray leading punctuation, phones in international form for clients abroad.
 */
// The full metadata: only it tells a mobile number from a fixed line (getType), for WhatsApp.
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Settings } from './schema.ts';

export interface Phone {
  /** As a visitor reads it: `+880 1711-000111`, or as the editor typed it where it is no valid number. */
  display: string;
  /** `tel:` link: the international number, digits and a leading plus only. */
  href: string;
  /** The number's WhatsApp chat (`https://wa.me/<digits>`), for a mobile number only: a landline has no WhatsApp. */
  whatsapp?: string;
}

/** Shared by every page that shows them: read only. */
export interface ContactValues {
  /** Each address with its lines separated by `\n`. */
  readonly addresses: readonly string[];
  readonly emails: readonly string[];
  readonly phones: readonly Phone[];
}

/**
 * Where the settings' addresses name no country, local numbers are read as Bangladeshi: the
 * group's offices are there, and its back office stores numbers as dialled at home (017…).
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BD';

const present = (values: ReadonlyArray<string | null>) =>
  values.filter((value): value is string => value !== null && value.trim() !== '');

/** Values once each, compared case and spacing aside, in the editors' order. */
export function uniqueValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.replace(/\s+/g, ' ').trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An address's lines as a visitor should read them: the editors' line breaks kept, each line
 * trimmed of the punctuation a line must not start with (`,Block C`), a space after each comma.
 */
export function addressLines(address: string): string {
  return address
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^[\s,;:.·-]+/u, '')
        .replace(/,(?=\S)/g, ', ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

/** Words only, each between spaces, so a name is found whole (`Oman` not in `Romania`): `wordsOf(text).includes(wordsOf(name))`. */
export const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Each country's English name as words, longest first, made on first use. */
let regionNames: Map<string, CountryCode> | undefined;

function regionNamesByLength(): Map<string, CountryCode> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return new Map(
    getCountries()
      .flatMap((code) => {
        const name = names.of(code);
        return name && name !== code ? [[wordsOf(name), code] as const] : [];
      })
      .sort(([a], [b]) => b.length - a.length),
  );
}

/** The country an address names in English (`…Dhaka 1209, Bangladesh` → BD), if any. */
export function countryOf(addresses: readonly string[]): CountryCode | undefined {
  regionNames ??= regionNamesByLength();
  // Longest names first: `Papua New Guinea` is not Guinea, nor `South Sudan` Sudan.
  const text = wordsOf(addresses.join(' '));
  for (const [name, code] of regionNames) if (text.includes(name)) return code;
  return undefined;
}

/** The address a job seeker sends a CV to: one named for jobs or people, else the first. */
export const jobsEmail = (emails: readonly string[]): string | undefined =>
  emails.find((email) => /job|career|cv|hr|recruit|apply/i.test(email.split('@')[0]!)) ?? emails[0];

/** The country a text is the English name of, whole (`Bangladesh`, not `Dhaka, Bangladesh`). */
export function countryNamed(text: string): CountryCode | undefined {
  regionNames ??= regionNamesByLength();
  return regionNames.get(wordsOf(text));
}

/** A phone as typed in the back office, shown and dialled internationally where it is a valid number. */
export function phoneOf(typed: string, country: CountryCode): Phone {
  const number = parsePhoneNumberFromString(typed, country);
  if (!number?.isValid()) {
    // Only the number's own run of digits and separators, not digits in what follows it.
    const dialled = /^\s*\+?[\d\s().-]*/.exec(typed)![0];
    return { display: typed.trim(), href: `tel:${dialled.replace(/[^+\d]/g, '')}` };
  }
  const type = number.getType();
  // Where a country's plan cannot tell the two apart (FIXED_LINE_OR_MOBILE), the number may well be a mobile.
  const mobile = type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
  return {
    display: number.formatInternational(),
    href: number.getURI(),
    ...(mobile ? { whatsapp: whatsappHref(number.number) } : {}),
  };
}

/**
 * WhatsApp's click-to-chat link for an international number (`+8801711000111` or a Phone),
 * with a message to start the chat with: wa.me takes the digits alone.
 */
export function whatsappHref(phone: string | Phone, message?: string): string {
  // A Phone's own chat link, never its tel: (`;ext=12` would add the extension's digits).
  const chat =
    typeof phone === 'string' ? `https://wa.me/${phone.replace(/\D/g, '')}` : phone.whatsapp;
  if (chat === undefined) throw new Error('whatsappHref: the number is no mobile');
  // encodeURIComponent, not URLSearchParams: a `+` for a space is not read back as one everywhere.
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}

const addressesOf = (settings: Settings) =>
  uniqueValues(present([settings.address, settings.address2]).map(addressLines));

/** The country local numbers are dialled in: the one the settings' addresses name, else the default. */
export const phoneCountry = (settings: Settings): CountryCode =>
  countryOf(addressesOf(settings)) ?? DEFAULT_PHONE_COUNTRY;

const CONTACT_FIELDS = [
  'address',
  'address2',
  'phone',
  'phone2',
  'phone3',
  'email',
  'email2',
  'email3',
] as const satisfies ReadonlyArray<keyof Settings>;

/** The last settings' values: every page's footer and structured data ask for the same ones. */
let lastContact: { key: string; values: ContactValues } | undefined;

/**
 * Every address, e-mail and phone of the settings, each once, as the site shows them. Worked out
 * once per build: finding the country and parsing the phones again on every page was a large
 * part of a large site's rendering (docs/performance.md).
 */
export function contactValues(settings: Settings): ContactValues {
  const key = JSON.stringify(CONTACT_FIELDS.map((field) => settings[field]));
  if (lastContact?.key !== key) lastContact = { key, values: contactValuesOf(settings) };
  return lastContact.values;
}

function contactValuesOf(settings: Settings): ContactValues {
  const addresses = addressesOf(settings);
  const country = phoneCountry(settings);
  const phones = present([settings.phone, settings.phone2, settings.phone3]).map((phone) =>
    phoneOf(phone, country),
  );
  return {
    addresses,
    emails: uniqueValues(present([settings.email, settings.email2, settings.email3])),
    phones: phones.filter(
      (phone, index) => phones.findIndex((other) => other.href === phone.href) === index,
    ),
  };
}
