/**
 * A job circular as schema.org's JobPosting, which Google's job search reads from the page's
 * JSON-LD: its title, its own text as the description, its date, the group as the employer,
 * where the work is, and the deadline its text states (circular-facts.ts). A closed circular,
 * or an undated one (Google requires `datePosted`), gets none.
 */
import { escapeUTF8 } from 'entities';
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
  if (!circularStatus(circular.date, deadline, today).open) return undefined;
  const title = noticeTitle(circular, 'circular');
  const home = phoneCountry(settings);
  const place = workPlace(title, text, home);
  const office = contactValues(settings).addresses[0];
  // Google asks for the country wherever the town is known; the office's is the one its phones are dialled in.
  const address = place
    ? {
        '@type': 'PostalAddress',
        ...(place.locality ? { addressLocality: place.locality } : {}),
        addressCountry: place.country,
      }
    : { ...(office ? postalAddress(office) : { '@type': 'PostalAddress' }), addressCountry: home };
  const { '@context': _context, ...employer } = organization(settings, links);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: jobDescription(text, title),
    datePosted: circular.date,
    ...(deadline ? { validThrough: deadline } : {}),
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
