/**
 * <site-search>: shows the header's search button and, on first use, loads Pagefind's
 * interface (`/pagefind/pagefind-ui.js` and its CSS, written by src/integrations/search-integration.ts)
 * into the dialog. Ctrl+K or ⌘K opens it too. From file:// (the offline archive) it stays
 * hidden: the browser refuses to fetch the index there.
 */
const BUNDLE = '/pagefind/';
const LOAD_FAILED = 'The search could not be loaded. The notices table lists every notice.';

interface PagefindResult {
  meta: Record<string, string>;
}
declare global {
  interface Window {
    PagefindUI?: new (options: Record<string, unknown>) => unknown;
  }
}

function loadOnce(tag: 'script' | 'link', url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = document.createElement(tag);
    if (element instanceof HTMLScriptElement) element.src = url;
    else if (element instanceof HTMLLinkElement)
      Object.assign(element, { rel: 'stylesheet', href: url });
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => reject(new Error(`could not load ${url}`)));
    document.head.append(element);
  });
}

/** Each result shows the section it belongs to (About, Companies, Notices…) before its excerpt. */
function withSection(result: PagefindResult): PagefindResult {
  const { section, ...meta } = result.meta;
  return section ? { ...result, meta: { ...meta, Section: section } } : result;
}

class SiteSearch extends HTMLElement {
  private loading: Promise<void> | undefined;

  connectedCallback(): void {
    if (location.protocol === 'file:') return;
    const dialog = this.querySelector<HTMLDialogElement>('[data-search-dialog]');
    const open = this.querySelector<HTMLButtonElement>('[data-search-open]');
    const close = this.querySelector<HTMLButtonElement>('[data-search-close]');
    if (!dialog || !open || !close) return;
    this.hidden = false;
    open.addEventListener('click', () => void this.open(dialog));
    // A page's own "Search the site" button (the 404 page), shown only where the search works.
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-site-search-open]')) {
      button.hidden = false;
      button.addEventListener('click', () => void this.open(dialog));
    }
    close.addEventListener('click', () => dialog.close());
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    document.addEventListener('keydown', (event) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !dialog.open) {
        event.preventDefault();
        void this.open(dialog);
      }
    });
  }

  private async open(dialog: HTMLDialogElement): Promise<void> {
    dialog.showModal();
    const status = this.querySelector<HTMLElement>('[data-search-status]')!;
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    try {
      await this.loading;
      status.textContent = '';
      this.querySelector<HTMLInputElement>('.pagefind-ui__search-input')?.focus();
    } catch {
      status.textContent = LOAD_FAILED;
    }
  }

  private async load(): Promise<void> {
    await Promise.all([
      loadOnce('link', `${BUNDLE}pagefind-ui.css`),
      loadOnce('script', `${BUNDLE}pagefind-ui.js`),
    ]);
    if (!window.PagefindUI) throw new Error('Pagefind UI missing');
    new window.PagefindUI({
      element: this.querySelector('[data-search-ui]'),
      bundlePath: BUNDLE,
      showSubResults: false,
      showImages: false,
      resetStyles: false,
      processResult: withSection,
      translations: {
        placeholder: 'Search pages, companies, people and notices',
        zero_results:
          'Nothing found for [SEARCH_TERM]. Try a shorter or another word, or go to a page below.',
      },
    });
  }
}

export function defineSiteSearch(): void {
  if (!customElements.get('site-search')) customElements.define('site-search', SiteSearch);
}
