/** The worker thread of `pdf-text-reader.ts`: one PDF's words per task. */
import { pdfText } from './pdf-text.ts';

export default function readPdfText(bytes: Uint8Array): Promise<string> {
  return pdfText(bytes);
}
