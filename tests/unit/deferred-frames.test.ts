import { describe, expect, it } from 'vitest';
import { deferFrames } from '../../src/cms/deferred-frames.ts';
import { sanitise } from '../../src/cms/sanitise.ts';

const MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&amp;layer=mapnik';

describe("an editor's embed waits for the page", () => {
  it('keeps its address in data-src, and a <noscript> copy that loads without scripts', () => {
    const { html, frames } = deferFrames(
      sanitise(`<p>Find us</p><iframe src="${MAP}" title="Map" width="600"></iframe>`),
    );
    expect(frames).toBe(1);
    const [shown, copy] = html.split('<noscript>');
    expect(shown).toContain(`<iframe data-src="${MAP}" title="Map" width="600"`);
    expect(shown).not.toMatch(/\ssrc=/);
    expect(copy).toContain(`<iframe src="${MAP}" title="Map"`);
    expect(html).toMatch(/^<p>Find us<\/p>/);
  });

  it('defers a frame whose editor left fallback text inside it, which no browser shows', () => {
    const { html, frames } = deferFrames(
      sanitise(`<iframe src="${MAP}">Your browser <b>cannot</b> show maps</iframe>`),
    );
    expect(frames).toBe(1);
    expect(html).not.toContain('cannot');
  });

  it('moves only the real address, never words of a title that look like one', () => {
    const { html } = deferFrames(
      sanitise(`<iframe title='Office src="https://x.example"' src="${MAP}"></iframe>`),
    );
    expect(html).toContain('title="Office src=&quot;https://x.example&quot;" data-src=');
  });

  // Issue 49: a title whose value ended in ` src=` took the deferral, and the frame loaded at once.
  it('defers the frame whose title ends in the words src=', () => {
    const { html, frames } = deferFrames(sanitise(`<iframe title='x src=' src="${MAP}"></iframe>`));
    expect(frames).toBe(1);
    const [shown] = html.split('<noscript>');
    expect(shown).toContain(`<iframe title="x src=" data-src="${MAP}"`);
    expect(shown).not.toMatch(/\ssrc="https/);
  });

  it('leaves a block without frames as it was', () => {
    const block = sanitise('<p>Sunday to Thursday, <a href="https://example.org/">9 to 6</a></p>');
    expect(deferFrames(block)).toEqual({ html: block, frames: 0 });
  });
});
