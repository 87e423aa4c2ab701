/** The demo sign-in forms: SPEC §5 checks and toasts, then the redirect. No server call. */
import { authOutcome, type AuthKind } from '../forms/auth.ts';
import { defineToastRegion, showToast } from './toast.ts';

/** Long enough to read the success toast before the next page. */
const REDIRECT_DELAY_MS = 1500;

export function initAuthForms(): void {
  defineToastRegion();
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-auth-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const values = Object.fromEntries(
        [...new FormData(form)].map(([key, value]) => [
          key,
          typeof value === 'string' ? value : value.name,
        ]),
      );
      const outcome = authOutcome(form.dataset.authForm as AuthKind, values);
      for (const field of form.querySelectorAll<HTMLInputElement>('input[name]')) {
        if (outcome.invalid.includes(field.name)) field.setAttribute('aria-invalid', 'true');
        else field.removeAttribute('aria-invalid');
      }
      form.querySelector<HTMLInputElement>('[aria-invalid]')?.focus();
      showToast(outcome.toast, outcome.ok ? 'success' : 'error');
      if (outcome.redirect)
        setTimeout(() => window.location.assign(outcome.redirect!), REDIRECT_DELAY_MS);
    });
  }
}
