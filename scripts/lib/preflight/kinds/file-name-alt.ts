/**
 * Pictures shown without a caption whose alt text comes from their file's name (alt-text.ts):
 * the back office keeps no description, so a screen reader says the name an editor's computer
 * gave the file. Said so an editor can check the name describes the picture.
 */
import { descriptiveName } from '../../../../src/cms/alt-text.ts';
import type { Finding } from '../finding.ts';
import type { RowPicture } from '../rows.ts';

export function fileNameAlt(pictures: readonly RowPicture[]): Finding[] {
  return pictures.flatMap(({ place, ref, uncaptioned }) => {
    const alt = uncaptioned ? descriptiveName(ref) : undefined;
    return alt
      ? [
          {
            kind: 'file-name-alt' as const,
            key: `file-name-alt:${place.screen}:${ref}`,
            where: [place],
            visitor: `people using a screen reader hear this picture described by its file's name, “${alt}”.`,
            fix: `if that does not say what the picture shows, upload it again under a name that does (the back office has no field for a description).`,
          },
        ]
      : [];
  });
}
