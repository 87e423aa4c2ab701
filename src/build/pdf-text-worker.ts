/** The worker thread of `pdf-text-reader.ts`: the words of each PDF of a batch. */
import { readFile } from 'node:fs/promises';
import { pdfText } from './pdf-text.ts';

export type PdfTextResult = { text: string } | { error: string };

export default async function readPdfTexts(files: readonly string[]): Promise<PdfTextResult[]> {
  // The batch's files are read together, so no file read waits on a PDF being parsed; pdf.js parses one PDF at a time.
  const contents = await Promise.allSettled(files.map((file) => readFile(file)));
  const results: PdfTextResult[] = [];
  for (const content of contents) {
    try {
      if (content.status === 'rejected') throw content.reason;
      results.push({ text: await pdfText(content.value) });
    } catch (error) {
      results.push({ error: (error as Error).message });
    }
  }
  return results;
}
