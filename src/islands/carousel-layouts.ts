/**
 * Each carousel's slides per view, by minimum window width (Swiper's breakpoints are
 * min-width), and its timing. SPEC §9: partners and featured 4, 3 under 1200 px, 2 under
 * 767 px, and under 480 px 1 (featured) or 2 (partners), speed 1000 ms; services 2, 1 under
 * 480 px; testimonials 3 and team 4, autoplay at 1000 ms, breakpoints 1500, 1200, 991, 767
 * and 480. The CSS (carousel.css) mirrors the counts so slides have their width before
 * Swiper starts.
 */
interface Layout {
  perView: Record<number, number>;
  /** Milliseconds between automatic moves. */
  delay: number;
  /** Milliseconds a move takes. */
  speed: number;
}

export const CAROUSEL_LAYOUTS = {
  featured: { perView: { 0: 1, 480: 2, 767: 3, 1200: 4 }, delay: 3000, speed: 1000 },
  partners: { perView: { 0: 2, 480: 2, 767: 3, 1200: 4 }, delay: 3000, speed: 1000 },
  services: { perView: { 0: 1, 480: 2 }, delay: 3000, speed: 600 },
  testimonials: {
    perView: { 0: 1, 480: 1, 767: 2, 991: 2, 1200: 3, 1500: 3 },
    delay: 1000,
    speed: 600,
  },
  team: { perView: { 0: 1, 480: 2, 767: 2, 991: 3, 1200: 4, 1500: 4 }, delay: 1000, speed: 600 },
} as const satisfies Record<string, Layout>;

export type CarouselLayout = keyof typeof CAROUSEL_LAYOUTS;

export const CAROUSEL_GAP_PX = 24;
