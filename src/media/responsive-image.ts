/** Image data computed at build time for React islands, which cannot call astro:assets themselves. */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { imageFor } from './media.ts';
import { variantWidths } from '../lib/variant-widths.ts';

export interface ResponsiveImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/** A responsive variant set of a snapshot image, or undefined when the snapshot lacks it. */
export async function responsiveImage(
  ref: string | null | undefined,
  widths: number[],
  sizes: string,
  alt: string,
): Promise<ResponsiveImage | undefined> {
  const image = await imageFor(ref);
  return image && responsiveVariants(image, widths, sizes, alt);
}

/** The same for an image imported in the code (the demo pages' pictures). */
export async function responsiveVariants(
  image: ImageMetadata,
  widths: number[],
  sizes: string,
  alt: string,
): Promise<ResponsiveImage> {
  const result = await getImage({ src: image, widths: variantWidths(image.width, widths), sizes });
  return {
    src: result.src,
    srcset: result.srcSet.attribute,
    sizes,
    width: Number(result.attributes.width),
    height: Number(result.attributes.height),
    alt,
  };
}

/** One large variant with its real dimensions, for the lightbox. */
export async function largeImage(
  ref: string,
  maxWidth: number,
): Promise<{ src: string; width: number; height: number } | undefined> {
  const image = await imageFor(ref);
  if (!image) return undefined;
  const width = Math.min(image.width, maxWidth);
  const result = await getImage({ src: image, width });
  return { src: result.src, width, height: Math.round((image.height * width) / image.width) };
}
