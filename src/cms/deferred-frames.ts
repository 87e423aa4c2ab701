/**
 * An editor's embed (the office map) asks another host for a page, its scripts and its tiles.
 * In the HTML a phone fetches it beside the page's own first picture, so each frame of a
 * sanitised block waits for the page's `load` (src/client/deferred-frames.ts), its address in
 * `data-src`; without scripts, a `<noscript>` copy with its `src` shows instead.
 */

/**
 * A frame as sanitise() writes it: attribute values quoted and escaped, so no `<` or `>` in
 * them. What an editor typed inside is raw text to a browser up to the first `</iframe>`,
 * and never shown: it is left out.
 */
const FRAME = /<iframe ([^<>]*)>[^]*?<\/iframe>/g;
/** One attribute as sanitise() writes it: a name, then its value in double quotes, which it never holds. */
const ATTRIBUTE = /([^\s="]+)="([^"]*)"/g;

/** The block with its frames deferred, and how many there were. */
export function deferFrames(html: string): { html: string; frames: number } {
  let frames = 0;
  const deferred = html.replace(FRAME, (frame, attributes: string) => {
    // Read attribute by attribute: a title's value may hold the words ` src="`.
    let found = false;
    const later = attributes.replace(ATTRIBUTE, (pair, name: string, value: string) => {
      if (name !== 'src') return pair;
      found = true;
      return `data-src="${value}"`;
    });
    if (!found) return frame;
    frames += 1;
    return `<iframe ${later}></iframe><noscript><iframe ${attributes}></iframe></noscript>`;
  });
  return { html: deferred, frames };
}
