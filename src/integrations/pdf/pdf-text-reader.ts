/**
 * Reads the words of notice PDFs for the search in a capped child process, one PDF at a time
 * (capped-process.ts). CMS uploads are hostile until checked: a PDF that needs more memory or
 * time than its cap ends the child, its read fails with a one-line reason (the caller warns and
 * indexes the notice by its title), and a fresh child reads the rest.
 */
import { runCapped, type ProcessLimits } from '../../lib/capped-process.ts';

/**
 * A notice needs a few MiB. The whole process (Node itself is about 50 MiB) is capped, not only
 * its heap: pdf.js inflates streams into buffers outside the heap. At a 32 MiB heap pdf.js spent
 * its time collecting garbage (1,500 PDFs read 1.4 times slower), hence 128.
 */
export const PDF_READ_LIMITS: ProcessLimits = { memoryMb: 256, heapMb: 128, seconds: 30 };

/** Each file's words, or the one-line reason it could not be read, in the order given. */
export function readPdfTexts(
  files: readonly string[],
  limits: ProcessLimits = PDF_READ_LIMITS,
): Promise<Array<string | Error>> {
  return runCapped<string, string>(new URL('./pdf-text-child.ts', import.meta.url), files, limits);
}
