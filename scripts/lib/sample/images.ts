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
  );

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
    default:
      return SCENES[spec.kind](random, w, h, hue);
  }
}

export async function drawArt(spec: ArtSpec): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">${draw(spec)}</svg>`;
  const image = sharp(Buffer.from(svg));
  if (spec.ref.endsWith('.png')) return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}
