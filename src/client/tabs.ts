/** `<tab-set>`: turns a server-rendered list of panels into ARIA tabs once JavaScript runs. */
class TabSet extends HTMLElement {
  private tabs: HTMLButtonElement[] = [];

  connectedCallback(): void {
    const list = this.querySelector<HTMLElement>('[role="tablist"]');
    this.tabs = [...this.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    if (!list || this.tabs.length === 0) return;
    list.hidden = false;
    this.classList.add('is-enhanced');
    this.select(0, false);
    this.tabs.forEach((tab, index) =>
      tab.addEventListener('click', () => this.select(index, true)),
    );
    list.addEventListener('keydown', (event) => this.onKey(event));
  }

  private onKey(event: KeyboardEvent): void {
    const current = this.tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = this.tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.select(next, true);
  }

  private select(index: number, focus: boolean): void {
    this.tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) this.tabs[index]?.focus();
  }
}

export function defineTabSet(): void {
  if (!customElements.get('tab-set')) customElements.define('tab-set', TabSet);
}
