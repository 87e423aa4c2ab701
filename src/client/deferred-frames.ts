/** Gives each frame src/cms/deferred-frames.ts deferred its address once the page has loaded. */
export function loadDeferredFrames(): void {
  const load = () => {
    for (const frame of document.querySelectorAll<HTMLIFrameElement>(
      '.rich-text iframe[data-src]',
    )) {
      frame.src = frame.dataset.src!;
      frame.removeAttribute('data-src');
    }
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
