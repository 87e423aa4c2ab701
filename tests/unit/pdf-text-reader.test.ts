import { afterEach, describe, expect, it } from 'vitest';
import { simplePdf } from '../../scripts/lib/sample/pdf.ts';
import { pdfTextReader, type PdfTextReader } from '../../src/build/pdf-text-reader.ts';

describe('pdfTextReader (notice PDFs read on a capped worker thread)', () => {
  let reader: PdfTextReader | undefined;
  afterEach(() => reader?.close());

  it('reads the words of each PDF', async () => {
    reader = pdfTextReader();
    expect(await reader.read(simplePdf('Visa notice', ['Offices close on Friday']))).toBe('Visa notice Offices close on Friday');
    expect(await reader.read(simplePdf('Second', ['notice']))).toBe('Second notice');
  });

  it('refuses a PDF that needs more memory than the cap, and reads the next one', async () => {
    reader = pdfTextReader();
    // 4.7 MB on disk, hundreds of MiB as pdf.js's text items: without the cap it would be read in the build's own heap.
    const bomb = simplePdf(
      'Bomb',
      Array.from({ length: 300_000 }, (_, index) => `line ${index}`),
    );
    await expect(reader.read(bomb)).rejects.toThrow(/^it needs more than 32 MiB to read$/);
    expect(await reader.read(simplePdf('After', ['the bomb']))).toBe('After the bomb');
  });

  it('refuses a PDF that takes longer than the time allowed', async () => {
    reader = pdfTextReader({ heapMb: 32, seconds: 0.001 });
    await expect(reader.read(simplePdf('Slow', ['notice']))).rejects.toThrow(/^it took more than 0.001 s to read$/);
  });
});
