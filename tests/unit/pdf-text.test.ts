import { describe, expect, it } from 'vitest';
import { simplePdf } from '../../scripts/lib/sample/pdf.ts';
import { PDF_TEXT_LIMITS, cutText, pdfText } from '../../src/integrations/pdf/pdf-text.ts';
import { emojiAtCutPdf } from '../helpers/hostile-pdf.ts';

describe('pdfText (the words the search indexes)', () => {
  it('reads the words of a notice, body included', async () => {
    const text = await pdfText(
      simplePdf('Recruitment drive for partner hospitals', [
        'We are hiring  registered nurses and midwives',
        'for three hospitals.',
      ]),
    );
    expect(text).toContain('Recruitment drive for partner hospitals');
    expect(text).toContain('registered nurses and midwives');
    expect(text).not.toMatch(/\s{2}/);
  });

  it('caps what one huge notice gives', async () => {
    const lines = Array.from(
      { length: 40 },
      (_, index) => `Line ${index} of a long notice with many words`,
    );
    expect((await pdfText(simplePdf('Huge', lines))).length).toBeGreaterThan(1_000);
    const text = await pdfText(simplePdf('Huge', lines), { ...PDF_TEXT_LIMITS, chars: 500 });
    expect(text).toHaveLength(500);
    expect(text).toMatch(/^Huge\nLine 0 of a long notice/);
  });

  it('cuts a long text on a character, not inside an emoji, so the search can parse it (N1)', async () => {
    const text = await pdfText(emojiAtCutPdf(19_999));
    expect(text.isWellFormed()).toBe(true);
    expect([...text]).toHaveLength(PDF_TEXT_LIMITS.chars);
    expect(text.endsWith('a😀')).toBe(true);
    expect(cutText('ab😀c', 2)).toBe('ab');
    expect(cutText('ab😀c', 3)).toBe('ab😀');
  });

  it('refuses a file that is not a PDF instead of hanging or crashing', async () => {
    await expect(pdfText(Buffer.from('<html>not a pdf</html>'))).rejects.toThrow();
  });
});
