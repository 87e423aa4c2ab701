/**
 * A job circular as schema.org's JobPosting, which Google's job search reads from the page's
 * JSON-LD: the job's title (the circular's, without the employer and place it names), its own
 * text as the description, its date, the group as the employer, where the work is (a town and
 * country apart, else the office's), and the last day to apply: the one its text states, else
 * the day the site takes it as closed (circular-facts.ts). A closed circular, or an undated
 * one (Google requires `datePosted`), gets none.
 */
import { escapeUTF8 } from 'entities';
import type { CountryCode } from 'libphonenumber-js';
import { circularStatus, statedDeadline, workPlace } from './circular-facts.ts';
import { calendarDate } from './clean-values.ts';
import { contactValues, phoneCountry } from './contact-values.ts';
import { noticeTitle } from './notices.ts';
import { organization, type OrganizationLinks } from './organization.ts';
import { postalAddress } from './postal-address.ts';
import type { Notice, Settings } from './schema.ts';

/** Longer texts are cut here: Google shows the description whole, and a PDF's text runs to 20,000 characters. */
export const JOB_DESCRIPTION_CHARS = 5_000;

/** C0 and C1 controls but tab and line feed, and the PDF's other invisible leftovers. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;

/**
 * The circular's text as the description's HTML: its paragraphs (blank-line separated) each a
 * `<p>`, its lines joined with `<br>`, every character escaped; its title where it has no text.
 */
export function jobDescription(text: string, title: string): string {
  const clean = text.toWellFormed().replace(CONTROLS, '').replace(/\r\n?/g, '\n');
  const cut = [...clean].slice(0, JOB_DESCRIPTION_CHARS).join('');
  const paragraphs = cut
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter(Boolean)
        .map(escapeUTF8)
        .join('<br>'),
    )
    .filter(Boolean);
  return (paragraphs.length > 0 ? paragraphs : [escapeUTF8(title)])
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}

/** The office's address with its town and country apart, the town found by name where no postcode marks it. */
function officeAddress(office: string | undefined, home: CountryCode): Record<string, unknown> {
  if (!office) return { '@type': 'PostalAddress', addressCountry: home };
  const address = postalAddress(office);
  const town = address.addressLocality ?? workPlace('', office, home)?.locality;
  return { ...address, ...(town ? { addressLocality: town } : {}), addressCountry: home };
}

/** Words that name an employer rather than a job ("… for a Hamburg hospital group"). */
const EMPLOYER =
  /\b(?:group|company|co|ltd|limited|llc|inc|plc|gmbh|bhd|corporation|hospital|clinic|hotel|resort|shipyard|factory|plant|park|farm|contracting|construction|est|establishment)\b/i;

/** Where a title turns from the job to its place or employer: " for ", " in ", " at ", a dash, a bar, a comma. */
const SEPARATOR = /\s+(?:for|in|at)\s+|\s+[-–—|]\s+|,\s+/giu;

/**
 * The job's title as Google asks for it, not the circular's: "Theatre nurses for a Hamburg
 * hospital group" → "Theatre nurses". Cut at the first separator whose rest names a place or an
 * employer; a title that does not separate them stays whole.
 */
export function jobTitle(title: string, home: CountryCode): string {
  for (const match of title.matchAll(SEPARATOR)) {
    const job = title.slice(0, match.index).trim();
    const rest = title.slice(match.index + match[0].length);
    if ([...job].length >= 3 && (EMPLOYER.test(rest) || workPlace(rest, '', home))) return job;
  }
  return title;
}

export interface JobPostingInput {
  circular: Notice;
  /** The words of the circular's PDF ('' where it has none). */
  text: string;
  settings: Settings;
  /** The circular's page, absolute. */
  url: string;
  organization: OrganizationLinks;
  today: string;
}

/** The circular's JobPosting, or undefined where it is closed or undated. */
export function jobPosting({
  circular,
  text,
  settings,
  url,
  organization: links,
  today,
}: JobPostingInput): Record<string, unknown> | undefined {
  if (!calendarDate(circular.date)) return undefined;
  const deadline = statedDeadline(text, circular.date);
  const status = circularStatus(circular.date, deadline, today);
  if (!status.open) return undefined;
  const title = noticeTitle(circular, 'circular');
  const home = phoneCountry(settings);
  const place = workPlace(title, text, home);
  // Google asks for the country wherever the town is known; the office's is the one its phones are dialled in.
  const address = place
    ? {
        '@type': 'PostalAddress',
        ...(place.locality ? { addressLocality: place.locality } : {}),
        addressCountry: place.country,
      }
    : officeAddress(contactValues(settings).addresses[0], home);
  const { '@context': _context, ...employer } = organization(settings, links);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobTitle(title, home),
    description: jobDescription(text, title),
    datePosted: circular.date,
    // A dated circular always has a last day: its own, else the rule's (CIRCULAR_OPEN_DAYS).
    validThrough: status.closes,
    hiringOrganization: employer,
    jobLocation: { '@type': 'Place', address },
    identifier: {
      '@type': 'PropertyValue',
      name: settings.site_name ?? 'Job circular',
      value: String(circular.id),
    },
    // Visitors ask or apply through the contact form, not with an application on this page.
    directApply: false,
    url,
  };
}
