/**
 * Logos: the group's own arch mark, and partner and company marks that each have a shape,
 * colour and lettering of their own, as different organisations' logos would.
 */
import { escapeXml, hsl } from './random.ts';

export type MarkShape = 'arch' | 'hexagon' | 'wave' | 'peak' | 'diamond' | 'rings' | 'leaf' | 'square';

/** A mark of the given shape centred in a box of side `size` at (x, y). */
export function mark(shape: MarkShape, x: number, y: number, size: number, hue: number): string {
  const c = size / 2;
  const r = size / 2;
  const fill = hsl(hue, 60, 38);
  const g = (body: string) => `<g transform="translate(${x} ${y})">${body}</g>`;
  switch (shape) {
    case 'arch':
      return g(`<circle cx="${c}" cy="${c}" r="${r}" fill="${fill}"/>
<path d="M ${c - r * 0.55} ${c + r * 0.35} Q ${c} ${c - r * 0.75} ${c + r * 0.55} ${c + r * 0.35}" stroke="white" stroke-width="${r * 0.16}" fill="none" stroke-linecap="round"/>
<line x1="${c - r * 0.65}" y1="${c + r * 0.35}" x2="${c + r * 0.65}" y2="${c + r * 0.35}" stroke="white" stroke-width="${r * 0.1}" stroke-linecap="round"/>`);
    case 'hexagon': {
      const points = Array.from(
        { length: 6 },
        (_, i) => `${c + r * Math.cos((Math.PI / 3) * i + Math.PI / 6)},${c + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)}`,
      );
      return g(
        `<polygon points="${points.join(' ')}" fill="${fill}"/><polygon points="${points
          .map((p) =>
            p
              .split(',')
              .map((v) => c + (Number(v) - c) * 0.5)
              .join(','),
          )
          .join(' ')}" fill="none" stroke="white" stroke-width="${r * 0.1}"/>`,
      );
    }
    case 'wave':
      return g(`<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${fill}"/>
<path d="M ${size * 0.12} ${c} q ${size * 0.13} ${-size * 0.2} ${size * 0.26} 0 t ${size * 0.26} 0 t ${size * 0.26} 0" stroke="white" stroke-width="${size * 0.08}" fill="none" stroke-linecap="round"/>
<path d="M ${size * 0.12} ${c + size * 0.2} q ${size * 0.13} ${-size * 0.2} ${size * 0.26} 0 t ${size * 0.26} 0 t ${size * 0.26} 0" stroke="${hsl(hue + 40, 80, 75)}" stroke-width="${size * 0.06}" fill="none" stroke-linecap="round"/>`);
    case 'peak':
      return g(
        `<path d="M 0 ${size * 0.9} L ${size * 0.38} ${size * 0.15} L ${size * 0.6} ${size * 0.55} L ${size * 0.72} ${size * 0.38} L ${size} ${size * 0.9} Z" fill="${fill}"/><path d="M ${size * 0.38} ${size * 0.15} L ${size * 0.47} ${size * 0.33} L ${size * 0.3} ${size * 0.31} Z" fill="white"/>`,
      );
    case 'diamond':
      return g(
        `<rect x="${size * 0.15}" y="${size * 0.15}" width="${size * 0.7}" height="${size * 0.7}" transform="rotate(45 ${c} ${c})" fill="${fill}"/><rect x="${size * 0.33}" y="${size * 0.33}" width="${size * 0.34}" height="${size * 0.34}" transform="rotate(45 ${c} ${c})" fill="${hsl(hue + 30, 85, 70)}"/>`,
      );
    case 'rings':
      return g(
        `<circle cx="${c - r * 0.3}" cy="${c}" r="${r * 0.6}" fill="none" stroke="${fill}" stroke-width="${r * 0.18}"/><circle cx="${c + r * 0.3}" cy="${c}" r="${r * 0.6}" fill="none" stroke="${hsl(hue + 150, 55, 45)}" stroke-width="${r * 0.18}"/>`,
      );
    case 'leaf':
      return g(
        `<path d="M ${c} ${size * 0.05} Q ${size} ${size * 0.3} ${c} ${size * 0.95} Q 0 ${size * 0.3} ${c} ${size * 0.05} Z" fill="${fill}"/><path d="M ${c} ${size * 0.2} L ${c} ${size * 0.85}" stroke="white" stroke-width="${size * 0.05}"/>`,
      );
    case 'square':
      return g(
        `<rect width="${size}" height="${size}" fill="${fill}"/><rect x="${size * 0.18}" y="${size * 0.18}" width="${size * 0.3}" height="${size * 0.3}" fill="white"/><rect x="${size * 0.52}" y="${size * 0.52}" width="${size * 0.3}" height="${size * 0.3}" fill="${hsl(hue + 40, 85, 65)}"/>`,
      );
  }
}

export interface Lettering {
  text: string;
  /** A serif face, capitals with tracking, or the plain bold sans of most logos. */
  style: 'sans' | 'serif' | 'caps';
}

/** A wordmark beside its mark, the text sized to fill what is left of the width. */
export function logo(shape: MarkShape, w: number, h: number, hue: number, { text, style }: Lettering): string {
  const size = Math.min(h * 0.7, w * 0.26);
  const left = h * 0.12;
  const room = w - left - size * 1.25 - h * 0.1;
  const family = style === 'serif' ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif';
  const shown = style === 'caps' ? text.toUpperCase() : text;
  const spacing = style === 'caps' ? 0.12 : 0;
  const fontSize = Math.min(h * 0.34, room / (shown.length * (0.62 + spacing)));
  return `${mark(shape, left, (h - size) / 2, size, hue)}
<text x="${left + size * 1.25}" y="${h / 2 + fontSize * 0.35}" font-family="${family}" font-weight="${style === 'serif' ? 'normal' : 'bold'}" letter-spacing="${fontSize * spacing}" font-size="${fontSize}" fill="${hsl(hue, 55, 24)}">${escapeXml(shown)}</text>`;
}
