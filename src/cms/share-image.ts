/**
 * The picture a page is shared with (Open Graph, Twitter): its own, when it shows one large
 * and wide enough to fill a 1200×630 card without enlarging (a landscape photo, a slide), cut
 * to that size; else the site-wide card.
 */
import { getImage } from 'astro:assets';
import { altFromFile } from './alt-text.ts';
import { imageFor } from './media.ts';
import type { Slider } from './schema.ts';
import { CARD_HEIGHT, CARD_WIDTH, SITE_CARD_PATH } from './social-card.ts';

export interface SharedPicture {
  /** A media ref the page shows. */
  ref: string | null | undefined;
  alt: string;
}

export interface ShareImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The first picture of an image group the page shows. */
export const groupPicture = (refs: readonly string[] | undefined): SharedPicture | undefined =>
  refs?.[0] ? { ref: refs[0], alt: altFromFile(refs[0]) } : undefined;

/** The home page's first slide. */
export const slidePicture = (sliders: readonly Slider[], fallbackAlt: string): SharedPicture | undefined => {
  const slide = sliders.find((slider) => slider.image);
  return slide && { ref: slide.image, alt: slide.title ?? fallbackAlt };
};

export async function shareImage(picture: SharedPicture | undefined, siteCardAlt: string): Promise<ShareImage> {
  const image = await imageFor(picture?.ref);
  if (picture && image && image.width >= CARD_WIDTH && image.height >= CARD_HEIGHT && image.width >= image.height) {
    const card = await getImage({ src: image, width: CARD_WIDTH, height: CARD_HEIGHT, fit: 'cover', format: 'jpg' });
    return { src: card.src, alt: picture.alt, width: CARD_WIDTH, height: CARD_HEIGHT };
  }
  return { src: SITE_CARD_PATH, alt: siteCardAlt, width: CARD_WIDTH, height: CARD_HEIGHT };
}
