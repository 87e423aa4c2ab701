import { describe, expect, it } from 'vitest';
import { pdfWithoutScripts } from '../../src/integrations/pdf/pdf-rewrite.ts';
import { pdfText } from '../../src/integrations/pdf/pdf-text.ts';
import { encryptedPdf, inflationBombPdf, linkedPdf, scriptedPdf } from '../helpers/hostile-pdf.ts';

const RUNS = [
  '/JavaScript',
  '/OpenAction',
  '/AA',
  '/Launch',
  '/XFA',
  'app.alert',
  'calc.exe',
  'javascript:',
];

describe('pdfWithoutScripts (notice PDFs as the site publishes them)', () => {
  it('removes every script and action a viewer would run, on opening, on a page, on a link, in a form (N19)', async () => {
    const scripted = scriptedPdf();
    expect(RUNS.filter((runs) => scripted.includes(runs))).toEqual(RUNS);
    const published = Buffer.from(await pdfWithoutScripts(scripted));
    expect(RUNS.filter((runs) => published.includes(runs))).toEqual([]);
    expect(await pdfText(published)).toBe('Scripted notice');
  });

  it('keeps web links', async () => {
    const published = Buffer.from(
      await pdfWithoutScripts(linkedPdf('https://www.example.org/fees')),
    );
    expect(published.includes('(https://www.example.org/fees)')).toBe(true);
  });

  it('refuses what it cannot rewrite, in its own words', async () => {
    await expect(pdfWithoutScripts(encryptedPdf())).rejects.toThrow(/^it is encrypted$/);
    await expect(pdfWithoutScripts(Buffer.from('<html>not a pdf</html>'))).rejects.toThrow();
  });

  // Issue 33 B37: a PDF bomb the text reader gave up on was still framed, and a visitor's
  // browser grew by 2 GB inflating it.
  it('refuses a PDF whose stream inflates past the cap, so it is offered for download only', async () => {
    const mib = 1024 * 1024;
    await expect(pdfWithoutScripts(inflationBombPdf(3), 2 * mib)).rejects.toThrow(
      /^a stream of it inflates past 2 MiB$/,
    );
    await expect(pdfWithoutScripts(inflationBombPdf(1), 2 * mib)).resolves.toBeInstanceOf(
      Uint8Array,
    );
  });
});
