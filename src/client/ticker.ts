/**
 * `<notice-ticker>`: makes its list scroll continuously at a steady reading speed. A notice that
 * gets keyboard focus stops it and is brought into view; leaving the ticker starts it again.
 */
const PIXELS_PER_SECOND = 50;

class NoticeTicker extends HTMLElement {
  connectedCallback(): void {
    const rail = this.querySelector<HTMLElement>('.ticker__rail');
    const list = rail?.querySelector<HTMLElement>('.ticker__list');
    if (!rail || !list || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A second copy, hidden from assistive technology and the tab order, closes the loop.
    const copy = list.cloneNode(true) as HTMLElement;
    copy.setAttribute('aria-hidden', 'true');
    copy.querySelectorAll('a').forEach((link) => (link.tabIndex = -1));
    rail.append(copy);
    // Timed by the list's width once the page is laid out anyway: asked for now, the width
    // would lay the page out in this task, a long one on a phone.
    const sized = new ResizeObserver(([entry]) => {
      sized.disconnect();
      const width = entry?.borderBoxSize[0]?.inlineSize ?? 0;
      rail.style.animationDuration = `${Math.max(10, width / PIXELS_PER_SECOND)}s`;
      this.classList.add('is-running');
    });
    sized.observe(list);
    this.addEventListener('focusin', (event) => {
      this.classList.add('is-held');
      (event.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    this.addEventListener('focusout', (event) => {
      if (this.contains(event.relatedTarget as Node | null)) return;
      this.classList.remove('is-held');
    });
  }
}

export function defineNoticeTicker(): void {
  if (!customElements.get('notice-ticker')) customElements.define('notice-ticker', NoticeTicker);
}
