/** Client state shared between islands (nanostores: tiny, framework-free). */
import { atom } from 'nanostores';

/** The home page's pop-up is open: the hero slider holds still underneath it. */
export const $popupOpen = atom(false);

/** The lightbox's slide; SPEC §4: closing resets it to 0. */
export const $lightboxIndex = atom(0);

export interface Toast {
  message: string;
  tone: 'success' | 'error' | 'info';
}

/** The toast on screen (SPEC §5 messages); the forms' scripts set it, <toast-region> shows it. */
export const $toast = atom<Toast | null>(null);
