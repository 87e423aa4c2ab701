/**
 * What an island knows only once it runs in the browser, read through useSyncExternalStore so the
 * first render matches the HTML the build wrote and the next one shows the browser's answer.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while hydrating the build's HTML, true once the island runs in the browser. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onReducedMotionChange(change: () => void) {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/** Whether the visitor asks for reduced motion; false in the build's HTML. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(
    onReducedMotionChange,
    () => matchMedia(REDUCED_MOTION).matches,
    () => false,
  );

/** A parameter of the page's query (`?about=11`); null in the build's HTML, which has none. */
export const useQueryParam = (name: string): string | null =>
  useSyncExternalStore(
    never,
    () => new URLSearchParams(location.search).get(name),
    () => null,
  );
