/**
 * The picture a page is shared with (Open Graph, Twitter): its own, when it shows one large
 * and wide enough to fill a 1200×630 card without enlarging (a landscape photo, a slide), cut
 * to that size; else the site-wide card.
 */
import { getImage } from 'astro:assets';
import type { HeroSlide } from '../cms/content/parts.ts';
import type { SharedPicture } from '../cms/content/page-meta.ts';
import { imageFor } from './media.ts';
import { plainText } from '../cms/sanitise.ts';
import { CARD_HEIGHT, CARD_WIDTH, SITE_CARD_PATH } from '../cms/social-card.ts';

export interface ShareImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The home page's first slide; its title (rich text in the back office) as plain words. */
export const slidePicture = (
  slides: readonly HeroSlide[],
  fallbackAlt: string,
): SharedPicture | undefined => {
  const slide = slides[0];
  return slide && { ref: slide.image, alt: plainText(slide.title ?? '') || fallbackAlt };
};

export async function shareImage(
  picture: SharedPicture | undefined,
  siteCardAlt: string,
): Promise<ShareImage> {
  const image = await imageFor(picture?.ref);
  if (
    picture &&
    image &&
    image.width >= CARD_WIDTH &&
    image.height >= CARD_HEIGHT &&
    image.width >= image.height
  ) {
    const card = await getImage({
      src: image,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fit: 'cover',
      format: 'jpg',
    });
    return { src: card.src, alt: picture.alt, width: CARD_WIDTH, height: CARD_HEIGHT };
  }
  return { src: SITE_CARD_PATH, alt: siteCardAlt, width: CARD_WIDTH, height: CARD_HEIGHT };
}
