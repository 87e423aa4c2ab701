/** The capped child process of `pdf-text-reader.ts`: the words of one PDF file a task. */
import { readFile } from 'node:fs/promises';
import { serve } from '../../lib/capped-child.ts';
import { pdfText } from './pdf-text.ts';

serve(async (file: string) => pdfText(await readFile(file)));
