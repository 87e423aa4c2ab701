/** Seeded randomness and the palette shared by the drawings: the same spec always gives the same picture. */

export type Random = () => number;

export function seeded(seed: number): Random {
  let state = (seed * 2654435761) % 2147483648;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

export const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%${alpha < 1 ? ` / ${alpha}` : ''})`;

/**
 * One palette for every picture, taken from the site's own colours (src/styles/global.css:
 * primary teal, its dark navy, the orange accent and its soft tint) with a few quiet companions.
 */
export const INK = {
  navy: '#0b3c50',
  teal: '#135d7a',
  sea: '#2f7f9f',
  sky: '#cfe5ee',
  skyDeep: '#9fcadb',
  accent: '#f4a328',
  accentSoft: '#fdf1dd',
  coral: '#d9694f',
  sage: '#8fb39a',
  green: '#3f7d5c',
  sand: '#efe3cc',
  wood: '#b98555',
  woodDark: '#8a5a36',
  paper: '#fbfaf6',
  line: '#d5dde3',
  steel: '#9aabb8',
  text: '#1f2a33',
  white: '#ffffff',
} as const;

/** Walls of the rooms drawn: pale tints of the palette. */
export const WALLS = ['#eef4f7', '#f7f0e4', '#eaf2ec', '#f4ecec', '#eceff6'] as const;

/** Skin tones from light to deep, so the people drawn are not all alike. */
export const SKIN = [
  '#f2d3bd',
  '#e8b894',
  '#d49a6a',
  '#b57a4f',
  '#8d5a3b',
  '#6b4129',
  '#4a2c1d',
] as const;
export const HAIR = [
  '#1d1a17',
  '#3b2a1e',
  '#6a4328',
  '#a56b3a',
  '#c9a06a',
  '#8c8c8c',
  '#2b2b33',
] as const;
/** Clothes in the palette's colours and quiet office ones. */
export const CLOTHES = [
  '#135d7a',
  '#0b3c50',
  '#3f7d5c',
  '#d9694f',
  '#f4a328',
  '#55405f',
  '#8a8f98',
  '#2e4a3d',
  '#7a5c2e',
  '#c65d7b',
] as const;
