/**
 * Holds a Swiper's autoplay while keyboard focus is inside it, while the pointer is over it
 * unless `hover` is false (WCAG 2.2.2: a carousel without its own pause button is paused so), and
 * whenever `stopped` says so. Returns the handlers for the wrapper, and `held`, for the slides'
 * live region (announced only while the slides stand still).
 */
import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

export function useHeldAutoplay(
  swiper: RefObject<SwiperInstance | null>,
  stopped: boolean,
  { hover = true } = {},
) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (held || stopped) autoplay.stop();
    else autoplay.start();
  }, [swiper, held, stopped]);
  return {
    held: held || stopped,
    handlers: {
      ...(hover ? { onMouseEnter: () => setHeld(true), onMouseLeave: () => setHeld(false) } : {}),
      onFocus: () => setHeld(true),
      onBlur: (event: FocusEvent<HTMLElement>) =>
        !event.currentTarget.contains(event.relatedTarget) && setHeld(false),
    },
  };
}
