/**
 * Logos: the group's bridge mark and its lockup with the name set in the site's faces, the
 * member companies' marks as one family, partners' logos each with a look of their own, and
 * the counters' icons from the site's own icon set.
 */
import { icons } from '@iconify-json/tabler';
import { INK } from './random.ts';
import { fit, measure, text, type Face, type TextStyle, type Weight } from './type.ts';

/** What sits inside a member company's circle. */
export type Emblem = 'bridge' | 'plane' | 'wave' | 'star' | 'book';

function emblem(kind: Emblem, c: number, r: number): string {
  const white = '#ffffff';
  switch (kind) {
    case 'bridge':
      return `<path d="M ${c - r * 0.5} ${c + r * 0.22} Q ${c} ${c - r * 0.62} ${c + r * 0.5} ${c + r * 0.22}" stroke="${white}" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round"/><path d="M ${c - r * 0.64} ${c + r * 0.22} H ${c + r * 0.64}" stroke="${white}" stroke-width="${r * 0.1}" stroke-linecap="round"/>${[-0.25, 0, 0.25].map((dx) => `<path d="M ${c + dx * r} ${c + r * 0.22} V ${c - r * (dx === 0 ? 0.18 : 0.02)}" stroke="${white}" stroke-width="${r * 0.05}"/>`).join('')}<path d="M ${c - r * 0.46} ${c + r * 0.46} q ${r * 0.115} -${r * 0.08} ${r * 0.23} 0 t ${r * 0.23} 0 t ${r * 0.23} 0 t ${r * 0.23} 0" stroke="#9fcadb" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/><circle cx="${c}" cy="${c - r * 0.5}" r="${r * 0.1}" fill="${INK.accent}"/>`;
    case 'plane':
      return `<g transform="rotate(-30 ${c} ${c})"><path d="M ${c - r * 0.6} ${c} Q ${c} ${c - r * 0.1} ${c + r * 0.6} ${c} Q ${c} ${c + r * 0.1} ${c - r * 0.6} ${c} Z" fill="${white}"/><path d="M ${c - r * 0.05} ${c} L ${c - r * 0.3} ${c - r * 0.5} L ${c - r * 0.12} ${c - r * 0.5} L ${c + r * 0.2} ${c} L ${c - r * 0.12} ${c + r * 0.5} L ${c - r * 0.3} ${c + r * 0.5} Z M ${c - r * 0.5} ${c} L ${c - r * 0.6} ${c - r * 0.25} L ${c - r * 0.48} ${c - r * 0.25} L ${c - r * 0.36} ${c} Z" fill="${white}"/></g>`;
    case 'wave':
      return `<path d="M ${c - r * 0.6} ${c + r * 0.05} q ${r * 0.15} -${r * 0.2} ${r * 0.3} 0 t ${r * 0.3} 0 t ${r * 0.3} 0 t ${r * 0.3} 0" stroke="${white}" stroke-width="${r * 0.12}" fill="none" stroke-linecap="round"/><path d="M ${c - r * 0.6} ${c + r * 0.35} q ${r * 0.15} -${r * 0.2} ${r * 0.3} 0 t ${r * 0.3} 0 t ${r * 0.3} 0 t ${r * 0.3} 0" stroke="#cfe5ee" stroke-width="${r * 0.09}" fill="none" stroke-linecap="round"/><path d="M ${c - r * 0.3} ${c - r * 0.25} L ${c - r * 0.15} ${c - r * 0.55} L ${c} ${c - r * 0.3} L ${c + r * 0.15} ${c - r * 0.55} L ${c + r * 0.3} ${c - r * 0.25} Z" fill="${INK.accent}"/>`;
    case 'book':
      return `<path d="M ${c} ${c - r * 0.3} Q ${c - r * 0.3} ${c - r * 0.5} ${c - r * 0.62} ${c - r * 0.38} V ${c + r * 0.38} Q ${c - r * 0.3} ${c + r * 0.26} ${c} ${c + r * 0.45} Q ${c + r * 0.3} ${c + r * 0.26} ${c + r * 0.62} ${c + r * 0.38} V ${c - r * 0.38} Q ${c + r * 0.3} ${c - r * 0.5} ${c} ${c - r * 0.3} Z" fill="${white}"/><path d="M ${c} ${c - r * 0.3} V ${c + r * 0.45}" stroke="${INK.accent}" stroke-width="${r * 0.06}"/>`;
    case 'star': {
      const points = Array.from({ length: 8 }, (_, i) => {
        const radius = i % 2 === 0 ? r * 0.62 : r * 0.16;
        const angle = (Math.PI / 4) * i - Math.PI / 2;
        return `${c + radius * Math.cos(angle)},${c + radius * Math.sin(angle)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${white}"/><path d="M ${c - r * 0.7} ${c + r * 0.45} Q ${c} ${c + r * 0.2} ${c + r * 0.7} ${c + r * 0.45}" stroke="#c9f0c4" stroke-width="${r * 0.08}" fill="none" stroke-linecap="round"/>`;
    }
  }
}

/** A member company's mark (the group's own is the bridge in teal): a coloured disc with its emblem. */
export function mark(
  kind: Emblem,
  x: number,
  y: number,
  size: number,
  colour: string = INK.teal,
): string {
  const r = size / 2;
  return `<g transform="translate(${x} ${y})"><circle cx="${r}" cy="${r}" r="${r}" fill="${colour}"/>${emblem(kind, r, r)}</g>`;
}

/**
 * The group's lockup: the mark, the name in Source Serif 4 and GROUP spaced out in Public
 * Sans beneath it, both sized to the space left beside the mark.
 */
export function lockup(w: number, h: number, name: string, tagline: string): string {
  const size = h * 0.86;
  const left = h * 0.07;
  const textX = left + size + h * 0.2;
  const room = w - textX - h * 0.05;
  const nameStyle = fit(name, room, { size: h * 0.5, fill: INK.navy, face: 'serif', weight: 600 });
  const tagStyle: TextStyle = {
    size: nameStyle.size * 0.42,
    fill: INK.teal,
    weight: 700,
    tracking: 0.32,
  };
  const tagWidth = measure(tagline, tagStyle);
  const spread =
    tagline.length > 1
      ? tagStyle.tracking! + (room * 0.98 - tagWidth) / tagStyle.size / (tagline.length - 1)
      : 0;
  const nameY = h * 0.5 + nameStyle.size * 0.12;
  return `${mark('bridge', left, (h - size) / 2, size)}${text(name, textX, nameY, nameStyle)}${text(tagline, textX + nameStyle.size * 0.04, nameY + tagStyle.size * 1.45, { ...tagStyle, tracking: Math.min(0.6, spread) })}`;
}

export interface PartnerStyle {
  face: Face;
  weight: Weight;
  upper?: boolean;
  tracking?: number;
}

export type PartnerShape = 'peak' | 'leaf' | 'diamond' | 'square' | 'rings' | 'wave';

function partnerShape(
  shape: PartnerShape,
  x: number,
  y: number,
  size: number,
  colour: string,
): string {
  const s = size;
  const g = (body: string) => `<g transform="translate(${x} ${y})">${body}</g>`;
  switch (shape) {
    case 'peak':
      return g(
        `<path d="M 0 ${s * 0.9} L ${s * 0.38} ${s * 0.15} L ${s * 0.6} ${s * 0.55} L ${s * 0.72} ${s * 0.38} L ${s} ${s * 0.9} Z" fill="${colour}"/><path d="M ${s * 0.38} ${s * 0.15} L ${s * 0.47} ${s * 0.33} L ${s * 0.3} ${s * 0.31} Z" fill="#ffffff"/>`,
      );
    case 'leaf':
      return g(
        `<path d="M ${s / 2} ${s * 0.05} Q ${s} ${s * 0.3} ${s / 2} ${s * 0.95} Q 0 ${s * 0.3} ${s / 2} ${s * 0.05} Z" fill="${colour}"/><path d="M ${s / 2} ${s * 0.2} L ${s / 2} ${s * 0.85}" stroke="#ffffff" stroke-width="${s * 0.05}"/>`,
      );
    case 'diamond':
      return g(
        `<rect x="${s * 0.15}" y="${s * 0.15}" width="${s * 0.7}" height="${s * 0.7}" transform="rotate(45 ${s / 2} ${s / 2})" fill="${colour}"/><rect x="${s * 0.33}" y="${s * 0.33}" width="${s * 0.34}" height="${s * 0.34}" transform="rotate(45 ${s / 2} ${s / 2})" fill="#ffffff" opacity="0.5"/>`,
      );
    case 'square':
      return g(
        `<rect width="${s}" height="${s}" rx="${s * 0.08}" fill="${colour}"/><rect x="${s * 0.18}" y="${s * 0.18}" width="${s * 0.3}" height="${s * 0.3}" fill="#ffffff"/><rect x="${s * 0.52}" y="${s * 0.52}" width="${s * 0.3}" height="${s * 0.3}" fill="#ffffff" opacity="0.6"/>`,
      );
    case 'rings':
      return g(
        `<circle cx="${s * 0.35}" cy="${s / 2}" r="${s * 0.3}" fill="none" stroke="${colour}" stroke-width="${s * 0.09}"/><circle cx="${s * 0.65}" cy="${s / 2}" r="${s * 0.3}" fill="none" stroke="${INK.accent}" stroke-width="${s * 0.09}"/>`,
      );
    case 'wave':
      return g(
        `<rect width="${s}" height="${s}" rx="${s * 0.22}" fill="${colour}"/><path d="M ${s * 0.12} ${s / 2} q ${s * 0.13} ${-s * 0.2} ${s * 0.26} 0 t ${s * 0.26} 0 t ${s * 0.26} 0" stroke="#ffffff" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round"/>`,
      );
  }
}

/** A partner's logo: its own shape and colour and its name in a weight and case of its own. */
export function partnerLogo(
  w: number,
  h: number,
  shape: PartnerShape,
  colour: string,
  name: string,
  style: PartnerStyle,
): string {
  const size = h * 0.5;
  const left = w * 0.06;
  const room = w - left - size * 1.3 - w * 0.04;
  const lettering = fit(name, room, {
    size: h * 0.2,
    fill: colour,
    face: style.face,
    weight: style.weight,
    upper: style.upper,
    tracking: style.tracking,
  });
  return `${partnerShape(shape, left, (h - size) / 2, size, colour)}${text(name, left + size * 1.3, h / 2 + lettering.size * 0.35, lettering)}`;
}

/** One of the site's own icons (tabler, stroked) in white on a disc. */
export function iconDisc(name: string, size: number, colour: string = INK.teal): string {
  const body = icons.icons[name]?.body;
  if (!body) throw new Error(`no icon named ${name}`);
  const scale = (size * 0.55) / 24;
  return `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${colour}"/><g color="#ffffff" transform="translate(${size * 0.225} ${size * 0.225}) scale(${scale})">${body}</g>`;
}
