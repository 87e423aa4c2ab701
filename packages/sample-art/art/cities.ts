/**
 * The skylines of the places the group works in, each with the landmark a visitor would know it
 * by, as silhouettes standing on the bottom edge of a w × h box.
 */
import { between, type Random } from './random.ts';

export type City =
  | 'Port Aldren'
  | 'Hamburg'
  | 'Vienna'
  | 'Doha'
  | 'Singapore'
  | 'Toronto'
  | 'Lisbon'
  | 'Nairobi'
  | 'Manila'
  | 'Dubai'
  | 'Oslo';

/** Plain towers filling a stretch of skyline. */
function blocks(
  random: Random,
  from: number,
  to: number,
  h: number,
  low: number,
  high: number,
): string {
  const parts: string[] = [];
  let x = from;
  while (x < to) {
    const width = between(random, 0.04, 0.08) * (to - from + h);
    const height = between(random, low, high) * h;
    parts.push(
      `<rect x="${x}" y="${h - height}" width="${Math.min(width, to - x)}" height="${height}"/>`,
    );
    x += width + between(random, 0, 0.01) * h;
  }
  return parts.join('');
}

const LANDMARKS: Record<City, (random: Random, w: number, h: number) => string> = {
  'Port Aldren': (random, w, h) =>
    `${blocks(random, 0, w * 0.55, h, 0.18, 0.32)}<path d="M ${w * 0.62} ${h} L ${w * 0.64} ${h * 0.25} L ${w * 0.68} ${h * 0.25} L ${w * 0.7} ${h} Z"/><rect x="${w * 0.625}" y="${h * 0.17}" width="${w * 0.07}" height="${h * 0.08}"/><path d="M ${w * 0.62} ${h * 0.17} L ${w * 0.66} ${h * 0.1} L ${w * 0.7} ${h * 0.17} Z"/>${[
      0.76, 0.84,
    ]
      .map(
        (at) =>
          `<path d="M ${w * at} ${h} V ${h * 0.3} H ${w * (at + 0.02)} V ${h} Z M ${w * (at - 0.08)} ${h * 0.3} H ${w * (at + 0.06)} V ${h * 0.33} H ${w * (at - 0.08)} Z"/>`,
      )
      .join('')}`,
  Hamburg: (random, w, h) =>
    `${blocks(random, 0, w * 0.3, h, 0.2, 0.35)}<path d="M ${w * 0.33} ${h} V ${h * 0.62} H ${w * 0.62} V ${h} Z"/><path d="M ${w * 0.33} ${h * 0.62} L ${w * 0.34} ${h * 0.42} Q ${w * 0.38} ${h * 0.34} ${w * 0.42} ${h * 0.4} Q ${w * 0.46} ${h * 0.3} ${w * 0.5} ${h * 0.38} Q ${w * 0.55} ${h * 0.28} ${w * 0.6} ${h * 0.36} L ${w * 0.62} ${h * 0.62} Z"/><path d="M ${w * 0.72} ${h} V ${h * 0.45} L ${w * 0.735} ${h * 0.05} L ${w * 0.75} ${h * 0.45} V ${h} Z"/>${blocks(random, w * 0.78, w, h, 0.15, 0.3)}`,
  Vienna: (random, w, h) =>
    `${blocks(random, 0, w * 0.25, h, 0.15, 0.25)}<path d="M ${w * 0.28} ${h} V ${h * 0.55} H ${w * 0.46} V ${h} Z"/><path d="M ${w * 0.31} ${h * 0.55} Q ${w * 0.37} ${h * 0.22} ${w * 0.43} ${h * 0.55} Z"/><rect x="${w * 0.364}" y="${h * 0.18}" width="${w * 0.012}" height="${h * 0.08}"/><rect x="${w * 0.27}" y="${h * 0.4}" width="${w * 0.02}" height="${h * 0.6}"/><rect x="${w * 0.45}" y="${h * 0.4}" width="${w * 0.02}" height="${h * 0.6}"/><path d="M ${w * 0.55} ${h} V ${h * 0.5} L ${w * 0.565} ${h * 0.08} L ${w * 0.58} ${h * 0.5} V ${h} Z"/><circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.34}" fill="none" stroke="currentColor" stroke-width="${h * 0.025}"/><path d="M ${w * 0.78} ${h * 0.5} L ${w * 0.74} ${h} M ${w * 0.78} ${h * 0.5} L ${w * 0.82} ${h}" stroke="currentColor" stroke-width="${h * 0.025}"/>${blocks(random, w * 0.88, w, h, 0.12, 0.22)}`,
  Doha: (random, w, h) =>
    `${blocks(random, 0, w * 0.2, h, 0.2, 0.45)}<path d="M ${w * 0.25} ${h} V ${h * 0.25} Q ${w * 0.28} ${h * 0.02} ${w * 0.31} ${h * 0.25} V ${h} Z"/><path d="M ${w * 0.36} ${h} L ${w * 0.37} ${h * 0.3} L ${w * 0.42} ${h * 0.2} L ${w * 0.43} ${h} Z"/><path d="M ${w * 0.48} ${h} V ${h * 0.38} Q ${w * 0.51} ${h * 0.28} ${w * 0.54} ${h * 0.38} V ${h} Z"/>${blocks(random, w * 0.58, w * 0.78, h, 0.25, 0.5)}<path d="M ${w * 0.84} ${h} Q ${w * 0.86} ${h * 0.6} ${w * 0.85} ${h * 0.45}" stroke="currentColor" stroke-width="${h * 0.02}" fill="none"/><path d="M ${w * 0.85} ${h * 0.45} q -${w * 0.04} ${h * 0.02} -${w * 0.06} ${h * 0.08} M ${w * 0.85} ${h * 0.45} q ${w * 0.04} ${h * 0.02} ${w * 0.06} ${h * 0.08} M ${w * 0.85} ${h * 0.45} q -${w * 0.02} -${h * 0.05} -${w * 0.05} -${h * 0.03} M ${w * 0.85} ${h * 0.45} q ${w * 0.02} -${h * 0.05} ${w * 0.05} -${h * 0.03}" stroke="currentColor" stroke-width="${h * 0.02}" fill="none"/>`,
  Singapore: (random, w, h) =>
    `${blocks(random, 0, w * 0.3, h, 0.3, 0.6)}${[0.36, 0.44, 0.52].map((at) => `<path d="M ${w * at} ${h} L ${w * (at + 0.01)} ${h * 0.35} L ${w * (at + 0.05)} ${h * 0.35} L ${w * (at + 0.05)} ${h} Z"/>`).join('')}<path d="M ${w * 0.34} ${h * 0.35} Q ${w * 0.46} ${h * 0.28} ${w * 0.6} ${h * 0.33} L ${w * 0.6} ${h * 0.36} L ${w * 0.34} ${h * 0.37} Z"/>${[
      0.7, 0.78, 0.86,
    ]
      .map(
        (at, i) =>
          `<path d="M ${w * at} ${h} L ${w * (at + 0.008)} ${h * (0.55 + i * 0.05)} L ${w * (at + 0.016)} ${h} Z"/><path d="M ${w * (at - 0.03)} ${h * (0.55 + i * 0.05)} Q ${w * (at + 0.008)} ${h * (0.45 + i * 0.05)} ${w * (at + 0.046)} ${h * (0.55 + i * 0.05)} Z"/>`,
      )
      .join('')}`,
  Toronto: (random, w, h) =>
    `${blocks(random, 0, w * 0.35, h, 0.25, 0.55)}<path d="M ${w * 0.42} ${h} L ${w * 0.43} ${h * 0.4} L ${w * 0.434} ${h * 0.02} L ${w * 0.438} ${h * 0.4} L ${w * 0.448} ${h} Z"/><ellipse cx="${w * 0.434}" cy="${h * 0.4}" rx="${w * 0.025}" ry="${h * 0.03}"/>${blocks(random, w * 0.5, w, h, 0.25, 0.6)}`,
  Lisbon: (random, w, h) =>
    `<path d="M 0 ${h} V ${h * 0.7} Q ${w * 0.2} ${h * 0.55} ${w * 0.4} ${h * 0.68} V ${h} Z"/>${blocks(random, 0, w * 0.38, h, 0.35, 0.45)}<path d="M ${w * 0.5} ${h} V ${h * 0.2} H ${w * 0.52} V ${h} Z M ${w * 0.9} ${h} V ${h * 0.2} H ${w * 0.92} V ${h} Z"/><path d="M ${w * 0.4} ${h * 0.72} Q ${w * 0.51} ${h * 0.6} ${w * 0.51} ${h * 0.2} Q ${w * 0.71} ${h * 0.72} ${w * 0.91} ${h * 0.2} Q ${w * 0.91} ${h * 0.6} ${w} ${h * 0.72}" stroke="currentColor" stroke-width="${h * 0.015}" fill="none"/><rect x="${w * 0.4}" y="${h * 0.72}" width="${w * 0.6}" height="${h * 0.03}"/>`,
  Nairobi: (random, w, h) =>
    `${blocks(random, 0, w * 0.4, h, 0.2, 0.5)}<path d="M ${w * 0.46} ${h} V ${h * 0.2} H ${w * 0.52} V ${h} Z"/><ellipse cx="${w * 0.49}" cy="${h * 0.2}" rx="${w * 0.045}" ry="${h * 0.035}"/><path d="M ${w * 0.54} ${h} Q ${w * 0.6} ${h * 0.78} ${w * 0.66} ${h} Z"/>${blocks(random, w * 0.68, w * 0.8, h, 0.2, 0.35)}<path d="M ${w * 0.88} ${h} V ${h * 0.6}" stroke="currentColor" stroke-width="${h * 0.03}"/><ellipse cx="${w * 0.88}" cy="${h * 0.56}" rx="${w * 0.09}" ry="${h * 0.06}"/>`,
  Manila: (random, w, h) =>
    `${blocks(random, 0, w * 0.45, h, 0.3, 0.6)}<path d="M ${w * 0.52} ${h} V ${h * 0.5} H ${w * 0.66} V ${h} Z"/><path d="M ${w * 0.58} ${h * 0.5} V ${h * 0.25} L ${w * 0.6} ${h * 0.18} L ${w * 0.62} ${h * 0.25} V ${h * 0.5} Z"/>${[
      0.74, 0.86, 0.95,
    ]
      .map(
        (at) =>
          `<path d="M ${w * at} ${h} Q ${w * (at + 0.01)} ${h * 0.7} ${w * (at - 0.01)} ${h * 0.5}" stroke="currentColor" stroke-width="${h * 0.02}" fill="none"/><path d="M ${w * (at - 0.01)} ${h * 0.5} q -${w * 0.04} 0 -${w * 0.06} ${h * 0.07} M ${w * (at - 0.01)} ${h * 0.5} q ${w * 0.04} 0 ${w * 0.06} ${h * 0.07} M ${w * (at - 0.01)} ${h * 0.5} q -${w * 0.02} -${h * 0.05} -${w * 0.05} -${h * 0.04} M ${w * (at - 0.01)} ${h * 0.5} q ${w * 0.02} -${h * 0.05} ${w * 0.05} -${h * 0.04}" stroke="currentColor" stroke-width="${h * 0.018}" fill="none"/>`,
      )
      .join('')}`,
  Dubai: (random, w, h) =>
    `${blocks(random, 0, w * 0.3, h, 0.2, 0.45)}<path d="M ${w * 0.36} ${h} L ${w * 0.38} ${h * 0.5} L ${w * 0.39} ${h * 0.28} L ${w * 0.395} ${h * 0.1} L ${w * 0.397} ${h * -0.1} L ${w * 0.4} ${h * 0.1} L ${w * 0.405} ${h * 0.28} L ${w * 0.415} ${h * 0.5} L ${w * 0.44} ${h} Z"/>${blocks(random, w * 0.47, w * 0.7, h, 0.2, 0.5)}<path d="M ${w * 0.78} ${h} V ${h * 0.3} Q ${w * 0.86} ${h * 0.45} ${w * 0.86} ${h} Z"/><rect x="${w * 0.775}" y="${h * 0.24}" width="${w * 0.008}" height="${h * 0.76}"/>`,
  Oslo: (random, w, h) =>
    `<path d="M 0 ${h * 0.55} Q ${w * 0.25} ${h * 0.35} ${w * 0.5} ${h * 0.55} Q ${w * 0.75} ${h * 0.3} ${w} ${h * 0.5} V ${h} H 0 Z" opacity="0.45"/>${[0.08, 0.12, 0.16, 0.2, 0.24, 0.28].map((at, i) => `<rect x="${w * at}" y="${h * (0.45 + (i % 3) * 0.08)}" width="${w * 0.035}" height="${h}"/>`).join('')}<path d="M ${w * 0.4} ${h} L ${w * 0.55} ${h * 0.62} L ${w * 0.62} ${h * 0.62} L ${w * 0.66} ${h * 0.52} L ${w * 0.68} ${h * 0.62} L ${w * 0.85} ${h} Z"/>${blocks(random, w * 0.86, w, h, 0.15, 0.3)}`,
};

/** `city`'s skyline in one colour, in a w × h box. */
export const skyline = (random: Random, city: City, w: number, h: number, colour: string) =>
  `<g fill="${colour}" color="${colour}">${LANDMARKS[city](random, w, h)}</g>`;
