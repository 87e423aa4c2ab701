/** Still lifes seen from above on a desk: papers and a passport, a budget, an inbox, contracts; and school kits on a table. */
import { room, sheet, table, tick } from '../props.ts';
import { between, INK, type Random } from '../random.ts';
import { fit, text } from '../type.ts';
import { crowd, wall, type Scene } from './stage.ts';

/** A desk top filling the frame, with a lighter band where the lamp falls. */
const desktop = (w: number, h: number, colour: string) =>
  `<rect width="${w}" height="${h}" fill="${colour}"/><ellipse cx="${w * 0.5}" cy="${h * 0.45}" rx="${w * 0.55}" ry="${h * 0.5}" fill="#ffffff" opacity="0.08"/>`;

const passport = (x: number, y: number, size: number, rotate: number) =>
  `<g transform="rotate(${rotate} ${x} ${y})"><rect x="${x - size * 0.35}" y="${y - size * 0.5}" width="${size * 0.7}" height="${size}" rx="${size * 0.04}" fill="${INK.navy}"/><circle cx="${x}" cy="${y - size * 0.08}" r="${size * 0.14}" fill="none" stroke="${INK.accent}" stroke-width="${size * 0.025}"/><path d="M ${x - size * 0.14} ${y - size * 0.08} H ${x + size * 0.14} M ${x} ${y - size * 0.22} V ${y + size * 0.06}" stroke="${INK.accent}" stroke-width="${size * 0.02}"/>${text('PASSPORT', x, y + size * 0.26, fit('PASSPORT', size * 0.55, { size: size * 0.09, fill: INK.accent, weight: 700, anchor: 'middle', tracking: 0.1 }))}</g>`;

const stamp = (x: number, y: number, size: number, words: string, colour: string, rotate: number) =>
  `<g transform="rotate(${rotate} ${x} ${y})" opacity="0.85"><rect x="${x - size}" y="${y - size * 0.34}" width="${size * 2}" height="${size * 0.68}" rx="${size * 0.08}" fill="none" stroke="${colour}" stroke-width="${size * 0.07}"/>${text(words, x, y + size * 0.12, fit(words, size * 1.7, { size: size * 0.36, fill: colour, weight: 800, anchor: 'middle', tracking: 0.06 }))}</g>`;

const pen = (x: number, y: number, length: number, rotate: number, colour: string = INK.teal) =>
  `<g transform="rotate(${rotate} ${x} ${y})"><rect x="${x}" y="${y - length * 0.03}" width="${length}" height="${length * 0.06}" rx="${length * 0.03}" fill="${colour}"/><path d="M ${x} ${y - length * 0.03} L ${x - length * 0.08} ${y} L ${x} ${y + length * 0.03} Z" fill="#e2c596"/></g>`;

/** A form with a heading, a photo box and lines to fill. */
function form(
  random: Random,
  x: number,
  y: number,
  width: number,
  heading: string,
  rotate: number,
  photo = true,
): string {
  const height = width * 1.4;
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${x + width * 0.1}" y="${y + height * (0.36 + i * 0.09)}" width="${width * between(random, 0.5, 0.8)}" height="${height * 0.02}" fill="${INK.steel}"/>`,
  ).join('');
  return `<g transform="rotate(${rotate} ${x + width / 2} ${y + height / 2})"><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${INK.line}" stroke-width="${width * 0.01}"/>${text(heading, x + width * 0.1, y + height * 0.12, fit(heading, photo ? width * 0.5 : width * 0.8, { size: width * 0.09, fill: INK.navy, face: 'serif', weight: 700 }))}${photo ? `<rect x="${x + width * 0.66}" y="${y + height * 0.06}" width="${width * 0.24}" height="${width * 0.3}" fill="#d6e6ee"/><circle cx="${x + width * 0.78}" cy="${y + height * 0.13}" r="${width * 0.05}" fill="#b57a4f"/><path d="M ${x + width * 0.69} ${y + height * 0.27} Q ${x + width * 0.78} ${y + height * 0.17} ${x + width * 0.87} ${y + height * 0.27} Z" fill="${INK.teal}"/>` : ''}${lines}</g>`;
}

/** The papers of an application spread on a desk: forms, a passport, a stamp, a magnifier. */
export const papers =
  (options: { forms: readonly string[]; stamp?: string; magnifier?: boolean }): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    // Spread the forms over the same width however many there are, so the last stays on the desk.
    const step = Math.min(0.17, 0.46 / Math.max(1, options.forms.length - 1));
    const forms = options.forms
      .map((heading, i) =>
        form(
          random,
          w * (0.22 + i * step),
          h * (0.1 + (i % 2) * 0.08),
          h * 0.42,
          heading,
          between(random, -8, 8),
          i % 2 === 0,
        ),
      )
      .join('');
    const magnifier = options.magnifier
      ? `<circle cx="${w * 0.7}" cy="${h * 0.62}" r="${h * 0.11}" fill="#ffffff" fill-opacity="0.35" stroke="#3a3a44" stroke-width="${h * 0.02}"/><path d="M ${w * 0.7 + h * 0.08} ${h * 0.7} l ${h * 0.12} ${h * 0.12}" stroke="#3a3a44" stroke-width="${h * 0.035}" stroke-linecap="round"/>`
      : '';
    return `${desktop(w, h, '#c49a6c')}${forms}${passport(w * 0.2, h * 0.62, h * 0.36, -12)}${options.stamp ? stamp(w * 0.5, h * 0.7, h * 0.1, options.stamp, INK.coral, -10) : ''}${magnifier}${pen(w * 0.82, h * 0.3, h * 0.3, 115)}`;
  };

/** What a year abroad costs: a calculator, coins, notes and a budget sheet. */
export const budget: Scene = (stage) => {
  const { w, h } = stage;
  const calculator = `<rect x="${w * 0.56}" y="${h * 0.18}" width="${h * 0.3}" height="${h * 0.44}" rx="${h * 0.02}" fill="#2b3440"/><rect x="${w * 0.56 + h * 0.03}" y="${h * 0.21}" width="${h * 0.24}" height="${h * 0.08}" fill="#cfe5ee"/>${text('12,400', w * 0.56 + h * 0.25, h * 0.275, { size: h * 0.05, fill: INK.navy, weight: 700, anchor: 'end' })}${Array.from({ length: 12 }, (_, i) => `<rect x="${w * 0.56 + h * (0.035 + (i % 3) * 0.08)}" y="${h * (0.33 + Math.floor(i / 3) * 0.07)}" width="${h * 0.06}" height="${h * 0.05}" rx="${h * 0.008}" fill="${i === 11 ? INK.accent : '#6b7785'}"/>`).join('')}`;
  const coins = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${w * (0.2 + (i % 3) * 0.045)}" cy="${h * (0.7 + Math.floor(i / 3) * 0.06)}" r="${h * 0.035}" fill="${i % 2 ? '#e0b84f' : '#c9a64a'}" stroke="#a88a3a" stroke-width="2"/>`,
  ).join('');
  const notes = [0, 1]
    .map(
      (i) =>
        `<g transform="rotate(${-8 + i * 10} ${w * 0.82} ${h * 0.72})"><rect x="${w * 0.72}" y="${h * 0.64}" width="${h * 0.36}" height="${h * 0.17}" fill="#9cc7a8" stroke="#6a9c78" stroke-width="3"/><circle cx="${w * 0.72 + h * 0.18}" cy="${h * 0.725}" r="${h * 0.04}" fill="#6a9c78"/></g>`,
    )
    .join('');
  const sheetRows = ['Rent', 'Deposit', 'Transport', 'Insurance', 'Food']
    .map(
      (row, i) =>
        `${text(row, w * 0.14, h * (0.24 + i * 0.065), { size: h * 0.032, fill: INK.text })}<rect x="${w * 0.3}" y="${h * (0.215 + i * 0.065)}" width="${w * 0.1}" height="${h * 0.025}" fill="${INK.steel}"/>`,
    )
    .join('');
  return `${desktop(w, h, '#b98c5e')}<g transform="rotate(-3 ${w * 0.28} ${h * 0.35})"><rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.36}" height="${h * 0.5}" fill="#ffffff"/>${text('Budget: year one', w * 0.14, h * 0.16, fit('Budget: year one', w * 0.28, { size: h * 0.05, fill: INK.navy, face: 'serif', weight: 700 }))}${sheetRows}</g>${calculator}${coins}${notes}${pen(w * 0.48, h * 0.86, h * 0.32, -20, INK.coral)}`;
};

/** An inbox being answered: a laptop with a list of replies ticked off, envelopes around it. */
export const inbox: Scene = (stage) => {
  const { w, h } = stage;
  const rows = Array.from(
    { length: 5 },
    (_, i) =>
      `${tick(w * 0.33, h * (0.28 + i * 0.085), h * 0.022)}<rect x="${w * 0.36}" y="${h * (0.27 + i * 0.085)}" width="${w * 0.12}" height="${h * 0.018}" fill="${INK.navy}"/><rect x="${w * 0.5}" y="${h * (0.27 + i * 0.085)}" width="${w * 0.16}" height="${h * 0.018}" fill="${INK.steel}"/>`,
  ).join('');
  const envelope = (x: number, y: number, rotate: number, colour: string) =>
    `<g transform="rotate(${rotate} ${x} ${y})"><rect x="${x - h * 0.12}" y="${y - h * 0.08}" width="${h * 0.24}" height="${h * 0.16}" fill="${colour}"/><path d="M ${x - h * 0.12} ${y - h * 0.08} L ${x} ${y + h * 0.02} L ${x + h * 0.12} ${y - h * 0.08}" stroke="rgb(0 0 0 / 0.2)" stroke-width="3" fill="none"/></g>`;
  return `${desktop(w, h, '#9fb7c4')}<rect x="${w * 0.26}" y="${h * 0.12}" width="${w * 0.48}" height="${h * 0.6}" rx="${h * 0.02}" fill="#2b3440"/><rect x="${w * 0.28}" y="${h * 0.15}" width="${w * 0.44}" height="${h * 0.54}" fill="#ffffff"/>${text('Inbox', w * 0.31, h * 0.22, { size: h * 0.045, fill: INK.navy, face: 'serif', weight: 700 })}${text('All answered', w * 0.69, h * 0.22, { size: h * 0.032, fill: INK.green, weight: 700, anchor: 'end' })}${rows}<path d="M ${w * 0.22} ${h * 0.72} H ${w * 0.78} L ${w * 0.82} ${h * 0.8} H ${w * 0.18} Z" fill="#c9d1d9"/>${envelope(w * 0.12, h * 0.3, -12, '#ffffff')}${envelope(w * 0.88, h * 0.28, 10, INK.accentSoft)}${envelope(w * 0.86, h * 0.62, -6, '#ffffff')}${envelope(w * 0.12, h * 0.64, 8, INK.accentSoft)}`;
};

/** The same contract in several languages, side by side, a pen ready to sign. */
export const contracts =
  (options: { headings: readonly string[] }): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const pages = options.headings
      .map((heading, i) => {
        const x = w * (0.12 + i * (0.76 / options.headings.length));
        const width = w * 0.22;
        const lines = Array.from(
          { length: 8 },
          (_, j) =>
            `<rect x="${x + width * 0.1}" y="${h * (0.32 + j * 0.05)}" width="${width * between(random, 0.55, 0.8)}" height="${h * 0.012}" fill="${INK.steel}"/>`,
        ).join('');
        return `<g transform="rotate(${(i - 1) * 4} ${x + width / 2} ${h * 0.5})"><rect x="${x}" y="${h * 0.12}" width="${width}" height="${h * 0.76}" fill="#ffffff"/>${text(heading, x + width / 2, h * 0.24, fit(heading, width * 0.8, { size: h * 0.06, fill: INK.navy, face: 'serif', weight: 700, anchor: 'middle' }))}${lines}<path d="M ${x + width * 0.1} ${h * 0.8} H ${x + width * 0.6}" stroke="${INK.text}" stroke-width="2"/></g>`;
      })
      .join('');
    return `${desktop(w, h, '#7f9aa8')}${pages}${pen(w * 0.55, h * 0.86, h * 0.34, -25, INK.navy)}`;
  };

/** School kits on a table: backpacks, notebooks and pencils, children behind. */
export const kits: Scene = (stage) => {
  const { random, w, h } = stage;
  const floor = h * 0.7;
  const backpack = (x: number, colour: string) =>
    `<path d="M ${x - h * 0.09} ${h * 0.66} V ${h * 0.5} Q ${x - h * 0.09} ${h * 0.41} ${x} ${h * 0.41} Q ${x + h * 0.09} ${h * 0.41} ${x + h * 0.09} ${h * 0.5} V ${h * 0.66} Z" fill="${colour}"/><rect x="${x - h * 0.06}" y="${h * 0.54}" width="${h * 0.12}" height="${h * 0.08}" rx="${h * 0.015}" fill="rgb(0 0 0 / 0.15)"/><path d="M ${x - h * 0.04} ${h * 0.42} Q ${x} ${h * 0.37} ${x + h * 0.04} ${h * 0.42}" stroke="${colour}" stroke-width="${h * 0.015}" fill="none"/>`;
  const notebooks = [INK.coral, INK.accent, INK.teal]
    .map(
      (colour, i) =>
        `<rect x="${w * (0.62 + i * 0.012)}" y="${h * (0.62 - i * 0.025)}" width="${w * 0.12}" height="${h * 0.025}" fill="${colour}"/>`,
    )
    .join('');
  const pencils = `<rect x="${w * 0.8}" y="${h * 0.56}" width="${w * 0.05}" height="${h * 0.1}" fill="${INK.teal}"/>${[0, 1, 2, 3].map((i) => `<rect x="${w * (0.805 + i * 0.011)}" y="${h * (0.47 + (i % 2) * 0.02)}" width="${w * 0.007}" height="${h * 0.1}" fill="${[INK.accent, INK.coral, INK.green, '#55405f'][i]}"/>`).join('')}`;
  // The children stand behind the table, tall enough to show above the kits laid out on it.
  const children = crowd(stage, w * 0.2, w * 0.8, h * 0.86, h * 0.56, [
    {},
    { pose: 'wave' },
    {},
    { pose: 'wave' },
  ]);
  return `${room(w, h, wall(stage), floor)}<rect x="${w * 0.3}" y="${h * 0.06}" width="${w * 0.4}" height="${h * 0.12}" rx="${h * 0.02}" fill="#ffffff"/>${text('School kits', w * 0.5, h * 0.14, { size: h * 0.06, fill: INK.teal, face: 'serif', weight: 700, anchor: 'middle' })}${children}<g transform="translate(0 ${h * 0.12})">${table(w * 0.08, h * 0.66, w * 0.84, h * 0.34, INK.wood)}${[INK.coral, INK.teal, INK.accent, INK.green].map((colour, i) => backpack(w * (0.16 + i * 0.13), colour)).join('')}${notebooks}${pencils}${sheet(random, w * 0.88, h * 0.62, w * 0.05, h * 0.04, 8)}</g>`;
};
