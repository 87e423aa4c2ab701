/**
 * The template's decoration (shapes, backgrounds, patterns) uploaded as content: visitors see
 * a testimonial background or a "shape" as a card or a photo of its own.
 */
import type { Finding } from '../finding.ts';
import type { RowPicture } from '../rows.ts';

const DECORATION =
  /(^|[-_\s.])(shapes?|bg|backgrounds?|patterns?|decor|decoration|overlay|divider|texture)(?=[-_\s.\d]|$)/i;

/** Whether a file's name says it is decoration. */
export const isDecoration = (ref: string): boolean =>
  DECORATION.test((ref.split('/').pop() ?? ref).replace(/\.[a-z\d]+$/i, ''));

export function decorationImages(pictures: readonly RowPicture[]): Finding[] {
  return pictures.flatMap(({ place, ref }) =>
    isDecoration(ref)
      ? [
          {
            kind: 'decoration-image' as const,
            key: `decoration-image:${place.screen}:${place.row ?? ''}:${ref}`,
            where: [place],
            visitor: `the picture “${ref.split('/').pop()}” looks like the template's decoration (a shape or a background); visitors see it as content of its own.`,
            fix: `upload the photo meant for this row, or delete the row if it only held the decoration.`,
          },
        ]
      : [],
  );
}
