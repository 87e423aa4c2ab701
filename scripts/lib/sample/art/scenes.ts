/**
 * Scenes of what the group does: office skylines, harbours, flights, meetings and training
 * rooms, and the odd landscape. Each is drawn in flat shapes from a seed and a hue.
 */
import { figure } from './people.ts';
import { between, hsl, pick, type Random } from './random.ts';

export type SceneKind = 'skyline' | 'harbour' | 'flight' | 'meeting' | 'training' | 'landscape';

/** Skies and seas stay blue whatever the picture's hue: the hue varies only the shade. */
const blue = (hue: number) => 195 + (((hue % 35) + 35) % 35);

const sky = (w: number, h: number, top: string, bottom: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;

/** A row of towers standing on `ground`, each with a grid of windows, some lit. */
function towers(random: Random, w: number, h: number, ground: number, hue: number, lightness: number, tall: number): string {
  let x = -between(random, 0, w * 0.05);
  const parts: string[] = [];
  while (x < w) {
    const width = between(random, w * 0.05, w * 0.11);
    const height = between(random, h * 0.15, h * tall);
    const top = ground - height;
    parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${hsl(hue, 22, lightness)}"/>`);
    if (random() < 0.3)
      parts.push(
        `<rect x="${x + width * 0.4}" y="${top - h * 0.05}" width="${width * 0.08}" height="${h * 0.05}" fill="${hsl(hue, 22, lightness)}"/>`,
      );
    const columns = Math.max(2, Math.floor(width / (w * 0.018)));
    const rows = Math.floor(height / (h * 0.04));
    for (let row = 1; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        if (random() < 0.45) continue;
        parts.push(
          `<rect x="${x + (width / columns) * (column + 0.25)}" y="${top + row * h * 0.04}" width="${(width / columns) * 0.5}" height="${h * 0.018}" fill="${random() < 0.5 ? '#ffe8a8' : hsl(hue, 30, lightness + 18)}" opacity="0.85"/>`,
        );
      }
    }
    x += width + between(random, 0, w * 0.015);
  }
  return parts.join('');
}

function skyline(random: Random, w: number, h: number, hue: number): string {
  const ground = h * 0.82;
  return `${sky(w, h, hsl(blue(hue), 55, 62), hsl(blue(hue) + 15, 60, 88))}
${w / h < 3 ? `<circle cx="${w * between(random, 0.6, 0.85)}" cy="${h * 0.3}" r="${h * 0.08}" fill="#fff4d6" opacity="0.9"/>` : ''}
${towers(random, w, h, ground, hue, 52, 0.45)}${towers(random, w, h, ground, hue, 30, 0.6)}
<rect y="${ground}" width="${w}" height="${h - ground}" fill="${hsl(hue, 30, 20)}"/>
<rect y="${ground + h * 0.04}" width="${w}" height="${h * 0.012}" fill="${hsl(hue, 20, 45)}"/>`;
}

function harbour(random: Random, w: number, h: number, hue: number): string {
  const sea = h * 0.62;
  const hull = `<path d="M ${w * 0.08} ${sea - h * 0.02} L ${w * 0.62} ${sea - h * 0.02} L ${w * 0.58} ${sea + h * 0.08} L ${w * 0.12} ${sea + h * 0.08} Z" fill="${hsl(hue + 180, 35, 30)}"/>
<rect x="${w * 0.5}" y="${sea - h * 0.16}" width="${w * 0.07}" height="${h * 0.14}" fill="#f3f3f0"/><rect x="${w * 0.53}" y="${sea - h * 0.21}" width="${w * 0.015}" height="${h * 0.05}" fill="${hsl(hue + 180, 40, 35)}"/>`;
  const palette = ['#c0392b', '#2471a3', '#d68910', '#1e8449', '#7d3c98', '#566573', '#ba4a00'];
  const containers: string[] = [];
  for (let stack = 0; stack < 9; stack += 1) {
    const layers = 1 + Math.floor(random() * 3);
    for (let layer = 0; layer < layers; layer += 1) {
      containers.push(
        `<rect x="${w * (0.12 + stack * 0.04)}" y="${sea - h * 0.02 - (layer + 1) * h * 0.045}" width="${w * 0.038}" height="${h * 0.043}" fill="${pick(random, palette)}" stroke="rgb(0 0 0 / 0.25)" stroke-width="1"/>`,
      );
    }
  }
  const cranes = [0.72, 0.86]
    .map(
      (
        at,
      ) => `<g stroke="${hsl(28, 80, 45)}" stroke-width="${w * 0.008}" fill="none"><path d="M ${w * at} ${sea} L ${w * at} ${h * 0.22} M ${w * (at + 0.05)} ${sea} L ${w * (at + 0.05)} ${h * 0.22} M ${w * (at - 0.14)} ${h * 0.24} L ${w * (at + 0.09)} ${h * 0.24}"/></g>
<path d="M ${w * (at - 0.1)} ${h * 0.24} L ${w * (at - 0.1)} ${h * 0.34}" stroke="#333" stroke-width="2"/>`,
    )
    .join('');
  const waves = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${between(random, 0, w * 0.7)}" y="${sea + h * (0.12 + i * 0.045)}" width="${w * between(random, 0.1, 0.3)}" height="${h * 0.006}" fill="#ffffff" opacity="0.35"/>`,
  );
  return `${sky(w, h, hsl(blue(hue), 55, 70), hsl(blue(hue) + 10, 60, 90))}
<path d="M 0 ${sea} L 0 ${h * 0.5} Q ${w * 0.25} ${h * 0.42} ${w * 0.5} ${h * 0.5} T ${w} ${h * 0.47} L ${w} ${sea} Z" fill="${hsl(hue + 100, 20, 62)}"/>
<rect y="${sea}" width="${w}" height="${h - sea}" fill="${hsl(blue(hue) + 5, 55, 36)}"/>${waves.join('')}
<rect x="${w * 0.66}" y="${sea - h * 0.01}" width="${w * 0.34}" height="${h * 0.05}" fill="${hsl(hue, 10, 40)}"/>
${cranes}${containers.join('')}${hull}`;
}

function flight(random: Random, w: number, h: number, hue: number): string {
  const clouds = Array.from({ length: 7 }, () => {
    const x = between(random, -0.1, 1) * w;
    const y = between(random, 0.45, 0.95) * h;
    const s = between(random, 0.06, 0.12) * w;
    return `<g fill="#ffffff" opacity="${between(random, 0.6, 0.95)}"><ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * 0.35}"/><ellipse cx="${x + s * 0.4}" cy="${y - s * 0.2}" rx="${s * 0.55}" ry="${s * 0.35}"/><ellipse cx="${x - s * 0.4}" cy="${y - s * 0.1}" rx="${s * 0.45}" ry="${s * 0.28}"/></g>`;
  });
  const px = w * 0.58;
  const py = h * 0.3;
  const s = w * 0.28;
  const plane = `<g transform="rotate(-12 ${px} ${py})" fill="#f7f9fb" stroke="${hsl(hue, 30, 55)}" stroke-width="2">
<path d="M ${px - s * 0.2} ${py + s * 0.02} L ${px - s * 0.02} ${py + s * 0.35} L ${px + s * 0.1} ${py + s * 0.35} L ${px + s * 0.05} ${py + s * 0.02} Z" fill="#dfe6ee"/>
<path d="M ${px - s * 0.5} ${py} Q ${px - s * 0.5} ${py - s * 0.05} ${px - s * 0.4} ${py - s * 0.05} L ${px + s * 0.45} ${py - s * 0.05} Q ${px + s * 0.55} ${py - s * 0.04} ${px + s * 0.56} ${py} Q ${px + s * 0.55} ${py + s * 0.04} ${px + s * 0.45} ${py + s * 0.05} L ${px - s * 0.4} ${py + s * 0.05} Z"/>
<path d="M ${px - s * 0.42} ${py - s * 0.04} L ${px - s * 0.5} ${py - s * 0.2} L ${px - s * 0.42} ${py - s * 0.2} L ${px - s * 0.3} ${py - s * 0.04} Z" fill="${hsl(hue + 180, 60, 45)}"/>
<path d="M ${px - s * 0.15} ${py - s * 0.02} L ${px - s * 0.02} ${py - s * 0.22} L ${px + s * 0.06} ${py - s * 0.22} L ${px + s * 0.04} ${py - s * 0.02} Z" fill="#dfe6ee"/></g>`;
  const trail = `<path d="M 0 ${h * 0.5} Q ${w * 0.3} ${h * 0.42} ${px - s * 0.5} ${py + s * 0.12}" stroke="#ffffff" stroke-width="${h * 0.012}" fill="none" opacity="0.7"/>`;
  return `${sky(w, h, hsl(blue(hue), 65, 55), hsl(blue(hue) + 10, 70, 86))}${trail}${clouds.join('')}${plane}`;
}

function meeting(random: Random, w: number, h: number, hue: number): string {
  const table = h * 0.7;
  const r = h * 0.055;
  const seats = 4 + Math.floor(random() * 2);
  const people = Array.from({ length: seats }, (_, i) => figure(random, w * (0.18 + (i * 0.64) / (seats - 1)), table - h * 0.2, r));
  const laptops = Array.from({ length: seats - 1 }, (_, i) => {
    const x = w * (0.18 + (i * 0.64) / (seats - 1)) + w * 0.03;
    return `<path d="M ${x} ${table - h * 0.06} L ${x + w * 0.07} ${table - h * 0.06} L ${x + w * 0.08} ${table} L ${x - w * 0.01} ${table} Z" fill="#c9d1d9"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="${hsl(hue, 18, 92)}"/>
<defs><clipPath id="window"><rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.84}" height="${h * 0.36}"/></clipPath></defs>
<rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.84}" height="${h * 0.36}" fill="${hsl(blue(hue), 45, 80)}"/>
<g clip-path="url(#window)">${towers(random, w, h * 0.55, h * 0.44, blue(hue), 60, 0.5)}</g>
<rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.84}" height="${h * 0.36}" fill="none" stroke="${hsl(hue, 10, 70)}" stroke-width="${w * 0.01}"/>
<path d="M ${w / 2} ${h * 0.08} L ${w / 2} ${h * 0.44}" stroke="${hsl(hue, 10, 70)}" stroke-width="${w * 0.006}"/>
${people.join('')}
<path d="M ${w * 0.05} ${table} L ${w * 0.95} ${table} L ${w} ${h} L 0 ${h} Z" fill="${hsl(30, 35, 38)}"/>
<rect x="${w * 0.05}" y="${table - h * 0.008}" width="${w * 0.9}" height="${h * 0.016}" fill="${hsl(30, 35, 48)}"/>${laptops.join('')}`;
}

function training(random: Random, w: number, h: number, hue: number): string {
  const bars = Array.from({ length: 5 }, (_, i) => {
    const height = between(random, 0.05, 0.22) * h;
    return `<rect x="${w * (0.36 + i * 0.06)}" y="${h * 0.5 - height}" width="${w * 0.04}" height="${height}" fill="${hsl(hue + i * 25, 55, 50)}"/>`;
  });
  const audience = Array.from({ length: 7 }, (_, i) => {
    const x = w * (0.08 + i * 0.14);
    const y = h * (0.84 + (i % 2) * 0.04);
    return `<circle cx="${x}" cy="${y}" r="${h * 0.06}" fill="${pick(random, ['#1d1a17', '#3b2a1e', '#6a4328', '#8c8c8c', '#a56b3a'])}"/><path d="M ${x - h * 0.11} ${h} Q ${x} ${y + h * 0.04} ${x + h * 0.11} ${h} Z" fill="${pick(random, ['#1f3a5f', '#2e4a3d', '#5b2f3f', '#3a3a44', '#285e6e'])}"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="${hsl(hue, 15, 88)}"/>
<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${hsl(hue, 12, 70)}"/>
<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.44}" height="${h * 0.44}" rx="${w * 0.006}" fill="#ffffff" stroke="${hsl(hue, 10, 45)}" stroke-width="${w * 0.006}"/>
<rect x="${w * 0.33}" y="${h * 0.16}" width="${w * 0.2}" height="${h * 0.025}" fill="${hsl(hue, 40, 35)}"/>
<path d="M ${w * 0.35} ${h * 0.5} L ${w * 0.7} ${h * 0.5}" stroke="${hsl(hue, 10, 50)}" stroke-width="2"/>${bars.join('')}
${figure(random, w * 0.82, h * 0.36, h * 0.05)}
<rect x="${w * 0.79}" y="${h * 0.56}" width="${w * 0.06}" height="${h * 0.12}" fill="${hsl(hue, 12, 40)}"/>
${audience.join('')}`;
}

function landscape(random: Random, w: number, h: number, hue: number): string {
  const layers = [0, 1, 2, 3].map((layer) => {
    const base = h * (0.45 + layer * 0.13);
    const points = Array.from({ length: 9 }, (_, i) => `${(w / 8) * i},${base - random() * h * 0.18}`);
    return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${hsl(hue + layer * 12, 35 + layer * 8, 62 - layer * 13)}"/>`;
  });
  return `${sky(w, h, hsl(hue, 60, 80), hsl(hue + 30, 55, 93))}<circle cx="${w * (0.2 + random() * 0.6)}" cy="${h * 0.3}" r="${h * 0.09}" fill="${hsl(hue + 180, 70, 82)}"/>${layers.join('')}`;
}

export const SCENES: Record<SceneKind, (random: Random, w: number, h: number, hue: number) => string> = {
  skyline,
  harbour,
  flight,
  meeting,
  training,
  landscape,
};
