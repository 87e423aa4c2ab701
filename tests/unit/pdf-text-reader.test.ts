import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../scripts/lib/sample/pdf.ts';
import { readPdfTexts } from '../../src/build/pdf-text-reader.ts';

describe('readPdfTexts (notice PDFs read on a capped worker thread)', () => {
  let dir = '';
  const file = (name: string) => join(dir, name);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pdf-reader-'));
    await writeFile(file('visa.pdf'), simplePdf('Visa notice', ['Offices close on Friday']));
    await writeFile(file('second.pdf'), simplePdf('Second', ['notice']));
    await writeFile(file('not-a.pdf'), '<html>not a pdf</html>');
    // 4.7 MB on disk, hundreds of MiB as pdf.js's text items: over a 32 MiB cap.
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
    const texts = await readPdfTexts([file('visa.pdf'), file('not-a.pdf'), file('second.pdf'), file('gone.pdf')]);
    expect(texts.slice(0, 3).map(String)).toEqual([
      'Visa notice Offices close on Friday',
      expect.stringMatching(/^Error: .*PDF/i),
      'Second notice',
    ]);
    expect(String(texts[3])).toContain('ENOENT');
  });

  it('refuses a PDF that needs more memory than the cap, and reads the others of its batch', async () => {
    const texts = await readPdfTexts([file('visa.pdf'), file('bomb.pdf'), file('second.pdf')], { heapMb: 32, seconds: 30 });
    expect(texts.map(String)).toEqual(['Visa notice Offices close on Friday', 'Error: it needs more than 32 MiB to read', 'Second notice']);
  });

  it('refuses a PDF that takes longer than the time allowed', async () => {
    const texts = await readPdfTexts([file('visa.pdf')], { heapMb: 32, seconds: 0.001 });
    expect(texts.map(String)).toEqual(['Error: it took more than 0.001 s to read']);
  });

  it('reads the PDFs of a large site in batches, so more than one batch comes back whole', async () => {
    const files = Array.from({ length: 40 }, (_, index) => file(index % 2 ? 'visa.pdf' : 'second.pdf'));
    const texts = await readPdfTexts(files);
    expect(texts).toHaveLength(40);
    expect(texts[39]).toBe('Visa notice Offices close on Friday');
  });
});
