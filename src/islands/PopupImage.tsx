/**
 * The pop-up image of the general settings (SPEC §4): opens on load, once per visit (browser
 * session) for each image, and closes by its button, Escape or a click outside. A modal
 * <dialog> traps focus while open; when it closes, focus goes back where it was: an element the
 * visitor had focused, or else the top of the page, so the next Tab reaches the skip link
 * instead of whatever follows the dialog in the page.
 */
import { useEffect, useRef } from 'react';
import type { ResponsiveImage } from '../media/responsive-image.ts';
import { $popupOpen } from './state.ts';
import '../styles/dialog.css';
import './popup.css';
import { ResponsiveImg } from './ResponsiveImg.tsx';

/** The session's record that this image was shown; without storage (blocked, full) it shows on each visit. */
function shownThisVisit(key: string): boolean {
  try {
    if (sessionStorage.getItem(key) !== null) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused: the pop-up still works, it just cannot remember.
  }
  return false;
}

/** Focus back to `opener`, or to the top of the page: the start of the document becomes where sequential focus goes on from. */
function restoreFocus(opener: HTMLElement | null) {
  if (opener && opener !== document.body && opener.isConnected) return opener.focus();
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

export default function PopupImage({ image, label }: { image: ResponsiveImage; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || shownThisVisit(`popup-shown:${image.src}`)) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onClose = () => {
      $popupOpen.set(false);
      restoreFocus(opener);
    };
    element.addEventListener('close', onClose);
    element.showModal();
    $popupOpen.set(true);
    return () => element.removeEventListener('close', onClose);
  }, [image.src]);

  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-label={label}
      // The dialog has no padding: a click that lands on the dialog itself is on its backdrop.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <button type="button" className="dialog-close" onClick={() => dialog.current?.close()}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Close</span>
      </button>
      <ResponsiveImg image={image} className="popup__image" />
    </dialog>
  );
}
