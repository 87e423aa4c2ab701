import { describe, expect, it } from 'vitest';
import {
  CIRCULAR_OPEN_DAYS,
  circularStatus,
  statedDeadline,
  workPlace,
} from '../../src/cms/circular-facts.ts';
import {
  jobDescription,
  jobPosting,
  jobTitle,
  type JobPostingInput,
} from '../../src/cms/job-posting.ts';
import { jsonForScript } from '../../src/cms/organization.ts';
import type { Notice } from '../../src/cms/schema.ts';
import { baseSettings } from '../helpers/invented-snapshot.ts';

/**
 * Google's JobPosting properties (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * a posting without a required one is not eligible; the recommended ones make it a better result.
 * `validThrough` is required where the posting has an end date.
 */
const GOOGLE_REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'jobLocation', 'title'];
const GOOGLE_RECOMMENDED = [
  'applicantLocationRequirements',
  'baseSalary',
  'directApply',
  'employmentType',
  'identifier',
  'jobLocationType',
  'validThrough',
];
/** schema.org's own: the type, and the page the posting is on. */
const SCHEMA_ORG = ['@context', '@type', 'url'];

const settings = {
  ...baseSettings,
  site_name: 'Harbour Crest Group',
  address: 'House 12, Road 7\nDhaka 1209, Bangladesh',
  phone: '01711-000111',
};

const circular = (fields: Partial<Notice> = {}): Notice => ({
  id: 11,
  title: 'Welders and pipe fitters for a shipyard in Oman',
  date: '2026-11-02',
  note: null,
  file: 'circular/notice/Welders.pdf',
  show_on_homepage: false,
  ...fields,
});

const input = (fields: Partial<JobPostingInput> = {}): JobPostingInput => ({
  circular: circular(),
  text: 'Welders and pipe fitters\nSalary, food and lodging as the employer offers.\nApply by 30 December 2026 at our head office in Dhaka.',
  settings,
  url: 'https://www.example.org/pdfShow/circular/11/',
  organization: { url: 'https://www.example.org/', logo: 'https://www.example.org/logo.png' },
  today: '2026-11-26',
  ...fields,
});

/** What Google checks: every required property filled, only properties it or schema.org knows, the employer named, a country for the place. */
function expectValidForGoogle(posting: Record<string, unknown>) {
  for (const name of GOOGLE_REQUIRED) expect(posting[name], name).toBeTruthy();
  for (const name of Object.keys(posting))
    expect([...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED, ...SCHEMA_ORG]).toContain(name);
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    hiringOrganization: { '@type': 'Organization', name: 'Harbour Crest Group' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
    identifier: { '@type': 'PropertyValue', value: '11' },
  });
  const { address } = posting.jobLocation as { address: Record<string, string> };
  expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

describe('a job circular as a JobPosting', () => {
  it('takes the deadline its text states as validThrough, and the country abroad it names as the place', () => {
    const posting = jobPosting(input())!;
    expectValidForGoogle(posting);
    expect(posting).toMatchObject({
      title: 'Welders and pipe fitters',
      datePosted: '2026-11-02',
      validThrough: '2026-12-30',
      jobLocation: { address: { addressCountry: 'OM' } },
      description:
        '<p>Welders and pipe fitters<br>Salary, food and lodging as the employer offers.<br>Apply by 30 December 2026 at our head office in Dhaka.</p>',
    });
  });

  it("without a stated deadline is valid through the rule's last day, as the page says", () => {
    const text = 'Hotel housekeeping staff for Dubai. Two-year contracts.';
    const posting = jobPosting(input({ text, circular: circular({ title: 'Housekeeping' }) }))!;
    expectValidForGoogle(posting);
    expect(posting.validThrough).toBe('2027-01-01');
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
    });
    expect(circularStatus('2026-11-02', undefined, '2026-11-26')).toEqual({
      open: true,
      closes: '2027-01-01',
      stated: false,
    });
    expect(CIRCULAR_OPEN_DAYS).toBe(60);
    expect(jobPosting(input({ text, today: '2027-01-02' }))).toBeUndefined();
  });

  it('reads a Bengali text: its deadline in Bengali digits, its words kept', () => {
    const text = 'মালয়েশিয়ায় নির্মাণ শ্রমিক নিয়োগ\nআবেদনের শেষ তারিখ: ১৫/১২/২০২৬';
    const posting = jobPosting(
      input({ text, circular: circular({ title: 'নির্মাণ শ্রমিক, কুয়ালালামপুর' }) }),
    )!;
    expectValidForGoogle(posting);
    expect(posting.validThrough).toBe('2026-12-15');
    expect(posting.description).toContain('আবেদনের শেষ তারিখ: ১৫/১২/২০২৬');
    // No town or country in English: the office's address, its town and country apart.
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'House 12, Road 7',
        addressLocality: 'Dhaka',
        postalCode: '1209',
        addressCountry: 'BD',
      },
    });
  });

  it("places a job at the office's town where the address has no postcode", () => {
    const posting = jobPosting(
      input({
        text: 'নির্মাণ শ্রমিক',
        circular: circular({ title: 'নির্মাণ শ্রমিক' }),
        settings: { ...settings, address: 'Level 5, Gulshan Avenue\r\nDhaka-1212' },
      }),
    )!;
    expect(posting.jobLocation).toMatchObject({
      address: { addressLocality: 'Dhaka', postalCode: '1212', addressCountry: 'BD' },
    });
    const unmarked = jobPosting(
      input({
        text: 'নির্মাণ শ্রমিক',
        circular: circular({ title: 'নির্মাণ শ্রমিক' }),
        settings: { ...settings, address: 'Level 5, Gulshan Avenue, Dhaka' },
      }),
    )!;
    expect(unmarked.jobLocation).toMatchObject({
      address: { addressLocality: 'Dhaka', addressCountry: 'BD' },
    });
  });

  it('names the job, not the employer or the place, where the title separates them', () => {
    for (const [title, job] of [
      ['Theatre nurses for a Hamburg hospital group', 'Theatre nurses'],
      ['Site engineers for a Doha logistics park', 'Site engineers'],
      ['Hotel housekeeping staff for Dubai', 'Hotel housekeeping staff'],
      ['Electricians – Al Noor Contracting LLC', 'Electricians'],
      ['Drivers | Riyadh', 'Drivers'],
      ['Caregivers in Romania', 'Caregivers'],
      // Nothing separates a place or an employer: the title stays whole.
      ['Job circular for cooks and bakers', 'Job circular for cooks and bakers'],
      ['Security guards', 'Security guards'],
      ['Sales, marketing and accounts staff', 'Sales, marketing and accounts staff'],
    ] as Array<[string, string]>)
      expect(jobTitle(title, 'BD'), title).toBe(job);
  });

  it('describes a PDF without text by its title, escaped, and leaves a closed circular out', () => {
    const hostile = 'Cooks </script><script>alert(1)</script> & bakers';
    const posting = jobPosting(input({ text: '', circular: circular({ title: hostile }) }))!;
    expectValidForGoogle(posting);
    expect(posting.description).toBe(
      '<p>Cooks &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; bakers</p>',
    );
    expect(jsonForScript(posting)).not.toContain('</script');
    expect(jobPosting(input({ today: '2026-12-31' }))).toBeUndefined();
    expect(jobPosting(input({ circular: circular({ date: null }) }))).toBeUndefined();
  });

  it('cuts a long text, and drops the control characters a PDF leaves', () => {
    const description = jobDescription(`a\u0000b\u0007c ${'x'.repeat(10_000)}`, 'T');
    expect(description.startsWith('<p>abc x')).toBe(true);
    expect(description.length).toBeLessThan(5_100);
  });
});

describe('what a circular text states', () => {
  it('finds the deadline in the ways circulars write it', () => {
    const posted = '2026-11-15';
    expect(statedDeadline('Apply by 30 December 2026 at our office.', posted)).toBe('2026-12-30');
    expect(statedDeadline('Last date: 15/12/2026', posted)).toBe('2026-12-15');
    expect(statedDeadline('Deadline - December 5th, 2026', posted)).toBe('2026-12-05');
    expect(statedDeadline('Applications close on 2027-01-10.', posted)).toBe('2027-01-10');
    // No year: the first such day after the circular's date.
    expect(statedDeadline('Apply by 15 December with two references.', posted)).toBe('2026-12-15');
    expect(statedDeadline('Apply by 10 January.', posted)).toBe('2027-01-10');
    expect(statedDeadline('Interviews on 30 December 2026.', posted)).toBeUndefined();
    expect(statedDeadline('Last date: 31/02/2026', posted)).toBeUndefined();
  });

  it('finds the place of work abroad before the office at home', () => {
    expect(workPlace('Welders for Oman', 'Apply at our head office in Dhaka.', 'BD')).toEqual({
      country: 'OM',
    });
    expect(workPlace('Theatre nurses for a Hamburg hospital group', '', 'BD')).toEqual({
      locality: 'Hamburg',
      country: 'DE',
    });
    expect(workPlace('Clerks', 'Work in our Dhaka office.', 'BD')).toEqual({
      locality: 'Dhaka',
      country: 'BD',
    });
    expect(workPlace('Clerks', 'No place named.', 'BD')).toBeUndefined();
  });
});
