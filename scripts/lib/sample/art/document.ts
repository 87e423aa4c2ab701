/**
 * Scanned-looking documents: a letterhead, a title, dated paragraphs, a table of figures,
 * a signature and an official stamp, so a gallery of certificates reads as one.
 */
import { mark } from './marks.ts';
import { between, escapeXml, hsl, type Random } from './random.ts';

export function documentPage(random: Random, w: number, h: number, hue: number, title: string): string {
  const margin = w * 0.1;
  const ink = hsl(hue, 45, 22);
  const line = (y: number, width: number) =>
    `<rect x="${margin}" y="${y}" width="${width}" height="${h * 0.007}" rx="${h * 0.003}" fill="#b9bec6"/>`;
  const paragraph = (top: number, lines: number) =>
    Array.from({ length: lines }, (_, i) =>
      line(top + i * h * 0.02, (w - margin * 2) * (i === lines - 1 ? between(random, 0.3, 0.6) : between(random, 0.88, 1))),
    ).join('');
  const tableTop = h * 0.56;
  const rows = 5;
  const table = [
    `<rect x="${margin}" y="${tableTop}" width="${w - margin * 2}" height="${h * 0.03}" fill="${hsl(hue, 40, 88)}"/>`,
    ...Array.from(
      { length: rows + 1 },
      (_, i) => `<path d="M ${margin} ${tableTop + i * h * 0.03} H ${w - margin}" stroke="#c9ccd1" stroke-width="2"/>`,
    ),
    ...[0, 0.45, 0.7, 1].map(
      (at) =>
        `<path d="M ${margin + (w - margin * 2) * at} ${tableTop} V ${tableTop + rows * h * 0.03}" stroke="#c9ccd1" stroke-width="2"/>`,
    ),
    ...Array.from(
      { length: rows - 1 },
      (_, i) =>
        `<rect x="${margin + w * 0.02}" y="${tableTop + (i + 1) * h * 0.03 + h * 0.011}" width="${w * between(random, 0.15, 0.3)}" height="${h * 0.007}" fill="#9aa1ab"/>`,
    ),
  ];
  const stampX = w * between(random, 0.66, 0.74);
  const stampY = h * 0.86;
  const stampR = w * 0.09;
  const stampColour = random() < 0.5 ? '#b03a2e' : '#2c4f8f';
  const stamp = `<g transform="rotate(${between(random, -18, 12)} ${stampX} ${stampY})" opacity="0.8" fill="none" stroke="${stampColour}">
<circle cx="${stampX}" cy="${stampY}" r="${stampR}" stroke-width="${w * 0.006}"/><circle cx="${stampX}" cy="${stampY}" r="${stampR * 0.8}" stroke-width="${w * 0.003}"/>
<text x="${stampX}" y="${stampY + stampR * 0.12}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${stampR * 0.3}" text-anchor="middle" fill="${stampColour}" stroke="none">${random() < 0.5 ? 'APPROVED' : 'CERTIFIED'}</text></g>`;
  const signature = `<path d="M ${margin} ${h * 0.87} c ${w * 0.03} ${-h * 0.04} ${w * 0.05} ${h * 0.03} ${w * 0.08} ${-h * 0.01} s ${w * 0.04} ${h * 0.03} ${w * 0.07} ${-h * 0.015} s ${w * 0.03} ${h * 0.02} ${w * 0.06} 0" stroke="#1b2f5c" stroke-width="${w * 0.004}" fill="none"/>
<path d="M ${margin} ${h * 0.895} H ${margin + w * 0.28}" stroke="#9aa1ab" stroke-width="2"/>`;
  return `<rect width="${w}" height="${h}" fill="#fbfaf5"/>
<rect width="${w}" height="${h * 0.11}" fill="${hsl(hue, 45, 30)}"/>
${mark('arch', margin, h * 0.025, h * 0.06, hue + 10)}
<text x="${margin + h * 0.08}" y="${h * 0.068}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.024}" fill="#ffffff">Meridian Bridge Group</text>
<text x="${w - margin}" y="${h * 0.068}" font-family="DejaVu Sans, sans-serif" font-size="${h * 0.014}" text-anchor="end" fill="#ffffff">Ref. MBG/${Math.floor(between(random, 1000, 9999))}</text>
<text x="${w / 2}" y="${h * 0.19}" font-family="DejaVu Serif, serif" font-size="${Math.min(w * 0.055, (w * 0.8) / (title.length * 0.55))}" text-anchor="middle" fill="${ink}">${escapeXml(title)}</text>
<path d="M ${w * 0.35} ${h * 0.215} H ${w * 0.65}" stroke="${hsl(hue, 45, 45)}" stroke-width="${h * 0.003}"/>
${paragraph(h * 0.26, 5)}${paragraph(h * 0.38, 6)}${table.join('')}${paragraph(h * 0.74, 3)}${signature}${stamp}`;
}
