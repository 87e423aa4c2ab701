/** What a page says of itself in its head: a description from the first words it shows, and the picture it is shared with. */
import { descriptiveName } from '../alt-text.ts';
import { plainText } from '../sanitise.ts';
import type { Picture, Section } from './sections.ts';

/** A picture a page may be shared with (src/media/share-image.ts cuts it to the card). */
export interface SharedPicture {
  /** A media ref the page shows. */
  ref: string | null | undefined;
  alt: string;
}

/** Search engines show about 155 characters of a description. */
export const DESCRIPTION_LENGTH = 155;

export function pageDescription(
  sections: ReadonlyArray<Pick<Section, 'html'>>,
): string | undefined {
  for (const section of sections) {
    const text = plainText(section.html, DESCRIPTION_LENGTH);
    if (text) return text;
  }
  return undefined;
}

/** The picture a page is shared with: the first it shows, named by its caption, its described file name, else the page (`place`). */
export function pagePicture(
  pictures: readonly Picture[],
  sections: ReadonlyArray<Pick<Section, 'pictures'>>,
  place: string,
): SharedPicture | undefined {
  const first = pictures[0] ?? sections.find((section) => section.pictures.length > 0)?.pictures[0];
  return first && { ref: first.ref, alt: first.caption ?? descriptiveName(first.ref) ?? place };
}
