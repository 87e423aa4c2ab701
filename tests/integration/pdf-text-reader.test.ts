import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../scripts/lib/sample/pdf.ts';
import { PDF_READ_LIMITS, readPdfTexts } from '../../src/integrations/pdf/pdf-text-reader.ts';
import { inflationBombPdf } from '../helpers/hostile-pdf.ts';

describe('readPdfTexts (notice PDFs read in a capped child process)', () => {
  let dir = '';
  const file = (name: string) => join(dir, name);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pdf-reader-'));
    await writeFile(file('visa.pdf'), simplePdf('Visa notice', ['Offices close on Friday']));
    await writeFile(file('second.pdf'), simplePdf('Second', ['notice']));
    await writeFile(file('not-a.pdf'), '<html>not a pdf</html>');
    // 9 KB on disk, 512 MiB once inflated, outside pdf.js's heap.
    await writeFile(file('inflates.pdf'), inflationBombPdf(512));
    // 4.7 MB on disk, hundreds of MiB as pdf.js's text items: over a 32 MiB heap.
    await writeFile(
      file('bomb.pdf'),
      simplePdf(
        'Bomb',
        Array.from({ length: 300_000 }, (_, index) => `line ${index}`),
      ),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the words of each PDF, in the order given, and says which could not be read', async () => {
    const texts = await readPdfTexts([
      file('visa.pdf'),
      file('not-a.pdf'),
      file('second.pdf'),
      file('gone.pdf'),
    ]);
    expect(texts.slice(0, 3).map(String)).toEqual([
      'Visa notice\nOffices close on Friday',
      expect.stringMatching(/^Error: .*PDF/i),
      'Second notice',
    ]);
    expect(String(texts[3])).toContain('ENOENT');
  });

  it('refuses a PDF whose streams inflate past the memory cap, counted for the whole process, and reads the others (N2)', async () => {
    const texts = await readPdfTexts([file('visa.pdf'), file('inflates.pdf'), file('second.pdf')]);
    expect(texts.map(String)).toEqual([
      'Visa notice\nOffices close on Friday',
      `Error: it needs more than ${PDF_READ_LIMITS.memoryMb} MiB`,
      'Second notice',
    ]);
  });

  it('refuses a PDF that needs more heap than its cap', async () => {
    const texts = await readPdfTexts([file('bomb.pdf'), file('second.pdf')], {
      ...PDF_READ_LIMITS,
      heapMb: 32,
    });
    expect(texts.map(String)).toEqual([
      'Error: it needs more than 32 MiB of heap',
      'Second notice',
    ]);
  });

  it('refuses a PDF that takes longer than the time allowed', async () => {
    const texts = await readPdfTexts([file('visa.pdf')], { ...PDF_READ_LIMITS, seconds: 0.001 });
    expect(texts.map(String)).toEqual(['Error: it takes more than 0.001 s']);
  });

  it('reads the PDFs of a large site', async () => {
    const files = Array.from({ length: 40 }, (_, index) =>
      file(index % 2 ? 'visa.pdf' : 'second.pdf'),
    );
    const texts = await readPdfTexts(files);
    expect(texts).toHaveLength(40);
    expect(texts[39]).toBe('Visa notice\nOffices close on Friday');
  });
});
