import { describe, expect, it } from 'vitest';
import { readableLines } from '../../src/cms/pdf-lines.ts';

describe("a PDF's lines as a reader wants them", () => {
  it('joins the wrapped lines of a sentence and mends a word the layout broke', () => {
    const laidOut = [
      'Welders for a shipyard in Oman',
      'We are looking for experienced welders and pipe fitters for a recruit-',
      'ment drive at a large shipyard on the coast, with housing and',
      'food provided by the employer.',
      'Meridian House, 14 Quayside Walk',
    ].join('\n');
    expect(readableLines(laidOut)).toBe(
      [
        'Welders for a shipyard in Oman',
        'We are looking for experienced welders and pipe fitters for a recruitment drive at a large shipyard on the coast, with housing and food provided by the employer.',
        'Meridian House, 14 Quayside Walk',
      ].join('\n'),
    );
  });

  it('keeps a title apart from the sentence after it, and a blank line as a paragraph', () => {
    const laidOut =
      'Chefs and kitchen staff for a hotel group in Vienna\nJob circular no. 1, published 2026-09-30.\n\n\n  Sous   chefs and cooks.  ';
    expect(readableLines(laidOut)).toBe(
      'Chefs and kitchen staff for a hotel group in Vienna\nJob circular no. 1, published 2026-09-30.\n\nSous chefs and cooks.',
    );
  });

  it('joins wrapped lines of a script without capitals', () => {
    expect(readableLines('মালয়েশিয়ায় নির্মাণ শ্রমিক নিয়োগ দেওয়া হবে এবং\nআবেদনের শেষ তারিখ।')).toBe(
      'মালয়েশিয়ায় নির্মাণ শ্রমিক নিয়োগ দেওয়া হবে এবং আবেদনের শেষ তারিখ।',
    );
  });

  it('keeps a hyphen between a word and a capital or a number', () => {
    expect(readableLines('A long line that ends with a name like Abu-\nDhabi')).toBe(
      'A long line that ends with a name like Abu-\nDhabi',
    );
  });
});
