/**
 * The one gate for CMS HTML. Editors' HTML is untrusted: no scripts, no event handlers, no
 * inline styles, no javascript:/data: URLs, iframes only from the map providers below.
 *
 * sanitize-html takes time quadratic in nesting depth (200,000 nested elements: half a minute),
 * so a block is first cut, in one linear pass, where it nests deeper or runs longer than any
 * editor's text does; the cut is reported, and the page still builds.
 */
import { decodeHTML, escapeText } from 'entities';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { pageLink } from './page-paths.ts';

/** Deeper than any rich text an editor writes (tables in lists in quotes stay under 20). */
export const MAX_NESTING = 64;
/** Characters of one block: a long pasted document is about 100,000. */
export const MAX_BLOCK_CHARACTERS = 512 * 1024;

/** The block up to where it breaks a limit, and which limit, if any. */
export function withinLimits(html: string): { html: string; cut?: string } {
  let depth = 0;
  let cut: { at: number; reason: string } | undefined;
  const stopAt = (at: number, reason: string) => {
    cut ??= { at, reason };
    parser.pause();
  };
  const parser = new Parser({
    onopentag: () => {
      depth += 1;
      if (depth > MAX_NESTING)
        stopAt(parser.startIndex, `nested deeper than ${MAX_NESTING} elements`);
      else if (parser.startIndex >= MAX_BLOCK_CHARACTERS)
        stopAt(parser.startIndex, `longer than ${MAX_BLOCK_CHARACTERS} characters`);
    },
    onclosetag: () => void (depth -= 1),
    ontext: () => {
      if (parser.endIndex >= MAX_BLOCK_CHARACTERS)
        stopAt(parser.startIndex, `longer than ${MAX_BLOCK_CHARACTERS} characters`);
    },
  });
  parser.end(html);
  return cut
    ? { html: html.slice(0, cut.at), cut: `cut at character ${cut.at}: ${cut.reason}` }
    : { html };
}

/** The embeds the site allows (the office map), kept in one place; the CSP repeats them. */
export const EMBED_ORIGINS: ReadonlyArray<{ origin: string; pathPrefix: string }> = [
  { origin: 'https://www.openstreetmap.org', pathPrefix: '/export/embed.html' },
  { origin: 'https://www.google.com', pathPrefix: '/maps/embed' },
];

export function isAllowedEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return EMBED_ORIGINS.some(
      ({ origin, pathPrefix }) => url.origin === origin && url.pathname.startsWith(pathPrefix),
    );
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'address',
    'code',
    'pre',
    'span',
    'div',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'referrerpolicy'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An h1 belongs to the page title: editors' headings start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      // A link to one of the site's pages is written as the site spells it (no redirect to follow).
      const linked =
        attribs.href === undefined ? attribs : { ...attribs, href: pageLink(attribs.href) };
      return {
        tagName,
        attribs:
          linked.target === '_blank'
            ? { ...linked, rel: 'noopener noreferrer' }
            : omit(linked, 'target', 'rel'),
      };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', referrerpolicy: 'no-referrer-when-downgrade' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src ?? '')) ||
    // A relative image path in CMS HTML points at the CMS, not this site: it could only show broken.
    (frame.tag === 'img' && !/^https:\/\//.test(frame.attribs.src ?? '')),
};

/**
 * Whether a CMS text is plain text rather than editor HTML: the back office's tables hold
 * both (CMS-API §2.4), and plain text keeps its line breaks only if they become markup.
 */
// `[^<>]`, not `[^>]`: a run of unclosed `<a` would otherwise be read in the square of its length.
export const isPlainText = (text: string): boolean => !/<[a-z!/][^<>]*>/i.test(text);

/** A line shorter than this is a heading, a list item or an address line, not a wrapped sentence. */
const WRAPPED_LINE = 30;
const ENDS_SENTENCE = /[.!?:;]["'”’)]*$/u;
const STARTS_ITEM = /^(?:[-*•–]|\d+[.)])\s/u;

/**
 * Whether a line break typed inside a paragraph only wrapped a sentence (text pasted from a
 * word processor or a PDF): the next line goes on in lower case, or the line is long and ends
 * mid-sentence. Such a break becomes a space; the others stay line breaks.
 */
function wrapsSentence(line: string, next: string): boolean {
  if (STARTS_ITEM.test(next)) return false;
  if (/^\p{Ll}/u.test(next)) return true;
  return [...line].length >= WRAPPED_LINE && !ENDS_SENTENCE.test(line);
}

/** A paragraph's lines as HTML: wrapped sentences joined, other breaks kept as `<br>`. */
function paragraphHtml(part: string): string {
  const lines = part.split('\n').map((line) => line.trim());
  return lines
    .map((line, index) => {
      const next = lines[index + 1];
      if (next === undefined) return escapeText(line);
      if (!wrapsSentence(line, next)) return `${escapeText(line)}<br>`;
      // A word a PDF hyphenated at the line's end is joined whole.
      return /\p{L}-$/u.test(line) && /^\p{Ll}/u.test(next)
        ? escapeText(line)
        : `${escapeText(line)} `;
    })
    .join('');
}

/** Plain text as HTML: a paragraph per blank-line-separated part, its typed line breaks kept where they are not a sentence's wrapping. */
function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${paragraphHtml(part)}</p>`)
    .join('\n');
}

/** Safe HTML of a CMS block or text; `onCut` hears when the block broke a limit and was shortened. */
export function sanitise(html: string, onCut?: (reason: string) => void): string {
  if (isPlainText(html)) return textToHtml(html);
  const limited = withinLimits(html);
  if (limited.cut) onCut?.(limited.cut);
  return sanitizeHtml(limited.html, OPTIONS).trim();
}

/**
 * Sanitised HTML whose headings continue the page's outline under a heading of `level`: the
 * block's highest heading becomes `level + 1` and the others keep their distance from it, so an
 * editor's `<h3>` straight under the page's `<h1>` does not skip a level. Sanitised HTML holds
 * `<` only in tags, so the tags can be renamed as text.
 */
export function headingsBelow(safeHtml: string, level: number): string {
  const levels = [...safeHtml.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
  if (levels.length === 0) return safeHtml;
  const shift = level + 1 - Math.min(...levels);
  return safeHtml.replace(
    /<(\/?)h([1-6])\b/g,
    (_, close: string, n: string) => `<${close}h${Math.min(6, Number(n) + shift)}`,
  );
}

/** Tags that end a line: a break, or the end of a block. */
const BREAKS = /<(?:br|\/(?:p|div|li|h[1-6]|td|th|tr|blockquote))\b[^>]*>/gi;

/** The text of CMS HTML, for meta descriptions and labels. */
export function plainText(html: string, maxLength = Infinity): string {
  // A line break or a block's end is a space between words: "Thursday,<br>9:00" is two words.
  const spaced = withinLimits(html).html.replace(BREAKS, ' $&');
  const text = decodeHTML(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  return shorten(text, maxLength);
}

/**
 * A text cut to at most `maxLength` characters at a word boundary, with an ellipsis: for
 * titles where space is short (a heading, a breadcrumb, `<title>`). Cut on code points, so
 * no character is split in two.
 */
export function shorten(text: string, maxLength: number): string {
  const characters = [...text];
  if (characters.length <= maxLength) return text;
  const cut = characters.slice(0, maxLength - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function omit(attribs: sanitizeHtml.Attributes, ...names: string[]): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => !names.includes(name)));
}
