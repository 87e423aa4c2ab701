/** The capped child process of `published-pdfs.ts`: one PDF rewritten without its scripts a task. */
import { readFile, writeFile } from 'node:fs/promises';
import { serve } from '../../lib/capped-child.ts';
import { pdfWithoutScripts } from './pdf-rewrite.ts';

export interface RewriteTask {
  source: string;
  target: string;
}

serve(async ({ source, target }: RewriteTask) => {
  await writeFile(target, await pdfWithoutScripts(await readFile(source)));
  return true;
});
