/** A picture made at build time (src/media/responsive-image.ts) as an <img>; loading, class and the like pass through. */
import type { ImgHTMLAttributes } from 'react';
import type { ResponsiveImage } from '../media/responsive-image.ts';

type Props = { image: ResponsiveImage; alt?: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
>;

export function ResponsiveImg({ image, alt = image.alt, ...attributes }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      {...attributes}
    />
  );
}
