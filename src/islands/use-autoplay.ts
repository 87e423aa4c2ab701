/**
 * A carousel's autoplay: the next slide `delay` ms after the last move ended (rewinding after the
 * last), held while keyboard focus is inside, while the pointer is over it unless `hover` is false
 * (WCAG 2.2.2: a carousel without its own pause button is paused so), and whenever `stopped` says
 * so. All the carousels use of Swiper's Autoplay module, which weighed more on the home page
 * (docs/performance.md). Returns the handlers for the wrapper, and `held`, for the slides'
 * live region (announced only while the slides stand still).
 */
import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

export function useAutoplay(
  swiper: RefObject<SwiperInstance | null>,
  delay: number,
  stopped: boolean,
  { hover = true } = {},
) {
  const [held, setHeld] = useState(false);
  const still = held || stopped;
  useEffect(() => {
    const instance = swiper.current;
    if (!instance || still) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => instance.slideNext(), delay);
    };
    // A move by the visitor (swipe, arrow key, dot) also restarts the wait.
    instance.on('slideChangeTransitionEnd', wait);
    wait();
    return () => {
      clearTimeout(timer);
      instance.off('slideChangeTransitionEnd', wait);
    };
  }, [swiper, delay, still]);
  return {
    held: still,
    handlers: {
      ...(hover ? { onMouseEnter: () => setHeld(true), onMouseLeave: () => setHeld(false) } : {}),
      onFocus: () => setHeld(true),
      onBlur: (event: FocusEvent<HTMLElement>) =>
        !event.currentTarget.contains(event.relatedTarget) && setHeld(false),
    },
  };
}
