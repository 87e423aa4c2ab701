/** Seeded randomness and colour helpers shared by the drawings: the same spec always gives the same picture. */

export type Random = () => number;

export function seeded(seed: number): Random {
  let state = (seed * 2654435761) % 2147483648;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%${alpha < 1 ? ` / ${alpha}` : ''})`;

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Skin tones from light to deep, so the people drawn are not all alike. */
export const SKIN = ['#f2d3bd', '#e8b894', '#d49a6a', '#b57a4f', '#8d5a3b', '#6b4129', '#4a2c1d'];
export const HAIR = ['#1d1a17', '#3b2a1e', '#6a4328', '#a56b3a', '#c9a06a', '#8c8c8c', '#2b2b33'];
/** Clothes in quiet office colours. */
export const CLOTHES = ['#1f3a5f', '#2e4a3d', '#5b2f3f', '#3a3a44', '#7a5c2e', '#285e6e', '#55405f', '#8a8f98'];
