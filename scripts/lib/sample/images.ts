/**
 * Draws the sample's and the demo pages' pictures as SVG and encodes them with sharp:
 * scenes of what the group does, people, documents and logos. Ours, seeded, deterministic.
 */
import sharp from 'sharp';
import { documentPage } from './art/document.ts';
import { logo, mark, type Lettering, type MarkShape } from './art/marks.ts';
import { portrait } from './art/people.ts';
import { escapeXml, hsl, seeded } from './art/random.ts';
import { SCENES, type SceneKind } from './art/scenes.ts';

interface Frame {
  ref: string;
  width: number;
  height: number;
  seed: number;
  hue: number;
}

export type ArtSpec = Frame &
  (
    | { kind: SceneKind }
    | { kind: 'poster'; scene: SceneKind; text: string }
    | { kind: 'logo'; shape: MarkShape; text: string; style: Lettering['style'] }
    | { kind: 'mark'; shape: MarkShape }
    | { kind: 'document'; text: string }
    | { kind: 'portrait' }
    | { kind: 'flag'; colours: readonly [string, string, string]; stripes: 'horizontal' | 'vertical' }
  );

/** Three stripes, the way most national flags are drawn; the sample's countries need no more. */
function flag(w: number, h: number, colours: readonly string[], stripes: 'horizontal' | 'vertical'): string {
  const band = (index: number) =>
    stripes === 'horizontal'
      ? `<rect x="0" y="${(h / 3) * index}" width="${w}" height="${h / 3 + 1}" fill="${colours[index]}"/>`
      : `<rect x="${(w / 3) * index}" y="0" width="${w / 3 + 1}" height="${h}" fill="${colours[index]}"/>`;
  return `${[0, 1, 2].map(band).join('')}<rect width="${w}" height="${h}" fill="none" stroke="#d5dde3" stroke-width="2"/>`;
}

function draw(spec: ArtSpec): string {
  const { width: w, height: h, hue } = spec;
  const random = seeded(spec.seed);
  switch (spec.kind) {
    case 'poster':
      return `${SCENES[spec.scene](random, w, h, hue)}<rect x="${w * 0.08}" y="${h * 0.34}" width="${w * 0.84}" height="${h * 0.3}" rx="16" fill="white" opacity="0.9"/>
<text x="${w / 2}" y="${h * 0.52}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.08}" text-anchor="middle" fill="${hsl(hue, 60, 25)}">${escapeXml(spec.text)}</text>`;
    case 'logo':
      return logo(spec.shape, w, h, hue, { text: spec.text, style: spec.style });
    case 'mark':
      return mark(spec.shape, 0, 0, Math.min(w, h), hue);
    case 'document':
      return documentPage(random, w, h, hue, spec.text);
    case 'portrait':
      return portrait(random, w, h, hue);
    case 'flag':
      return flag(w, h, spec.colours, spec.stripes);
    default:
      return SCENES[spec.kind](random, w, h, hue);
  }
}

export async function drawArt(spec: ArtSpec): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">${draw(spec)}</svg>`;
  const image = sharp(Buffer.from(svg));
  if (spec.ref.endsWith('.png')) return image.png({ compressionLevel: 9, palette: true }).toBuffer();
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
