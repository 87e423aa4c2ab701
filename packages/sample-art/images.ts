/**
 * Draws the sample's and the demo pages' pictures as SVG and encodes them with sharp: scenes of
 * what the group does, people, documents, posters and logos, in one palette and the site's
 * two typefaces. Ours, seeded, deterministic.
 */
import sharp from 'sharp';
import type { City } from './art/cities.ts';
import {
  certificatePage,
  profilePage,
  type Certificate,
  type ProfileOptions,
} from './art/document.ts';
import {
  iconDisc,
  lockup,
  mark,
  partnerLogo,
  type Emblem,
  type PartnerShape,
  type PartnerStyle,
} from './art/marks.ts';
import { portrait, type Look } from './art/people.ts';
import { posterText, type PosterText } from './art/poster.ts';
import { seeded } from './art/random.ts';
import type { Scene } from './art/scenes/stage.ts';

interface Frame {
  ref: string;
  width: number;
  height: number;
  seed: number;
}

export type ArtSpec = Frame &
  (
    | { kind: 'scene'; scene: Scene; city: City; evening?: boolean }
    | { kind: 'poster'; scene: Scene; city: City; words: PosterText }
    | { kind: 'lockup'; name: string; tagline: string }
    | { kind: 'mark'; emblem: Emblem; colour?: string }
    | { kind: 'partner'; shape: PartnerShape; colour: string; name: string; style: PartnerStyle }
    | { kind: 'icon'; icon: string }
    | { kind: 'certificate'; doc: Certificate }
    | { kind: 'profile'; page: ProfileOptions }
    | { kind: 'portrait'; look: Look; backdrop: string }
    | {
        kind: 'flag';
        colours: readonly [string, string, string];
        stripes: 'horizontal' | 'vertical' | 'serrated';
      }
  );

/** Three stripes, the way most national flags are drawn, or a serrated band at the hoist. */
function flag(
  w: number,
  h: number,
  colours: readonly string[],
  stripes: 'horizontal' | 'vertical' | 'serrated',
): string {
  if (stripes === 'serrated') {
    const teeth = 9;
    const step = h / teeth;
    const edge = Array.from(
      { length: teeth },
      (_, i) => `L ${w * 0.36} ${step * i + step / 2} L ${w * 0.28} ${step * (i + 1)}`,
    ).join(' ');
    return `<rect width="${w}" height="${h}" fill="${colours[1]}"/><path d="M 0 0 L ${w * 0.28} 0 ${edge} L 0 ${h} Z" fill="${colours[0]}"/><rect width="${w}" height="${h}" fill="none" stroke="#d5dde3" stroke-width="2"/>`;
  }
  const band = (index: number) =>
    stripes === 'horizontal'
      ? `<rect x="0" y="${(h / 3) * index}" width="${w}" height="${h / 3 + 1}" fill="${colours[index]}"/>`
      : `<rect x="${(w / 3) * index}" y="0" width="${w / 3 + 1}" height="${h}" fill="${colours[index]}"/>`;
  return `${[0, 1, 2].map(band).join('')}<rect width="${w}" height="${h}" fill="none" stroke="#d5dde3" stroke-width="2"/>`;
}

function draw(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const random = seeded(spec.seed);
  switch (spec.kind) {
    case 'scene':
      return spec.scene({ random, w, h, city: spec.city, evening: spec.evening ?? false });
    case 'poster': {
      const split = 0.5;
      return `<svg width="${w}" height="${h * split}" viewBox="0 0 ${w} ${h * split}">${spec.scene({ random, w, h: h * split, city: spec.city, evening: false })}</svg>${posterText(w, h, split, spec.words)}`;
    }
    case 'lockup':
      return lockup(w, h, spec.name, spec.tagline);
    case 'mark':
      return mark(spec.emblem, 0, 0, Math.min(w, h), spec.colour);
    case 'partner':
      return partnerLogo(w, h, spec.shape, spec.colour, spec.name, spec.style);
    case 'icon':
      return iconDisc(spec.icon, Math.min(w, h));
    case 'certificate':
      return certificatePage(random, w, h, spec.doc);
    case 'profile':
      return profilePage(w, h, spec.page);
    case 'portrait':
      return portrait(spec.look, w, h, spec.backdrop);
    case 'flag':
      return flag(w, h, spec.colours, spec.stripes);
  }
}

/** A drawing as an SVG document, for embedding one in another or encoding it. */
export const svgOf = (spec: ArtSpec) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">${draw(spec)}</svg>`;

export async function drawArt(spec: ArtSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(svgOf(spec)));
  if (spec.ref.endsWith('.png'))
    return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  // The back office re-encodes gallery and profile uploads to WebP (CMS-API §1.4).
  if (spec.ref.endsWith('.webp')) return image.webp({ quality: 72 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}

/**
 * An .ico holding one PNG, as Windows Vista and every browser since read it: a 6-byte header, one
 * 16-byte directory entry, then the PNG (the back office's favicon may be an .ico, CMS-API §1.2).
 */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
