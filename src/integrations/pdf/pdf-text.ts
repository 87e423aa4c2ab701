/**
 * The words of a PDF, for the site search, a phone's reading and a circular's facts, line by line. CMS uploads are hostile until checked: a file that
 * pdf.js cannot read gives no words (the caller warns), and the text is capped, so one huge
 * notice cannot swell the index. The text is well-formed: a font's map may name lone surrogates.
 */
import { getDocumentProxy } from 'unpdf';
import { readableLines } from '../../cms/pdf-lines.ts';

/** Pages read per PDF, and characters (code points) kept: a notice's words are on its first pages. */
export const PDF_TEXT_LIMITS = { pages: 20, chars: 20_000 } as const;

/**
 * The first `chars` code points of a text. Cut in UTF-16 units, an emoji at the cut left half a
 * surrogate pair, which Pagefind refuses to parse.
 */
export function cutText(text: string, chars: number): string {
  let units = 0;
  let count = 0;
  for (const char of text) {
    if (count++ === chars) break;
    units += char.length;
  }
  return text.slice(0, units);
}

export async function pdfText(
  bytes: Uint8Array,
  limits: { pages: number; chars: number } = PDF_TEXT_LIMITS,
): Promise<string> {
  // verbosity 0: pdf.js's own warnings about a broken file stay out of the build log; the caller names the file.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true, verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, limits.pages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // Each line as laid out (pdf.js marks a line's last item): readableLines joins the wrapped ones.
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join(''),
      );
      if (pages.join(' ').length >= limits.chars) break;
    }
    return cutText(readableLines(pages.join('\n\n')).toWellFormed(), limits.chars);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
