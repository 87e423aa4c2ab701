/** Toasts for the forms: `showToast` anywhere, shown by the page's one `<toast-region>`. */
import { $toast, type Toast } from '../islands/state.ts';

const VISIBLE_MS = 5000;

export function showToast(message: string, tone: Toast['tone']): void {
  $toast.set({ message, tone });
}

class ToastRegion extends HTMLElement {
  private unsubscribe: (() => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  connectedCallback(): void {
    const box = this.querySelector<HTMLElement>('[data-toast]');
    if (!box) return;
    this.unsubscribe = $toast.subscribe((toast) => {
      clearTimeout(this.timer);
      // The live region stays in place (a hidden one is often not announced); it only empties.
      box.textContent = toast?.message ?? '';
      if (!toast) return;
      box.dataset.tone = toast.tone;
      this.timer = setTimeout(() => $toast.set(null), VISIBLE_MS);
    });
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
  }
}

export function defineToastRegion(): void {
  if (!customElements.get('toast-region')) customElements.define('toast-region', ToastRegion);
}
