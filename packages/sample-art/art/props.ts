/** The furniture and objects the scenes are built from, drawn flat in the shared palette. */
import { between, INK, pick, type Random } from './random.ts';
import { fit, text, type TextStyle } from './type.ts';

/** A room: a wall down to `floor`, a skirting line and a floor below it. */
export const room = (w: number, h: number, wall: string, floor: number, floorColour = '#d9cbb5') =>
  `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="${floorColour}"/><rect y="${floor - h * 0.012}" width="${w}" height="${h * 0.012}" fill="rgb(0 0 0 / 0.08)"/>`;

/** A vertical gradient filling the frame, under an id of the caller's choice. */
export const gradient = (id: string, w: number, h: number, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

/** A window onto `view` (drawn in the window's own coordinates, 0..width × 0..height). */
export function windowPane(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  view: string,
  bars = 2,
): string {
  const frame = Math.max(4, width * 0.018);
  const mullions = Array.from(
    { length: bars - 1 },
    (_, i) =>
      `<rect x="${x + (width / bars) * (i + 1) - frame / 2}" y="${y}" width="${frame}" height="${height}" fill="#ffffff"/>`,
  ).join('');
  return `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath></defs>
<g clip-path="url(#${id})"><g transform="translate(${x} ${y})">${view}</g></g>${mullions}
<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="#ffffff" stroke-width="${frame}"/>`;
}

/** A table seen from the front with its top at y. */
export const table = (
  x: number,
  y: number,
  width: number,
  height: number,
  colour: string = INK.wood,
) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height * 0.12}" rx="${height * 0.03}" fill="${colour}"/><rect x="${x + width * 0.04}" y="${y + height * 0.12}" width="${width * 0.92}" height="${height * 0.88}" fill="${colour}"/><rect x="${x + width * 0.04}" y="${y + height * 0.12}" width="${width * 0.92}" height="${height * 0.88}" fill="#ffffff" opacity="0.18"/>`;

/** A board on the wall (white, or green for a school) with lines of writing. */
export function board(
  x: number,
  y: number,
  width: number,
  height: number,
  lines: readonly string[],
  { green = false, accent = INK.teal } = {},
): string {
  const fill = green ? '#2f5d4a' : '#ffffff';
  const ink = green ? '#f3f1e7' : accent;
  const size = height / (lines.length * 1.6 + 0.8);
  const writing = lines
    .map((line, i) =>
      text(
        line,
        x + width * 0.08,
        y + size * (1.5 + i * 1.6),
        fit(line, width * 0.84, {
          size,
          fill: i === 0 ? ink : green ? ink : INK.text,
          face: i === 0 ? 'serif' : 'sans',
          weight: i === 0 ? 700 : 500,
        }),
      ),
    )
    .join('');
  return `<rect x="${x - width * 0.02}" y="${y - width * 0.02}" width="${width * 1.04}" height="${height + width * 0.04}" rx="${width * 0.015}" fill="${green ? INK.woodDark : '#b9c4cc'}"/><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>${writing}`;
}

export type Chart = 'bars' | 'line' | 'pie' | 'map' | 'check' | 'video';

/** A screen or slide showing a chart, a map, a checklist or a video call. */
export function screen(
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  chart: Chart,
  frame: string = '#2b3440',
): string {
  const pad = width * 0.08;
  const inner = { x: x + pad, y: y + pad, w: width - pad * 2, h: height - pad * 2 };
  let content: string;
  if (chart === 'bars') {
    content = Array.from({ length: 5 }, (_, i) => {
      const bar = inner.h * (0.3 + i * 0.12 + between(random, -0.08, 0.08));
      return `<rect x="${inner.x + i * inner.w * 0.2 + inner.w * 0.03}" y="${inner.y + inner.h - bar}" width="${inner.w * 0.13}" height="${bar}" fill="${i === 4 ? INK.accent : INK.teal}"/>`;
    }).join('');
  } else if (chart === 'line') {
    const points = Array.from(
      { length: 7 },
      (_, i) =>
        `${inner.x + (inner.w / 6) * i},${inner.y + inner.h * (0.85 - i * 0.11 + between(random, -0.08, 0.08))}`,
    );
    content = `<polyline points="${points.join(' ')}" fill="none" stroke="${INK.accent}" stroke-width="${width * 0.025}" stroke-linejoin="round" stroke-linecap="round"/><path d="M ${inner.x} ${inner.y + inner.h} H ${inner.x + inner.w}" stroke="${INK.steel}" stroke-width="${width * 0.01}"/>`;
  } else if (chart === 'pie') {
    const cx = inner.x + inner.w * 0.3;
    const cy = inner.y + inner.h / 2;
    const r = Math.min(inner.w * 0.28, inner.h * 0.45);
    content = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${INK.teal}"/><path d="M ${cx} ${cy} L ${cx} ${cy - r} A ${r} ${r} 0 0 1 ${cx + r * 0.95} ${cy + r * 0.3} Z" fill="${INK.accent}"/>${[0, 1, 2].map((i) => `<rect x="${inner.x + inner.w * 0.65}" y="${inner.y + inner.h * (0.2 + i * 0.25)}" width="${inner.w * 0.3}" height="${inner.h * 0.08}" fill="${INK.steel}"/>`).join('')}`;
  } else if (chart === 'map') {
    content = `<rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" fill="#cfe5ee"/>${continents(inner.x, inner.y, inner.w, inner.h)}${[
      0.3, 0.55, 0.72,
    ]
      .map((at, i) =>
        pin(inner.x + inner.w * at, inner.y + inner.h * (0.35 + (i % 2) * 0.2), inner.h * 0.16),
      )
      .join('')}`;
  } else if (chart === 'check') {
    content = [0, 1, 2]
      .map(
        (i) =>
          `${tick(inner.x + inner.h * 0.12, inner.y + inner.h * (0.2 + i * 0.3), inner.h * 0.18)}<rect x="${inner.x + inner.h * 0.35}" y="${inner.y + inner.h * (0.14 + i * 0.3)}" width="${inner.w * between(random, 0.45, 0.7)}" height="${inner.h * 0.1}" fill="${INK.steel}"/>`,
      )
      .join('');
  } else {
    content = `<rect x="${inner.x}" y="${inner.y}" width="${inner.w / 2 - 3}" height="${inner.h}" fill="#d6e6ee"/><rect x="${inner.x + inner.w / 2 + 3}" y="${inner.y}" width="${inner.w / 2 - 3}" height="${inner.h}" fill="#f1e4d0"/><circle cx="${inner.x + inner.w * 0.25}" cy="${inner.y + inner.h * 0.42}" r="${inner.h * 0.16}" fill="#b57a4f"/><path d="M ${inner.x + inner.w * 0.08} ${inner.y + inner.h} Q ${inner.x + inner.w * 0.25} ${inner.y + inner.h * 0.55} ${inner.x + inner.w * 0.42} ${inner.y + inner.h} Z" fill="${INK.teal}"/><circle cx="${inner.x + inner.w * 0.75}" cy="${inner.y + inner.h * 0.42}" r="${inner.h * 0.16}" fill="#f2d3bd"/><path d="M ${inner.x + inner.w * 0.58} ${inner.y + inner.h} Q ${inner.x + inner.w * 0.75} ${inner.y + inner.h * 0.55} ${inner.x + inner.w * 0.92} ${inner.y + inner.h} Z" fill="${INK.coral}"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.02}" fill="${frame}"/><rect x="${x + width * 0.03}" y="${y + width * 0.03}" width="${width * 0.94}" height="${height - width * 0.06}" fill="#ffffff"/>${content}`;
}

/** A tick in a circle, the sign of a check passed. */
export const tick = (cx: number, cy: number, r: number, colour: string = INK.green) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><path d="M ${cx - r * 0.45} ${cy} L ${cx - r * 0.1} ${cy + r * 0.35} L ${cx + r * 0.5} ${cy - r * 0.35}" stroke="#ffffff" stroke-width="${r * 0.25}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A map pin whose point is at (x, y). */
export const pin = (x: number, y: number, size: number, colour: string = INK.coral) =>
  `<path d="M ${x} ${y} Q ${x - size * 0.5} ${y - size * 0.55} ${x - size * 0.5} ${y - size * 0.8} A ${size * 0.5} ${size * 0.5} 0 1 1 ${x + size * 0.5} ${y - size * 0.8} Q ${x + size * 0.5} ${y - size * 0.55} ${x} ${y} Z" fill="${colour}"/><circle cx="${x}" cy="${y - size * 0.8}" r="${size * 0.2}" fill="#ffffff"/>`;

/** Rough continents for maps and globes, in a w × h box. */
export const continents = (x: number, y: number, w: number, h: number, colour: string = INK.sage) =>
  `<g fill="${colour}" transform="translate(${x} ${y}) scale(${w / 100} ${h / 60})"><path d="M8 12 Q18 4 30 8 Q34 16 26 22 Q22 30 16 28 Q10 22 8 12 Z"/><path d="M24 32 Q30 30 32 38 Q30 50 26 54 Q22 44 24 32 Z"/><path d="M44 10 Q56 6 62 10 Q60 16 52 18 Q46 16 44 10 Z"/><path d="M46 20 Q56 20 58 30 Q54 42 50 44 Q44 34 46 20 Z"/><path d="M62 10 Q80 6 92 14 Q88 24 76 26 Q66 22 62 10 Z"/><path d="M80 40 Q90 38 92 44 Q86 50 80 46 Z"/></g>`;

/** A plant in a pot standing on y. */
export const plant = (x: number, y: number, size: number) =>
  `<path d="M ${x} ${y - size * 0.35} Q ${x - size * 0.5} ${y - size * 0.9} ${x - size * 0.15} ${y - size * 1.2} Q ${x} ${y - size * 0.7} ${x} ${y - size * 0.35} Z M ${x} ${y - size * 0.35} Q ${x + size * 0.55} ${y - size * 0.85} ${x + size * 0.2} ${y - size * 1.25} Q ${x - size * 0.05} ${y - size * 0.75} ${x} ${y - size * 0.35} Z M ${x} ${y - size * 0.35} Q ${x - size * 0.1} ${y - size * 1.0} ${x + size * 0.05} ${y - size * 1.45} Q ${x + size * 0.2} ${y - size * 0.9} ${x} ${y - size * 0.35} Z" fill="${INK.green}"/><path d="M ${x - size * 0.25} ${y - size * 0.4} L ${x + size * 0.25} ${y - size * 0.4} L ${x + size * 0.18} ${y} L ${x - size * 0.18} ${y} Z" fill="${INK.coral}"/>`;

/** A suitcase standing on y. */
export const suitcase = (x: number, y: number, size: number, colour: string) =>
  `<rect x="${x - size * 0.08}" y="${y - size * 1.12}" width="${size * 0.16}" height="${size * 0.2}" rx="${size * 0.04}" fill="none" stroke="#3a3a44" stroke-width="${size * 0.04}"/><rect x="${x - size * 0.32}" y="${y - size * 0.95}" width="${size * 0.64}" height="${size * 0.9}" rx="${size * 0.08}" fill="${colour}"/><path d="M ${x - size * 0.15} ${y - size * 0.9} V ${y - size * 0.1} M ${x + size * 0.15} ${y - size * 0.9} V ${y - size * 0.1}" stroke="rgb(0 0 0 / 0.2)" stroke-width="${size * 0.04}"/><circle cx="${x - size * 0.2}" cy="${y - size * 0.03}" r="${size * 0.05}" fill="#2a2a2e"/><circle cx="${x + size * 0.2}" cy="${y - size * 0.03}" r="${size * 0.05}" fill="#2a2a2e"/>`;

/** A cardboard box standing on y, with a label. */
export const box = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y - height}" width="${width}" height="${height}" fill="#c89a62"/><rect x="${x}" y="${y - height}" width="${width}" height="${height * 0.1}" fill="#b3864f"/><rect x="${x + width * 0.44}" y="${y - height}" width="${width * 0.12}" height="${height * 0.45}" fill="#e2c596"/><rect x="${x + width * 0.12}" y="${y - height * 0.4}" width="${width * 0.3}" height="${height * 0.18}" fill="#f7f1e6"/>`;

/** A banner with lettering, top-left at (x, y). */
export function banner(
  x: number,
  y: number,
  width: number,
  height: number,
  words: string,
  colour: string = INK.teal,
  ink: string = INK.white,
): string {
  const style: TextStyle = { size: height * 0.5, fill: ink, weight: 700, anchor: 'middle' };
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height * 0.08}" fill="${colour}"/>${text(words, x + width / 2, y + height * 0.68, fit(words, width * 0.86, style))}`;
}

/** A sign held in both hands, centred on (x, y). */
export const sign = (
  x: number,
  y: number,
  width: number,
  words: string,
  colour: string = INK.white,
  ink: string = INK.teal,
) =>
  `<rect x="${x - width / 2}" y="${y - width * 0.3}" width="${width}" height="${width * 0.42}" rx="${width * 0.03}" fill="${colour}" stroke="${INK.line}" stroke-width="${width * 0.01}"/>${text(words, x, y + width * 0.0, fit(words, width * 0.86, { size: width * 0.17, fill: ink, weight: 800, anchor: 'middle' }))}`;

/** A balloon on a string, its string's end at (x, y). */
export const balloon = (x: number, y: number, size: number, colour: string) =>
  `<path d="M ${x} ${y} Q ${x + size * 0.2} ${y - size * 1.2} ${x} ${y - size * 2}" stroke="#6b7785" stroke-width="${size * 0.04}" fill="none"/><ellipse cx="${x}" cy="${y - size * 2.45}" rx="${size * 0.38}" ry="${size * 0.48}" fill="${colour}"/>`;

/** A laptop open on a table top at y, seen from the front. */
export const laptop = (x: number, y: number, size: number) =>
  `<path d="M ${x - size * 0.5} ${y} L ${x - size * 0.42} ${y - size * 0.55} L ${x + size * 0.42} ${y - size * 0.55} L ${x + size * 0.5} ${y} Z" fill="#c9d1d9"/><circle cx="${x}" cy="${y - size * 0.28}" r="${size * 0.05}" fill="#eef2f5"/>`;

/** A cup on a table top at y. */
export const cup = (x: number, y: number, size: number, colour: string = INK.white) =>
  `<path d="M ${x - size * 0.3} ${y - size * 0.7} L ${x + size * 0.3} ${y - size * 0.7} L ${x + size * 0.24} ${y} L ${x - size * 0.24} ${y} Z" fill="${colour}" stroke="${INK.line}" stroke-width="${size * 0.04}"/><path d="M ${x + size * 0.28} ${y - size * 0.55} q ${size * 0.25} 0 ${size * 0.2} ${size * 0.25} q -${size * 0.04} ${size * 0.15} -${size * 0.24} ${size * 0.1}" stroke="${INK.line}" stroke-width="${size * 0.08}" fill="none"/>`;

/** A sheet of paper lying or pinned, with lines of writing. */
export function sheet(
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  rotate = 0,
  heading: string = INK.teal,
): string {
  const lines = Array.from(
    { length: Math.max(3, Math.floor((height / width) * 5)) },
    (_, i) =>
      `<rect x="${x + width * 0.12}" y="${y + height * (0.3 + i * 0.11)}" width="${width * between(random, 0.5, 0.76)}" height="${height * 0.035}" fill="${INK.steel}"/>`,
  ).join('');
  return `<g transform="rotate(${rotate} ${x + width / 2} ${y + height / 2})"><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff" stroke="${INK.line}" stroke-width="${width * 0.01}"/><rect x="${x + width * 0.12}" y="${y + height * 0.1}" width="${width * 0.5}" height="${height * 0.07}" fill="${heading}"/>${lines}</g>`;
}

/** Bunting strung across from (x1, y) to (x2, y). */
export function bunting(x1: number, x2: number, y: number, size: number): string {
  const flags = Math.floor((x2 - x1) / (size * 1.2));
  const colours = [INK.accent, INK.teal, INK.coral, INK.sage];
  const sag = size * 0.8;
  const at = (t: number) => [x1 + (x2 - x1) * t, y + sag * 4 * t * (1 - t)] as const;
  return `<path d="M ${x1} ${y} Q ${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}" stroke="#6b7785" stroke-width="${size * 0.06}" fill="none"/>${Array.from(
    { length: flags },
    (_, i) => {
      const [fx, fy] = at((i + 0.5) / flags);
      return `<path d="M ${fx - size * 0.4} ${fy} L ${fx + size * 0.4} ${fy} L ${fx} ${fy + size * 0.8} Z" fill="${colours[i % colours.length]}"/>`;
    },
  ).join('')}`;
}

/** A flag on a pole standing on y. */
export const poleFlag = (x: number, y: number, height: number, colours: readonly string[]) =>
  `<rect x="${x - height * 0.012}" y="${y - height}" width="${height * 0.024}" height="${height}" fill="#8a8f98"/>${colours.map((colour, i) => `<rect x="${x + height * 0.012}" y="${y - height + (height * 0.3 * i) / colours.length}" width="${height * 0.4}" height="${(height * 0.3) / colours.length}" fill="${colour}"/>`).join('')}`;

/** Clouds in a sky of width w above `low`. */
export function clouds(random: Random, w: number, low: number, count = 3): string {
  return Array.from({ length: count }, () => {
    const cx = between(random, 0, w);
    const cy = between(random, low * 0.15, low * 0.55);
    const s = between(random, w * 0.04, w * 0.07);
    return `<g fill="#ffffff" opacity="0.9"><ellipse cx="${cx}" cy="${cy}" rx="${s * 1.6}" ry="${s * 0.55}"/><circle cx="${cx - s * 0.4}" cy="${cy - s * 0.3}" r="${s * 0.55}"/><circle cx="${cx + s * 0.35}" cy="${cy - s * 0.45}" r="${s * 0.7}"/></g>`;
  }).join('');
}

/** A jet seen side on, nose to the right, centred on (x, y). */
export const plane = (x: number, y: number, size: number, tail: string = INK.teal) =>
  `<g transform="translate(${x} ${y})"><path d="M ${-size * 0.5} ${-size * 0.03} L ${size * 0.38} ${-size * 0.05} Q ${size * 0.52} ${-size * 0.03} ${size * 0.52} 0 Q ${size * 0.5} ${size * 0.04} ${size * 0.38} ${size * 0.05} L ${-size * 0.45} ${size * 0.05} Z" fill="#ffffff" stroke="#c9d3da" stroke-width="${size * 0.008}"/><path d="M ${-size * 0.38} ${-size * 0.03} L ${-size * 0.48} ${-size * 0.2} L ${-size * 0.4} ${-size * 0.2} L ${-size * 0.26} ${-size * 0.03} Z" fill="${tail}"/><path d="M ${-size * 0.05} ${size * 0.02} L ${-size * 0.18} ${size * 0.22} L ${-size * 0.08} ${size * 0.22} L ${size * 0.12} ${size * 0.02} Z" fill="#dfe6ee"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${-size * 0.2 + i * size * 0.075}" cy="${-size * 0.01}" r="${size * 0.012}" fill="${INK.navy}"/>`).join('')}</g>`;

/** Shipping containers stacked from (x, ground), `stacks` wide. */
export function containers(
  random: Random,
  x: number,
  ground: number,
  unit: number,
  stacks: number,
): string {
  const colours = [INK.coral, INK.teal, INK.accent, INK.green, '#55405f', '#6b7785'];
  const parts: string[] = [];
  for (let stack = 0; stack < stacks; stack += 1) {
    const layers = 1 + Math.floor(random() * 3);
    for (let layer = 0; layer < layers; layer += 1)
      parts.push(
        `<rect x="${x + stack * unit * 2.05}" y="${ground - (layer + 1) * unit * 1.02}" width="${unit * 2}" height="${unit}" fill="${pick(random, colours)}"/><path d="M ${x + stack * unit * 2.05 + unit * 0.3} ${ground - (layer + 1) * unit * 1.02 + unit * 0.15} v ${unit * 0.7} M ${x + stack * unit * 2.05 + unit * 0.7} ${ground - (layer + 1) * unit * 1.02 + unit * 0.15} v ${unit * 0.7} M ${x + stack * unit * 2.05 + unit * 1.1} ${ground - (layer + 1) * unit * 1.02 + unit * 0.15} v ${unit * 0.7} M ${x + stack * unit * 2.05 + unit * 1.5} ${ground - (layer + 1) * unit * 1.02 + unit * 0.15} v ${unit * 0.7}" stroke="rgb(0 0 0 / 0.18)" stroke-width="${unit * 0.06}"/>`,
      );
  }
  return parts.join('');
}

/** A quay crane standing on y, its boom reaching left. */
export const crane = (x: number, y: number, height: number, colour: string = INK.accent) =>
  `<g stroke="${colour}" stroke-width="${height * 0.035}" fill="none" stroke-linecap="square"><path d="M ${x} ${y} V ${y - height} M ${x + height * 0.22} ${y} V ${y - height} M ${x} ${y - height * 0.55} H ${x + height * 0.22} M ${x - height * 0.55} ${y - height * 0.9} H ${x + height * 0.4} M ${x} ${y - height} L ${x + height * 0.22} ${y - height * 0.55}"/></g><path d="M ${x - height * 0.4} ${y - height * 0.9} V ${y - height * 0.6}" stroke="#3a3a44" stroke-width="${height * 0.012}"/><rect x="${x + height * 0.02}" y="${y - height * 0.98}" width="${height * 0.18}" height="${height * 0.1}" fill="${INK.navy}"/>`;

/** A building's facade with rows of windows, standing on `ground`. */
export function facade(
  random: Random,
  x: number,
  ground: number,
  width: number,
  height: number,
  colour: string,
  glass = '#cfe5ee',
  lit = 0.2,
): string {
  const columns = Math.max(2, Math.round(width / (height * 0.11)));
  const rows = Math.max(2, Math.round(height / (height * 0.12)));
  const cell = width / columns;
  const row = height / rows;
  const windows: string[] = [];
  for (let r = 0; r < rows - 1; r += 1)
    for (let c = 0; c < columns; c += 1)
      windows.push(
        `<rect x="${x + c * cell + cell * 0.2}" y="${ground - height + r * row + row * 0.25}" width="${cell * 0.6}" height="${row * 0.5}" fill="${random() < lit ? '#ffe2a0' : glass}"/>`,
      );
  return `<rect x="${x}" y="${ground - height}" width="${width}" height="${height}" fill="${colour}"/>${windows.join('')}`;
}
