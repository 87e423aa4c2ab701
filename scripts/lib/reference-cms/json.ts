/**
 * The two JSON dialects the back office writes. Django REST framework's renderer: compact,
 * non-ASCII written as itself, U+2028 and U+2029 escaped. Django's JsonResponse (Python's
 * json.dumps defaults), used by the one plain Django view: `, ` and `: ` separators and every
 * character outside printable ASCII as `\uXXXX`. A `Map` is written as an object in its own
 * order, so keys that look like numbers (a block named "2024") keep their place.
 */

interface Style {
  comma: string;
  colon: string;
  string: (text: string) => string;
}

/** Python's `\u` escape of one UTF-16 unit, lower-case hex. */
const pythonEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON.stringify's output with the line separators escaped, as DRF writes them. */
const escapeSeparators = (json: string) => json.replace(/[\u2028\u2029]/g, pythonEscape);

const DRF: Style = {
  comma: ',',
  colon: ':',
  string: (text) => escapeSeparators(JSON.stringify(text)),
};

const DJANGO: Style = {
  comma: ', ',
  colon: ': ',
  // JSON.stringify has already escaped the controls; what is left outside ' '..'~' takes Python's escapes.
  string: (text) => JSON.stringify(text).replace(/[^\x20-\x7e]/g, pythonEscape),
};

/** Whether a subtree holds a Map somewhere: only then must it be written by hand. */
function holdsMap(value: unknown): boolean {
  if (value instanceof Map) return true;
  if (value === null || typeof value !== 'object') return false;
  return Array.isArray(value) ? value.some(holdsMap) : Object.values(value).some(holdsMap);
}

function encode(value: unknown, style: Style): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return style.string(value);
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((item) => encode(item, style)).join(style.comma)}]`;
  if (typeof value !== 'object') throw new TypeError(`cannot write ${typeof value} as JSON`);
  const entries =
    value instanceof Map ? [...(value as Map<string, unknown>)] : Object.entries(value);
  const members = entries
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${style.string(key)}${style.colon}${encode(item, style)}`);
  return `{${members.join(style.comma)}}`;
}

/** Written by hand only where a Map must keep its order: JSON.stringify is over ten times quicker on a long list. */
export const drfJson = (value: unknown): string =>
  holdsMap(value) ? encode(value, DRF) : escapeSeparators(JSON.stringify(value));

export const djangoJson = (value: unknown): string => encode(value, DJANGO);
