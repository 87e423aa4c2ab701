/**
 * Swiper's core on markup the island renders itself (`.swiper > .swiper-wrapper > .swiper-slide`),
 * started once the island runs, with its autoplay from `use-autoplay.ts`. Swiper's React wrapper
 * and its A11y, Keyboard, Pagination and Autoplay modules weigh on the home page (docs/performance.md); the
 * islands give the same with their own markup: slide labels, dots, arrow keys while focus is
 * inside the carousel (not, as Swiper's Keyboard does, on every carousel in view at once), and
 * a slide that gets keyboard focus brought into view by Swiper itself. Left to the browser, the
 * focus would scroll the frame under Swiper's transform: the link half hidden, and Next and
 * Previous moving the counter but not the slides.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

export function useSwiper(options: SwiperOptions, onChange?: (swiper: Swiper) => void) {
  const element = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  useEffect(() => {
    const instance = new Swiper(element.current!, {
      ...options,
      // Keeps visibleSlides up to date, so focus moves the carousel only to a slide out of view.
      watchSlidesProgress: true,
      on: onChange && { init: onChange, slideChange: onChange, snapGridLengthChange: onChange },
    });
    swiper.current = instance;
    const onFocus = (event: FocusEvent) => {
      const slide = (event.target as Element).closest<HTMLElement>('.swiper-slide');
      if (!slide || instance.visibleSlides?.includes(slide)) return;
      instance.el.scrollLeft = 0;
      // After the browser's own scrolling to the focused element, which is undone again.
      requestAnimationFrame(() => {
        instance.el.scrollLeft = 0;
        instance.slideTo(instance.slides.indexOf(slide), 0);
      });
    };
    instance.el.addEventListener('focus', onFocus, true);
    return () => {
      instance.el.removeEventListener('focus', onFocus, true);
      instance.destroy();
      swiper.current = null;
    };
    // Started once: Swiper reads its options at start, as the React wrapper did.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options and onChange are read at start only
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft') swiper.current?.slidePrev();
    if (event.key === 'ArrowRight') swiper.current?.slideNext();
  };
  return { element, swiper, onKeyDown };
}

/** What Swiper's A11y module put on each slide. */
export const slideLabel = (index: number, count: number) =>
  ({
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${index + 1} / ${count}`,
  }) as const;
