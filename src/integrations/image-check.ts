/**
 * Whether an image upload can be published: its variants are made by sharp (astro:assets), and
 * whatever sharp cannot convert, Astro's service publishes byte for byte under the variant's
 * name. So an image is checked before any page may show it: its declared size, read from its
 * header before anything is decoded, must be within a pixel budget (a 1 MB PNG can declare
 * 20,000 × 20,000 pixels: 1.6 GB once decoded, on the builder and on a phone), and sharp must
 * decode it with the options Astro's service uses.
 */
import sharp from 'sharp';
import { SHARP_INPUT } from './astro-internals.ts';

/**
 * Pixels an image may declare, all frames counted: 40 megapixels, more than a 7,000 × 5,000
 * camera photo. Decoded, that is 160 MB at most for each variant being made.
 */
export const IMAGE_PIXEL_BUDGET = 40_000_000;
/** The widest and tallest image WebP (the variants' format) can hold; variants are never larger than their original. */
export const IMAGE_MAX_SIDE = 16_383;
/** sharp's input options as Astro's service sets them, bounded by the budget. */
export const OPTIMISER_INPUT = { ...SHARP_INPUT, limitInputPixels: IMAGE_PIXEL_BUDGET } as const;

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/** Why an image of this declared size is too large to publish, or undefined. */
function sizeProblem(width: number, height: number, frames: number): string | undefined {
  const pixels = width * height * frames;
  const size = `${width} × ${height} pixels${frames > 1 ? ` × ${frames} frames` : ''}`;
  if (pixels > IMAGE_PIXEL_BUDGET)
    return `it is ${size} (${megapixels(pixels)}), over the budget of ${megapixels(IMAGE_PIXEL_BUDGET)}`;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
    return `it is ${size}, over ${IMAGE_MAX_SIDE} on a side`;
  return undefined;
}

/** Why an image cannot be published, or undefined when it can; `width` and `height` are what its header declares. */
export async function imageProblem(
  bytes: Uint8Array,
  width: number,
  height: number,
): Promise<string | undefined> {
  let frames: number;
  try {
    // The header alone: sharp decodes nothing to say how many frames an animation has.
    frames = (await sharp(bytes, { limitInputPixels: false }).metadata()).pages ?? 1;
  } catch {
    return 'the image optimiser cannot read it';
  }
  const problem = sizeProblem(width, height, frames);
  if (problem) return problem;
  try {
    // Decoded row by row into a thumbnail, so checking costs little memory.
    await sharp(bytes, { ...OPTIMISER_INPUT, sequentialRead: true })
      .resize({ width: 16, height: 16, fit: 'inside' })
      .raw()
      .toBuffer();
    return undefined;
  } catch {
    return 'the image optimiser cannot decode it';
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Why an `.ico` (a favicon, published as it is) cannot be published, or undefined. A browser
 * decodes the images an icon holds, and an image may be a PNG whose own header declares any
 * size, whatever the icon's directory says (at most 256 a side): each is held to the budget of
 * any image, all of them together.
 */
export function iconProblem(bytes: Uint8Array): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.length >= 6 ? view.getUint16(4, true) : 0;
  if (count === 0 || 6 + 16 * count > bytes.length) return 'it is not a readable icon';
  let width = 0;
  let height = 0;
  let frames = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + 16 * index;
    const offset = view.getUint32(entry + 12, true);
    const png =
      offset + 24 <= bytes.length && PNG_SIGNATURE.every((byte, at) => bytes[offset + at] === byte);
    // A directory's 0 means 256; a PNG's IHDR holds its true size, big-endian.
    const [w, h] = png
      ? [view.getUint32(offset + 16), view.getUint32(offset + 20)]
      : [bytes[entry]! || 256, bytes[entry + 1]! || 256];
    const problem = sizeProblem(w, h, 1);
    if (problem) return problem;
    // The largest image's size over all frames: what decoding every one of them costs at most.
    [width, height, frames] =
      w * h > width * height ? [w, h, frames + 1] : [width, height, frames + 1];
  }
  return sizeProblem(width, height, frames);
}
