/**
 * How the site spells a page's URL, in one place: the one spelling Netlify's CDN serves without
 * a redirect (encoded segments, a trailing slash), made of segments that need no escape but a
 * space's and non-Latin letters'. No imports: browser code (the sign-in forms) uses it too.
 */

/**
 * The longest path segment the site writes, in UTF-8 bytes. File systems allow 255 bytes a
 * name (a menu of 90 CJK characters is 270); this leaves room for the `-page` and `-2`
 * suffixes below, and keeps a URL of encoded non-Latin letters under a few hundred characters.
 */
export const MAX_SEGMENT_BYTES = 120;

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to at most `max` UTF-8 bytes, between two characters (never inside one, or inside an accent or emoji sequence). */
export function cutToBytes(text: string, max: number): string {
  if (utf8Bytes(text) <= max) return text;
  let cut = '';
  for (const { segment } of graphemes.segment(text)) {
    if (utf8Bytes(cut + segment) > max) break;
    cut += segment;
  }
  return cut;
}

/**
 * Makes a name usable as one path segment with a single spelling: letters and digits of any
 * script, spaces, `-`, `.`, `_` and `~` stay; any other run of characters (`/ ? # %`, `&`,
 * quotes, controls…) becomes one `-`, so a link never needs an escape but the space of SPEC's
 * `/our team/` and the bytes of non-Latin letters. Cut to MAX_SEGMENT_BYTES.
 */
export function pathSegment(name: string): string {
  const kept = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._~-]+/gu, '-')
    .trim();
  const segment = cutToBytes(kept, MAX_SEGMENT_BYTES).trim();
  return segment === '' || segment === '.' || segment === '..'
    ? '-'.repeat(Math.max(1, segment.length))
    : segment;
}

/**
 * The href of a page from its raw segments, in the one spelling the CDN serves without a
 * redirect: percent-encoded segments and a trailing slash (`['our team', 18]` →
 * `/our%20team/18/`, `[]` → `/`). Every link to a page of the site is made here.
 */
export const hrefOf = (segments: ReadonlyArray<string | number>): string =>
  segments.length === 0
    ? '/'
    : `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}/`;

/**
 * A link editors wrote to a page of the site, in the site's spelling: a root-relative path to a
 * page gets its trailing slash (`/contact` → `/contact/`, `/about/2?x#y` → `/about/2/?x#y`), so
 * a visitor following it is not redirected. Paths to files (`/notice/rss.xml`) and every other
 * link are kept as written.
 */
export function pageLink(href: string): string {
  const match = /^(\/(?!\/)[^?#]*?)([?#].*)?$/s.exec(href);
  if (!match) return href;
  const [, path, rest = ''] = match;
  return path!.endsWith('/') || /\.[a-z0-9]+$/i.test(path!) ? href : `${path}/${rest}`;
}
