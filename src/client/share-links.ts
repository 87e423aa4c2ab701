/**
 * <share-links>: the browser's own share sheet where it has one (phones, most), and a button
 * that copies the page's address. Both buttons are hidden in the HTML: without this script, or
 * without either ability, the plain links beside them (WhatsApp, Facebook, LinkedIn) share.
 */
class ShareLinks extends HTMLElement {
  connectedCallback(): void {
    const { url = location.href, title = document.title } = this.dataset;
    const share = this.querySelector<HTMLButtonElement>('[data-share]');
    const copy = this.querySelector<HTMLButtonElement>('[data-copy]');
    const status = this.querySelector('[data-copy-status]');
    if (share && typeof navigator.share === 'function') {
      share.hidden = false;
      share.addEventListener('click', () => {
        // A visitor who closes the share sheet rejects the promise: nothing to report.
        navigator.share({ title, url }).catch(() => {});
      });
    }
    if (copy && status && navigator.clipboard) {
      copy.hidden = false;
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(url).then(
          () => (status.textContent = 'Link copied'),
          () => (status.textContent = 'The link could not be copied'),
        );
      });
    }
  }
}

customElements.define('share-links', ShareLinks);
