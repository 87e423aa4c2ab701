/**
 * The pop-up image of the general settings (SPEC §4): opens on load, closes by its button,
 * Escape or a click outside. A modal <dialog> traps focus while open; focus goes back to
 * where it was when it closes.
 */
import { useEffect, useRef } from 'react';
import type { ResponsiveImage } from '../cms/responsive-image.ts';
import { $popupOpen } from './state.ts';
import '../styles/dialog.css';
import './popup.css';
import { ResponsiveImg } from './ResponsiveImg.tsx';

export default function PopupImage({ image, label }: { image: ResponsiveImage; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onClose = () => {
      $popupOpen.set(false);
      opener?.focus();
    };
    element.addEventListener('close', onClose);
    element.showModal();
    $popupOpen.set(true);
    return () => element.removeEventListener('close', onClose);
  }, []);

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
