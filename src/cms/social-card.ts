/**
 * The site-wide share card (Open Graph and Twitter), drawn at build time: the logo on white
 * over a band with the site's name and title, 1200×630, the size sharing previews ask for.
 * Pages with a picture of their own share that instead (src/media/share-image.ts).
 */
import { encodeXML } from 'entities';
import sharp, { type OverlayOptions } from 'sharp';
import { shorten } from './sanitise.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the build writes the card (src/pages/social-card.png.ts). */
export const SITE_CARD_PATH = '/social-card.png';

const BAND = 190;
const MARGIN = 80;
/** The design tokens of src/styles/global.css: --color-primary-dark, and the footer's text on it. */
const BAND_COLOUR = '#0b3c50';
const BAND_TEXT = '#e6eef2';

/** Text cut to about what fits a line at its size: an average glyph is about half the font size wide. */
const fitted = (text: string, fontSize: number) =>
  shorten(text, Math.floor((CARD_WIDTH - 2 * MARGIN) / (fontSize * 0.52)));

export interface CardText {
  name: string;
  tagline?: string | undefined;
}

/** The card's words from the settings: the site's name, and its title without the name it may start with. */
export function cardText(siteName: string | null, title: string | null): CardText {
  const name = siteName ?? title ?? 'Home';
  const rest =
    siteName && title?.startsWith(siteName)
      ? title.slice(siteName.length).replace(/^\s*[:–—-]\s*/, '')
      : title;
  const tagline = siteName && rest ? rest : undefined;
  return { name, tagline: tagline && tagline !== name ? tagline : undefined };
}

/** What the card says, for its alt text. */
export const cardAlt = ({ name, tagline }: CardText): string =>
  tagline ? `${name}: ${tagline}` : name;

/** The card as PNG bytes; `logo` is the logo file's bytes, any format sharp reads (raster or SVG). */
export async function socialCard({ name, tagline }: CardText, logo?: Buffer): Promise<Buffer> {
  const text = [
    `<text x="${MARGIN}" y="${CARD_HEIGHT - BAND + 82}" font-family="Source Serif 4, DejaVu Serif, Georgia, serif" font-size="54" font-weight="700" fill="#fff">${encodeXML(fitted(name, 54))}</text>`,
    tagline
      ? `<text x="${MARGIN}" y="${CARD_HEIGHT - BAND + 138}" font-family="Public Sans, DejaVu Sans, Arial, sans-serif" font-size="28" fill="${BAND_TEXT}">${encodeXML(fitted(tagline, 28))}</text>`
      : '',
  ].join('');
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><rect width="100%" height="100%" fill="#fff"/><rect y="${CARD_HEIGHT - BAND}" width="100%" height="${BAND}" fill="${BAND_COLOUR}"/>${text}</svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (logo) {
    const area = { width: CARD_WIDTH - 2 * MARGIN * 2, height: CARD_HEIGHT - BAND - 2 * MARGIN };
    const { data, info } = await sharp(logo, { density: 300 })
      .resize({ ...area, fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: data,
      left: Math.round((CARD_WIDTH - info.width) / 2),
      top: Math.round((CARD_HEIGHT - BAND - info.height) / 2),
    });
  }
  return sharp(background).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
