/**
 * What a CMS value must be before any output carries it. Every text is made well-formed
 * Unicode without the characters XML 1.0 forbids (the feed) or that no page should hold;
 * every date is a real calendar date; a profile link is an http(s) address of a profile, not a
 * bare domain. The pull cleans with these and warns; the snapshot schemas apply them again,
 * so a hand-edited snapshot cannot stop a build either. No `astro:` imports.
 */

/**
 * C0 controls but tab and line feed, DEL, C1 controls, the noncharacters U+FFFE/U+FFFF and
 * the line/paragraph separators that break JavaScript string literals in old engines.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]/g;

/**
 * What never belongs where a text is quoted on one line (a name, a report's finding, the chat,
 * the log): line breaks and other control characters, and the bidirectional embeddings,
 * overrides, isolates and marks that can make a quoted name read as another (Trojan Source).
 * The site's own pages keep the marks a right-to-left text may need; a quote does not.
 */
const QUOTE_CONTROLS =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** `text` as a quote on one line: controls and bidirectional formatting removed, nothing else changed. */
export const quotable = (text: string): string => text.replace(QUOTE_CONTROLS, '');

/** The admin front end sends this string for a field it left empty (CMS-API §1.4). */
const LEFT_EMPTY = new Set(['', 'undefined', 'null']);

/**
 * The most a plain-text field keeps, in characters as a reader counts them (graphemes): a name
 * or title is a line, an address, a note or a review a paragraph. Pages copy these, the
 * settings' into every page, so a long settings text multiplies the whole output (docs/performance.md).
 */
export const TEXT_LIMITS = { line: 300, text: 1_000 } as const;

/**
 * The most items a list keeps: one record's (a company's pictures, an image group's files, a
 * page's blocks) and a table's rows, each shown on one page: an unbounded list makes an unbounded
 * page (docs/performance.md); a real gallery has dozens, a profile a few dozen pages. Every page's
 * header and footer list the menus, and each menu is a page: menus cost their square. A
 * thousand and some menus is the large site `npm run bench` builds within its memory goal.
 */
export const LIST_LIMITS = { perRecord: 2_000, rows: 10_000, menus: 1_200 } as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The most code points one character (grapheme) keeps: a letter with its accents, a Bengali
 * conjunct or an emoji family needs fewer than a dozen. A letter followed by 100,000
 * combining marks is one grapheme: uncut, a 300-character name would be 100,000 code points,
 * written on every page.
 */
export const MAX_CODE_POINTS_PER_GRAPHEME = 16;

/** Any unit that may not be a grapheme of its own (a combining mark, a script that joins, `\r` of `\r\n`). */
const NOT_ONE_UNIT_EACH = /[^\u0000-\u000C\u000E-\u02FF]/;

/**
 * UTF-16 units a capped text holds per character of its cap, whatever its characters are made
 * of: a line of 300 characters is at most 632 units (1,264 bytes of UTF-8 at most twice that),
 * room for Bengali's vowel signs and an emoji, and not for 300 characters of 16 code points
 * each, which in 1,200 menu names made a 23 MB header.
 */
export const UNITS_PER_CHARACTER = 2;

/** A grapheme cut to MAX_CODE_POINTS_PER_GRAPHEME code points. */
function boundedGrapheme(segment: string): string {
  // A code point is at most two units: a segment this short has no more.
  if (segment.length <= MAX_CODE_POINTS_PER_GRAPHEME) return segment;
  const points = [...segment.slice(0, 2 * MAX_CODE_POINTS_PER_GRAPHEME)];
  return points.length <= MAX_CODE_POINTS_PER_GRAPHEME
    ? points.join('')
    : points.slice(0, MAX_CODE_POINTS_PER_GRAPHEME).join('');
}

/**
 * `text` cut to `max` graphemes, each of at most MAX_CODE_POINTS_PER_GRAPHEME code points, and to
 * `max` × UNITS_PER_CHARACTER UTF-16 units in all: never inside a letter and its accents, or an
 * emoji. Only `max` × 32 units are ever read.
 */
export const cutGraphemes = (text: string, max: number): string => cutText(text, max).text;

/** cutGraphemes, and whether a character lost marks past MAX_CODE_POINTS_PER_GRAPHEME. */
function cutText(text: string, max: number): { text: string; marks: boolean } {
  // Latin letters without combining marks, and no carriage return: each unit is a grapheme.
  if (!NOT_ONE_UNIT_EACH.test(text))
    return { text: text.length <= max ? text : text.slice(0, max), marks: false };
  const most = Number.isFinite(max) ? max * 2 * MAX_CODE_POINTS_PER_GRAPHEME : text.length;
  let read = text.slice(0, most);
  // Not between the two halves of a character.
  if (read.length < text.length && /[\uD800-\uDBFF]$/.test(read)) read = read.slice(0, -1);
  // Plus one heavy character's worth, so a short cap still keeps an emoji family whole.
  const units = Number.isFinite(max) ? max * UNITS_PER_CHARACTER + 32 : Infinity;
  let out = '';
  let count = 0;
  let marks = false;
  for (const { segment } of graphemes.segment(read)) {
    if (count === max) break;
    const kept = boundedGrapheme(segment);
    // Characters of many units each (tag sequences, stacked marks) fill the field's units first.
    if (out.length + kept.length > units) return { text: out, marks: true };
    count += 1;
    marks ||= kept !== segment;
    out += kept;
  }
  // Units past what `max` characters can hold, unread, were one character's marks.
  return { text: out, marks: marks || (count < max && read.length < text.length) };
}

/** The first `max` items of a list, and a repair saying so when it was longer. */
export function cutList<T>(items: readonly T[], max: number): { items: T[]; repair?: string } {
  return items.length <= max
    ? { items: [...items] }
    : {
        items: items.slice(0, max),
        repair: `${items.length} items, the first ${max} kept (the limit of one list)`,
      };
}

export interface Cleaned {
  value: string | null;
  /** What was repaired, for a warning; empty when only line endings or blanks changed. */
  repairs: string[];
  /**
   * Cut: at `max` characters (`length`), or a character's marks past
   * MAX_CODE_POINTS_PER_GRAPHEME (`marks`): visitors read less than the editor wrote.
   */
  cut?: 'length' | 'marks';
}

/** A text as outputs may carry it, at most `max` graphemes: null for the ways editors leave a field empty. */
export function cleanText(raw: string | null | undefined, max = Infinity): Cleaned {
  if (raw === null || raw === undefined) return { value: null, repairs: [] };
  const repairs: string[] = [];
  let text = raw.replace(/\r\n?/g, '\n');
  if (!text.isWellFormed()) {
    text = text.toWellFormed();
    repairs.push('a broken character (lone surrogate) replaced');
  }
  const stripped = text.replace(FORBIDDEN, '');
  if (stripped !== text)
    repairs.push(`${text.length - stripped.length} control character(s) removed`);
  const { text: cut, marks } = cutText(stripped, max);
  const value = LEFT_EMPTY.has(cut.trim()) ? null : cut;
  if (cut === stripped) return { value, repairs };
  if (marks) {
    repairs.push(
      `characters of more than ${MAX_CODE_POINTS_PER_GRAPHEME} code points, or more than ${UNITS_PER_CHARACTER} units each in all, cut`,
    );
    return { value, repairs, cut: 'marks' };
  }
  repairs.push(`cut to ${max} characters (the limit of the field)`);
  return { value, repairs, cut: 'length' };
}

/**
 * A name editors gave a menu, block or image group, as a label: cleaned as any text, and on one
 * line (a name is never more; a line break in it could also forge a line of a report).
 */
export function cleanName(raw: string): Cleaned {
  const { value, repairs } = cleanText(raw, TEXT_LIMITS.line);
  const label = value && quotable(value.replace(/\s+/g, ' ')).trim();
  return { value: label ? label : null, repairs };
}

/** A menu's label: its cleaned name, or "Menu 12" where editors left none (a link needs words). */
export const menuLabel = (id: number, name: string): string =>
  cleanName(name).value ?? `Menu ${id}`;

/**
 * One e-mail address, `local@domain`, or null: nothing a `mailto:` link could carry further
 * (`x@y?bcc=…&body=…`, `%0D%0A`, a second address, a display name). A local part of letters,
 * digits and `. _ + ' -`; a domain of dot-separated labels; 254 characters at most.
 */
export function emailAddress(raw: string | null): string | null {
  const text = raw?.trim() ?? '';
  return text.length <= 254 &&
    /^[\p{L}\p{N}._+'-]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}]{2,63}$/u.test(
      text,
    )
    ? text
    : null;
}

/** The `mailto:` link of an address `emailAddress` took, each part percent-encoded: every mail link is made here. */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** `YYYY-MM-DD` that names a day of the calendar (no month 13, no 30 February, no year 0). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day a `YYYY-MM-DD` date names (midnight UTC), or undefined when it names none. */
export const calendarDate = (date: string | null): Date | undefined =>
  date !== null && isCalendarDate(date) ? new Date(`${date}T00:00:00Z`) : undefined;

/**
 * A link to a page elsewhere (a social profile, a client's site): an http(s) URL with a path,
 * or null. `https://x.com/` and `https://www.instagram.com/` are the back office's
 * placeholders, not the company's profiles (CMS-API §1.2); other schemes are never links.
 */
export function profileUrl(raw: string | null): string | null {
  const url = webAddress(raw);
  return url && !isBareDomain(url) ? url.href : null;
}

/**
 * Where a link editors typed may lead (a slide's button, a client's site): a page of this site
 * (`/about/2`) or an http(s) address, a scheme assumed where none was typed; null for anything
 * else (`javascript:`, `//evil.example`, words).
 */
export function linkTarget(raw: string | null): string | null {
  const text = raw?.trim() ?? null;
  if (text?.startsWith('/')) return text.startsWith('//') || text.includes('\\') ? null : text;
  return webAddress(text)?.href ?? null;
}

/** An http(s) address of a site, a scheme assumed where the editor typed none; null for anything else. */
function webAddress(raw: string | null): URL | null {
  if (raw === null) return null;
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.username || url.password || !url.hostname.includes('.') ? null : url;
}

const isBareDomain = (url: URL) => url.pathname.replace(/\/+$/, '') === '' && url.search === '';

/** A link the back office's placeholders leave (`https://x.com/`): empty, as expected, no warning due. */
export const isPlaceholderUrl = (raw: string): boolean => {
  const url = webAddress(raw);
  return url !== null && isBareDomain(url);
};

/**
 * A tagline under the name it starts with, without it: "Riverbend Group: overseas recruitment"
 * under "Riverbend Group" reads "Overseas recruitment". Null when nothing else is left.
 */
export function withoutName(tagline: string | null, name: string | null): string | null {
  const text = tagline?.trim();
  if (!text) return null;
  if (!name?.trim() || !text.toLowerCase().startsWith(name.trim().toLowerCase())) return text;
  const after = text.slice(name.trim().length);
  if (!after.trim()) return null;
  // Only a name set off by punctuation: "Riverbend Group is…" is a sentence about it, kept.
  const set = /^\s*[:,|–—-]\s*/u.exec(after);
  if (!set) return text;
  const rest = after.slice(set[0].length);
  return rest ? rest[0]!.toUpperCase() + rest.slice(1) : null;
}
