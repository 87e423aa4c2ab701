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

const DRF: Style = {
  comma: ',',
  colon: ':',
  string: (text) =>
    JSON.stringify(text)
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
};

const DJANGO: Style = {
  comma: ', ',
  colon: ': ',
  // JSON.stringify has already escaped the controls; what is left outside ' '..'~' is Python's \u escapes.
  string: (text) => JSON.stringify(text).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
};

function encode(value: unknown, style: Style): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return style.string(value);
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => encode(item, style)).join(style.comma)}]`;
  if (typeof value !== 'object') throw new TypeError(`cannot write ${typeof value} as JSON`);
  const entries = value instanceof Map ? [...(value as Map<string, unknown>)] : Object.entries(value);
  const members = entries
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${style.string(key)}${style.colon}${encode(item, style)}`);
  return `{${members.join(style.comma)}}`;
}

export const drfJson = (value: unknown): string => encode(value, DRF);

export const djangoJson = (value: unknown): string => encode(value, DJANGO);
