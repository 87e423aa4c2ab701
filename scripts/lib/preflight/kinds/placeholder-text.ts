/**
 * Text that stands in for text: lorem ipsum, one character held down, or a hand run along the
 * keyboard. Visitors read it as the site's own words.
 */
import type { Finding } from '../finding.ts';
import type { RowText } from '../rows.ts';

const LOREM = /\b(lorem ipsum|dolor sit amet|consectetur adipiscing)\b/i;
/** One letter or digit five times or more in a row ("aaaaa", "11111"). */
const HELD_KEY = /(\p{L}|\d)\1{4,}/u;
/** Runs of neighbouring keys, as a hand drags along a keyboard row. */
const KEY_RUNS =
  /(asdf|sdfg|dfgh|fghj|ghjk|hjkl|qwer|wert|erty|rtyu|tyui|yuio|uiop|zxcv|xcvb|cvbn|vbnm)/i;
/** A Latin word of six letters or more with no vowel at all. */
const NO_VOWEL = /\b[b-df-hj-np-tv-xz]{6,}\b/i;

/** Why a text looks like a stand-in, in a visitor's words; undefined when it reads as text. */
export function placeholderIn(text: string): string | undefined {
  if (LOREM.test(text)) return 'the Latin stand-in text “lorem ipsum”';
  const held = HELD_KEY.exec(text);
  if (held) return `a run of one character (“${held[0]}”)`;
  const mash = text.split(/\s+/).find((word) => KEY_RUNS.test(word) || NO_VOWEL.test(word));
  if (mash) return `letters typed at random (“${mash.slice(0, 20)}”)`;
  return undefined;
}

export function placeholderText(texts: readonly RowText[]): Finding[] {
  return texts.flatMap(({ place, record, text }) => {
    const what = placeholderIn(text);
    return what
      ? [
          {
            kind: 'placeholder-text' as const,
            key: `placeholder-text:${record}:${place.field}`,
            where: [place],
            visitor: `visitors read ${what} as the group's own words.`,
            fix: `write the real text in this field, or clear it.`,
          },
        ]
      : [];
  });
}
