/**
 * Reads the words of notice PDFs for the search in capped child processes, one PDF at a time
 * each (capped-process.ts), one child per core. CMS uploads are hostile until checked: a PDF
 * that needs more memory or time than its cap ends its child, its read fails with a one-line
 * reason (the caller warns and indexes the notice by its title), and a fresh child reads the rest.
 */
import { availableParallelism } from 'node:os';
import { runCapped, type ProcessLimits } from '../../lib/capped-process.ts';
import { inParallel } from '../../lib/in-parallel.ts';

/**
 * A notice needs a few MiB. The whole process (Node itself is about 50 MiB) is capped, not only
 * its heap: pdf.js inflates streams into buffers outside the heap. A smaller heap had pdf.js
 * collecting garbage most of the time (docs/performance.md), hence 128.
 */
export const PDF_READ_LIMITS: ProcessLimits = { memoryMb: 256, heapMb: 128, seconds: 30 };

/**
 * Children at once: one per core, at most two, so the readers together stay within 512 MiB.
 * They run while the content layer loads, before Vite and sharp take the build to its peak.
 */
export const PDF_READERS = Math.min(2, availableParallelism());

/** Each file's words, or the one-line reason it could not be read, in the order given. */
export function readPdfTexts(
  files: readonly string[],
  limits: ProcessLimits = PDF_READ_LIMITS,
): Promise<Array<string | Error>> {
  const script = new URL('./pdf-text-child.ts', import.meta.url);
  return inParallel(files, PDF_READERS, (share) =>
    runCapped<string, string>(script, share, limits),
  );
}
