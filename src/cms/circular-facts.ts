/**
 * What a job circular's own words say about it: the last day to apply, where the work is, and
 * whether it is still open. The back office holds neither a deadline nor a place (CMS-API
 * §2.14): they are only in the circular's PDF, whose text the build reads for the search
 * (src/integrations/pdf/notice-texts.ts). Pure; the circular's page, its JSON-LD, the feed
 * and the contact form share it.
 */
import type { CountryCode } from 'libphonenumber-js';
import { calendarDate } from './clean-values.ts';
import { countryOf, wordsOf } from './contact-values.ts';

/** A circular that states no deadline is taken as closed this many days after its date. */
export const CIRCULAR_OPEN_DAYS = 60;

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:,?\s*(\d{4}))?`;

/** The words that introduce a deadline, in English and Bengali (শেষ তারিখ, "last date"). */
const DEADLINE_WORDS = new RegExp(
  String.raw`(?:apply\s+(?:by|before|on\s+or\s+before|until|till|no\s+later\s+than)|last\s+date(?:\s+(?:of|for)\s+(?:application|applying|submission))?(?:\s+to\s+apply)?|deadline(?:\s+for\s+applications?)?|closing\s+date|applications?\s+close[sd]?(?:\s+on)?|শেষ\s*তারিখ)\s*(?:is\s+|on\s+|:|-|–|—|ঃ)*\s*`,
  'giu',
);

/** The ways a date follows those words: day-first as the region writes it, or ISO. */
const DATE_FORMS: ReadonlyArray<{ pattern: RegExp; parts: (m: RegExpExecArray) => DateParts }> = [
  {
    pattern: new RegExp(String.raw`^${DAY}\s+(?:of\s+)?${MONTH}${YEAR}`, 'i'),
    parts: (m) => ({ day: m[1]!, month: m[2]!, year: m[3] }),
  },
  {
    pattern: new RegExp(String.raw`^${MONTH}\s+${DAY}${YEAR}`, 'i'),
    parts: (m) => ({ day: m[2]!, month: m[1]!, year: m[3] }),
  },
  {
    pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})\b/,
    parts: (m) => ({ day: m[3]!, month: m[2]!, year: m[1] }),
  },
  {
    pattern: /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b/,
    parts: (m) => ({ day: m[1]!, month: m[2]!, year: m[3] }),
  },
];

interface DateParts {
  day: string;
  /** A number, or a month's name. */
  month: string;
  year: string | undefined;
}

/** Bengali digits (০–৯) as ASCII, so `১৫/১২/২০২৬` reads as a date. */
const asciiDigits = (text: string) =>
  text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day, or undefined where there is none (31 February). */
function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? isoDay(date) : undefined;
}

function dayOf({ day, month, year }: DateParts, posted: string | null): string | undefined {
  const monthNumber = /^\d+$/.test(month)
    ? Number(month)
    : MONTHS.indexOf(month.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;
  if (year) return calendarDay(Number(year), monthNumber, Number(day));
  // "Apply by 15 December": the first 15 December on or after the circular's date.
  if (!posted) return undefined;
  const postedYear = Number(posted.slice(0, 4));
  const sameYear = calendarDay(postedYear, monthNumber, Number(day));
  return sameYear && sameYear >= posted
    ? sameYear
    : calendarDay(postedYear + 1, monthNumber, Number(day));
}

/**
 * The last day to apply that the circular's text states ("Apply by 30 December 2026", "Last
 * date: 15/12/2026", "আবেদনের শেষ তারিখ: ১৫/১২/২০২৬"), as `YYYY-MM-DD`; the first one stated.
 * A date without a year is the first such day on or after the circular's own date.
 */
export function statedDeadline(text: string, posted: string | null): string | undefined {
  const plain = asciiDigits(text).replace(/\s+/g, ' ');
  for (const match of plain.matchAll(DEADLINE_WORDS)) {
    const rest = plain.slice(match.index + match[0].length, match.index + match[0].length + 40);
    for (const { pattern, parts } of DATE_FORMS) {
      const found = pattern.exec(rest);
      const day = found && dayOf(parts(found), posted);
      if (day) return day;
    }
  }
  return undefined;
}

/** A place of work: a town where the text names one the agency recruits for, and its country. */
export interface WorkPlace {
  locality?: string;
  country: CountryCode;
}

/**
 * Towns recruiting circulars in the region name: the Gulf, East and Southeast Asia, Europe, and
 * Bangladesh's own. A town not listed still gives its country when the text names that.
 */
const TOWNS: ReadonlyArray<readonly [string, CountryCode]> = [
  ['Dhaka', 'BD'],
  ['Chattogram', 'BD'],
  ['Chittagong', 'BD'],
  ['Sylhet', 'BD'],
  ['Dubai', 'AE'],
  ['Abu Dhabi', 'AE'],
  ['Sharjah', 'AE'],
  ['Doha', 'QA'],
  ['Riyadh', 'SA'],
  ['Jeddah', 'SA'],
  ['Dammam', 'SA'],
  ['Kuwait City', 'KW'],
  ['Muscat', 'OM'],
  ['Manama', 'BH'],
  ['Kuala Lumpur', 'MY'],
  ['Singapore', 'SG'],
  ['Tokyo', 'JP'],
  ['Seoul', 'KR'],
  ['Hamburg', 'DE'],
  ['Berlin', 'DE'],
  ['Munich', 'DE'],
  ['Vienna', 'AT'],
  ['Bucharest', 'RO'],
  ['Warsaw', 'PL'],
  ['Budapest', 'HU'],
  ['London', 'GB'],
];

/**
 * Where the work is, from the circular's title and text: a town or country abroad where either
 * names one (the office's own town in the text is usually where to apply, not where to work),
 * else one at home; undefined where they name none.
 */
export function workPlace(title: string, text: string, home: CountryCode): WorkPlace | undefined {
  const places = [title, text].flatMap((part) => {
    const words = wordsOf(part);
    const town = TOWNS.find(([name]) => words.includes(wordsOf(name)));
    const country = countryOf([part]);
    return [
      ...(town ? [{ locality: town[0], country: town[1] }] : []),
      ...(country ? [{ country }] : []),
    ];
  });
  return places.find((place) => place.country !== home) ?? places[0];
}

export interface CircularStatus {
  open: boolean;
  /** The last day it is open: the deadline its text states, else its date plus CIRCULAR_OPEN_DAYS. */
  closes?: string;
  /** Whether `closes` is the circular's own deadline. */
  stated: boolean;
}

/**
 * Whether a circular still takes applications on `today` (`YYYY-MM-DD`): until its stated
 * deadline, else for CIRCULAR_OPEN_DAYS after its date. An undated circular without a deadline
 * has no age to close it by, and stays open.
 */
export function circularStatus(
  posted: string | null,
  deadline: string | undefined,
  today: string,
): CircularStatus {
  const postedDay = calendarDate(posted);
  const closes =
    deadline ??
    (postedDay && isoDay(new Date(postedDay.getTime() + CIRCULAR_OPEN_DAYS * 86_400_000)));
  return {
    open: closes === undefined || today <= closes,
    ...(closes ? { closes } : {}),
    stated: deadline !== undefined,
  };
}
