/**
 * The language a CMS text is written in, where it is not the site's English: editors write
 * some notices in Bengali. A `lang` attribute lets screen readers switch voice and browsers
 * pick the right shaping and hyphenation.
 */

/** Scripts the group's editors write in, with the language the site marks them as. */
const SCRIPTS: ReadonlyArray<{ letters: RegExp; lang: string }> = [
  { letters: /\p{Script=Bengali}/gu, lang: 'bn' },
];

/** The language of a text written mostly in another script than Latin, or undefined for English. */
export function langOf(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  for (const { letters, lang } of SCRIPTS) {
    if ((text.match(letters)?.length ?? 0) > latin) return lang;
  }
  return undefined;
}
