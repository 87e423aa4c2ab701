/**
 * The words of a PDF, for the site search. CMS uploads are hostile until checked: a file that
 * pdf.js cannot read gives no words (the caller warns), and the text is capped, so one huge
 * notice cannot swell the index.
 */
import { getDocumentProxy } from 'unpdf';

/** Pages read per PDF, and characters kept: a notice's words are on its first pages. */
export const PDF_TEXT_LIMITS = { pages: 20, chars: 20_000 } as const;

export async function pdfText(bytes: Uint8Array, limits: { pages: number; chars: number } = PDF_TEXT_LIMITS): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, limits.pages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      if (pages.join(' ').length >= limits.chars) break;
    }
    return pages.join('\n').replace(/\s+/g, ' ').trim().slice(0, limits.chars);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
