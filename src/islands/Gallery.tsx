/**
 * An image grid with a PhotoSwipe lightbox (SPEC §2/§4): a click opens it at that image;
 * arrows, swipes and Escape work; the close button, a click outside or Escape close it and
 * reset the index to 0. Thumbnails are optimised images; each links to a large variant with
 * its real dimensions, which is also what a visitor without JavaScript gets.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import 'photoswipe/style.css';
import type { ResponsiveImage } from '../media/responsive-image.ts';
import { $lightboxIndex } from './state.ts';
import './gallery.css';
import { ResponsiveImg } from './ResponsiveImg.tsx';

/** The pictures in view as the page opens (a phone's first, a desktop's first row): not lazy, the first the page's largest. */
const FIRST_ROW = 3;

export interface GalleryImage {
  thumb: ResponsiveImage;
  large: { src: string; width: number; height: number };
  /** What the picture shows, where the CMS names it (a gallery group's caption). */
  caption?: string | undefined;
}

export default function Gallery({
  images,
  label,
  layout = 'rows',
  numbering,
}: {
  images: GalleryImage[];
  label: string;
  /** Where this page's pictures stand among all of them: the lightbox counts "25 / 48", as the names do. */
  numbering?: { first: number; total: number };
  /**
   * SPEC's 500 px rows (the template), or each picture at its own shape, never cropped: photos
   * three a row, a document's pages four, smaller, since a page is read in the lightbox.
   */
  layout?: 'rows' | 'photos' | 'pages';
}) {
  const grid = useRef<HTMLUListElement>(null);
  const index = useStore($lightboxIndex);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!grid.current) return;
    const lightbox = new PhotoSwipeLightbox({
      gallery: grid.current,
      children: 'a',
      pswpModule: () => import('photoswipe'),
      bgClickAction: 'close',
      // Opaque: at 0.8 the fixed header showed through, under the counter and the close button.
      bgOpacity: 1,
      closeTitle: 'Close',
      arrowPrevTitle: 'Previous image',
      arrowNextTitle: 'Next image',
      // The count is of every picture, across the pages of a long run, not of this page's.
      counter: false,
    });
    const { first, total } = numbering ?? { first: 1, total: images.length };
    lightbox.on('uiRegister', () => {
      lightbox.pswp?.ui?.registerElement({
        name: 'numbering',
        className: 'pswp__counter',
        appendTo: 'bar',
        order: 5,
        onInit: (element, pswp) => {
          const update = () => {
            element.textContent = `${first + pswp.currIndex} / ${total}`;
          };
          pswp.on('change', update);
          update();
        },
      });
    });
    lightbox.on('change', () => $lightboxIndex.set(lightbox.pswp?.currIndex ?? 0));
    lightbox.on('openingAnimationEnd', () => setOpen(true));
    lightbox.on('close', () => setOpen(false));
    lightbox.on('destroy', () => $lightboxIndex.set(0));
    lightbox.init();
    setReady(true);
    return () => lightbox.destroy();
  }, [numbering, images.length]);

  return (
    <ul
      ref={grid}
      className={
        layout === 'rows'
          ? 'gallery-grid'
          : `gallery-grid gallery-grid--natural gallery-grid--${layout}`
      }
      role="list"
      aria-label={label}
      data-lightbox-index={index}
      data-lightbox-ready={ready ? '' : undefined}
      data-lightbox-open={open ? '' : undefined}
    >
      {images.map(({ thumb, large, caption }, position) => (
        <li key={`${position}-${large.src}`}>
          <a href={large.src} data-pswp-width={large.width} data-pswp-height={large.height}>
            <ResponsiveImg
              image={thumb}
              loading={position < FIRST_ROW ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
            />
            {caption && <span className="gallery-grid__caption">{caption}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
