/** What a page says of itself in its head: a description from the first words it shows. */
import { plainText } from '../sanitise.ts';
import type { Section } from './sections.ts';

/** Search engines show about 155 characters of a description. */
export const DESCRIPTION_LENGTH = 155;

export function pageDescription(sections: ReadonlyArray<Pick<Section, 'html'>>): string | undefined {
  for (const section of sections) {
    const text = plainText(section.html, DESCRIPTION_LENGTH);
    if (text) return text;
  }
  return undefined;
}
