/** Draws the sample's images as SVG and encodes them with sharp: abstract, seeded, ours. */
import sharp from 'sharp';

export interface ArtSpec {
  ref: string;
  kind: 'scene' | 'poster' | 'logo' | 'mark' | 'document' | 'portrait';
  width: number;
  height: number;
  seed: number;
  hue: number;
  text?: string;
}

function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function scene({ width: w, height: h, hue, seed }: ArtSpec): string {
  const random = seeded(seed);
  const layers = [0, 1, 2, 3].map((layer) => {
    const base = h * (0.45 + layer * 0.13);
    const points = Array.from({ length: 9 }, (_, i) => `${(w / 8) * i},${base - random() * h * 0.18}`);
    return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${hsl(hue + layer * 12, 35 + layer * 8, 62 - layer * 13)}"/>`;
  });
  const sun = `<circle cx="${w * (0.2 + random() * 0.6)}" cy="${h * 0.3}" r="${h * 0.09}" fill="${hsl(hue + 180, 70, 82)}"/>`;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 80)}"/><stop offset="1" stop-color="${hsl(hue + 30, 55, 93)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>${sun}${layers.join('')}`;
}

function poster(spec: ArtSpec): string {
  const { width: w, height: h, hue, text = '' } = spec;
  return `${scene(spec)}<rect x="${w * 0.08}" y="${h * 0.32}" width="${w * 0.84}" height="${h * 0.3}" rx="16" fill="white" opacity="0.88"/>
<text x="${w / 2}" y="${h * 0.5}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.08}" text-anchor="middle" fill="${hsl(hue, 60, 25)}">${escapeXml(text)}</text>`;
}

function mark({ width: w, height: h, hue }: ArtSpec): string {
  const r = Math.min(w, h) / 2;
  return `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="${hsl(hue, 60, 38)}"/>
<path d="M ${w / 2 - r * 0.55} ${h / 2 + r * 0.35} Q ${w / 2} ${h / 2 - r * 0.75} ${w / 2 + r * 0.55} ${h / 2 + r * 0.35}" stroke="white" stroke-width="${r * 0.16}" fill="none" stroke-linecap="round"/>
<line x1="${w / 2 - r * 0.65}" y1="${h / 2 + r * 0.35}" x2="${w / 2 + r * 0.65}" y2="${h / 2 + r * 0.35}" stroke="white" stroke-width="${r * 0.1}" stroke-linecap="round"/>`;
}

function logo(spec: ArtSpec): string {
  const { width: w, height: h, hue, text = '' } = spec;
  const size = Math.min(h * 0.8, w * 0.25);
  return `<g transform="translate(${h * 0.1} ${(h - size) / 2})">${mark({ ...spec, width: size, height: size })}</g>
<text x="${h * 0.1 + size * 1.2}" y="${h / 2 + h * 0.1}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${Math.min(h * 0.3, ((w - size * 1.4) / text.length) * 1.6)}" fill="${hsl(hue, 55, 28)}">${escapeXml(text)}</text>`;
}

function documentPage({ width: w, height: h, hue, seed, text = '' }: ArtSpec): string {
  const random = seeded(seed);
  const lines = Array.from({ length: 18 }, (_, i) => {
    const y = h * 0.3 + i * h * 0.032;
    return `<rect x="${w * 0.1}" y="${y}" width="${w * (0.5 + random() * 0.3)}" height="${h * 0.009}" fill="#c9ccd1"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="#fbfaf6"/><rect x="${w * 0.05}" y="${h * 0.04}" width="${w * 0.9}" height="${h * 0.92}" fill="none" stroke="${hsl(hue, 45, 45)}" stroke-width="${w * 0.008}"/>
<text x="${w / 2}" y="${h * 0.17}" font-family="DejaVu Serif, serif" font-size="${w * 0.05}" text-anchor="middle" fill="${hsl(hue, 50, 25)}">${escapeXml(text)}</text>
${lines.join('')}<circle cx="${w * 0.75}" cy="${h * 0.86}" r="${w * 0.08}" fill="none" stroke="${hsl(hue, 60, 40)}" stroke-width="${w * 0.01}"/>`;
}

function portrait({ width: w, height: h, hue, seed }: ArtSpec): string {
  const random = seeded(seed);
  const skin = hsl(20 + random() * 20, 35 + random() * 20, 35 + random() * 40);
  return `<defs><radialGradient id="bg"><stop offset="0" stop-color="${hsl(hue, 30, 88)}"/><stop offset="1" stop-color="${hsl(hue, 35, 70)}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * 0.42}" ry="${h * 0.36}" fill="${hsl(hue + 180, 30, 30 + random() * 20)}"/>
<circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.2}" fill="${skin}"/>`;
}

const DRAW: Record<ArtSpec['kind'], (spec: ArtSpec) => string> = { scene, poster, logo, mark, document: documentPage, portrait };

export async function drawArt(spec: ArtSpec): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">${DRAW[spec.kind](spec)}</svg>`;
  const image = sharp(Buffer.from(svg));
  if (spec.ref.endsWith('.png')) return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}
