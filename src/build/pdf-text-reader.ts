/**
 * Reads the words of notice PDFs for the search on one worker thread, one PDF at a time
 * (pdf.js holds each whole document). CMS uploads are hostile until checked, so the worker's
 * heap and each PDF's time are capped: a PDF that needs more ends the worker, its read fails
 * with a one-line reason (the caller warns and indexes the notice by its title), and the rest
 * are read by a fresh worker.
 */
import { Tinypool } from 'tinypool';
import type { PdfTextResult } from './pdf-text-worker.ts';

/** 128 MiB: a notice needs a few; at 32 MiB pdf.js spent its time collecting garbage (1,500 PDFs read 1.4 times slower). */
export const PDF_READ_LIMITS = { heapMb: 128, seconds: 30 } as const;
/**
 * PDFs sent to the worker at once, whose files it reads together. A batch has one PDF's time
 * limit (a notice takes milliseconds); one that runs out is read again a PDF at a time, so a
 * PDF that hangs is stopped after twice the limit, not sixteen times.
 */
const BATCH = 16;

/** Each file's words, or the one-line reason it could not be read, in the order given. */
export async function readPdfTexts(
  files: readonly string[],
  limits: { heapMb: number; seconds: number } = PDF_READ_LIMITS,
): Promise<Array<string | Error>> {
  if (files.length === 0) return [];
  const pool = new Tinypool({
    filename: new URL('./pdf-text-worker.ts', import.meta.url).href,
    maxThreads: 1,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });
  const run = async (batch: readonly string[]): Promise<Array<string | Error>> => {
    try {
      const results = (await pool.run(batch, { signal: AbortSignal.timeout(limits.seconds * 1000) })) as PdfTextResult[];
      return results.map((result) => ('text' in result ? result.text : new Error(result.error)));
    } catch (error) {
      // The pool ends a worker that runs out of heap or is aborted, and starts another for the next task.
      if (batch.length > 1) return (await Promise.all(batch.map((file) => run([file])))).flat();
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return [new Error(`it needs more than ${limits.heapMb} MiB to read`, { cause: error })];
      }
      if ((error as Error).name === 'AbortError') return [new Error(`it took more than ${limits.seconds} s to read`, { cause: error })];
      throw error;
    }
  };
  try {
    // One batch after the other: each one's time limit starts when it is sent, not while it waits.
    const texts: Array<string | Error> = [];
    for (let start = 0; start < files.length; start += BATCH) texts.push(...(await run(files.slice(start, start + BATCH))));
    return texts;
  } finally {
    await pool.destroy();
  }
}
