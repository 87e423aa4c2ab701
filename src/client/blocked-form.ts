/**
 * The template's demo forms (donate, volunteer, comment, newsletter) send nothing (SPEC §5).
 * They use method="dialog", which a browser never submits outside a dialog, with or without
 * JavaScript; here the browser's own checks run and a toast says nothing was sent.
 */
import { defineToastRegion, showToast } from './toast.ts';

export function initBlockedForms(): void {
  defineToastRegion();
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-blocked-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.reportValidity())
        showToast(form.dataset.blockedMessage ?? 'Nothing was sent.', 'info');
    });
  }
}
