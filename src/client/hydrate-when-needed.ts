/**
 * `client:needed`: an island that wakes when the visitor needs it, so a phone spends its first
 * seconds on the page and not on React. It hydrates at the first sign of the visitor on it (a
 * pointer over it, a touch, a press, focus, a key), at once where the address carries `param`
 * (a topic the island must choose), or `after` ms past the page's load (a slideshow's first
 * turn). Meanwhile the server's HTML works as it does without scripts; a click on one of its
 * links or buttons is held and given to the island once it is awake (to the page as it was,
 * should waking fail), so the first tap opens the lightbox rather than the picture's file.
 */
import type { ClientDirective } from 'astro';

export interface NeededOptions {
  after?: number;
  param?: string;
}

const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const hydrateWhenNeeded: ClientDirective = (load, options, island) => {
  const { after, param } = (
    typeof options.value === 'object' ? options.value : {}
  ) as NeededOptions;
  const held: HTMLElement[] = [];
  let woken = false;

  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('a[href], button');
    // A click that opens a new tab or window is the browser's, as without scripts.
    if (!control || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    held.push(control);
    wake();
  };

  const hydrate = async () => {
    try {
      const run = await load();
      await run();
    } finally {
      island.removeEventListener('click', hold, true);
      for (const control of held.splice(0)) control.click();
    }
  };

  const wake = () => {
    if (woken) return;
    woken = true;
    for (const sign of SIGNS) island.removeEventListener(sign, wake);
    void hydrate();
  };

  for (const sign of SIGNS) island.addEventListener(sign, wake, { passive: true });
  island.addEventListener('click', hold, true);
  if (param && new URLSearchParams(location.search).has(param)) return wake();
  if (after === undefined) return;
  const wait = () => setTimeout(wake, after);
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true });
};

export default hydrateWhenNeeded;
