/**
 * A PDF's lines as a reader wants them. pdf.js gives the lines as the page laid them out: a
 * sentence wrapped over three lines, a word broken at a line's end ("recruit-" / "ment"), a
 * title, a letterhead's address and a date each on a short line of their own. The wrapped lines
 * of a paragraph are joined and broken words mended; a short line, one that ends a sentence,
 * or one followed by a capital (a title, then "Job circular no. 3") keeps its break; a blank
 * line stays a paragraph's end.
 */

/** A line this share of the text's longest or longer runs on into the next one. */
const WRAPPED = 0.7;

/** A line's end that ends what it says. */
const ENDS = /[.:;!?।)]$/u;

export function readableLines(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  const longest = Math.max(0, ...blocks.flat().map((line) => [...line].length));
  return blocks
    .map((lines) =>
      lines.reduce((joined, line, index) => {
        if (index === 0) return line;
        const previous = lines[index - 1]!;
        // "recruit-" then "ment": one word broken by the layout.
        if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(line)) return joined.slice(0, -1) + line;
        // A wrapped sentence goes on in small letters, or in a script without capitals (Bengali).
        const wrapped =
          [...previous].length >= longest * WRAPPED &&
          !ENDS.test(previous) &&
          /^[\p{Ll}\p{Lo}\p{N}]/u.test(line);
        return `${joined}${wrapped ? ' ' : '\n'}${line}`;
      }, ''),
    )
    .join('\n\n');
}
