/**
 * Slides per view of each carousel, by minimum window width (Swiper's breakpoints are
 * min-width). SPEC §9: partners and featured 4, 3 under 1200 px, 2 under 767 px, and under
 * 480 px 1 (featured) or 2 (partners); services 2, 1 under 480 px.
 * The CSS (carousel.css) mirrors these so slides have their width before Swiper starts.
 */
export const CAROUSEL_LAYOUTS = {
  featured: { 0: 1, 480: 2, 767: 3, 1200: 4 },
  partners: { 0: 2, 480: 2, 767: 3, 1200: 4 },
  services: { 0: 1, 480: 2 },
} as const satisfies Record<string, Record<number, number>>;

export type CarouselLayout = keyof typeof CAROUSEL_LAYOUTS;

/** SPEC §9: the partner and featured carousels move at 1000 ms. */
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_DELAY_MS = 3000;
export const CAROUSEL_GAP_PX = 24;
