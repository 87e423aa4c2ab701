/**
 * An announcement poster, as editors upload picture notices: a picture of the subject above, and
 * under it the kicker, the headline wrapped and sized to fit its panel, the details and the
 * group's lockup.
 */
import { lockup } from './marks.ts';
import { INK } from './random.ts';
import { paragraph, text, fit } from './type.ts';

export interface PosterText {
  kicker: string;
  title: string;
  lines: readonly string[];
}

/** The poster's lower part, under a picture that fills the top `split` of the frame. */
export function posterText(w: number, h: number, split: number, words: PosterText): string {
  const top = h * split;
  const margin = w * 0.08;
  const width = w - margin * 2;
  const kicker = `<rect x="${margin}" y="${top + h * 0.045}" width="${w * 0.05}" height="${h * 0.006}" fill="${INK.accent}"/>${text(words.kicker, margin + w * 0.07, top + h * 0.055, { size: h * 0.022, fill: INK.teal, weight: 700, tracking: 0.18, upper: true })}`;
  const title = paragraph(
    words.title,
    margin,
    top + h * 0.08,
    width,
    { size: h * 0.06, fill: INK.navy, face: 'serif', weight: 700 },
    { maxLines: 3, leading: 1.12 },
  );
  const details = words.lines
    .map((line, i) =>
      text(
        line,
        margin,
        top + h * 0.1 + title.height + h * 0.03 + i * h * 0.035,
        fit(line, width, { size: h * 0.024, fill: INK.text, weight: i === 0 ? 700 : 400 }),
      ),
    )
    .join('');
  return `<rect y="${top}" width="${w}" height="${h - top}" fill="#ffffff"/><rect y="${top}" width="${w}" height="${h * 0.008}" fill="${INK.accent}"/>${kicker}${title.svg}${details}<path d="M ${margin} ${h * 0.9} H ${w - margin}" stroke="${INK.line}" stroke-width="2"/><g transform="translate(${margin} ${h * 0.915})">${lockup(w * 0.5, h * 0.06, 'Meridian Bridge', 'GROUP')}</g>`;
}
