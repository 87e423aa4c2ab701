import { describe, expect, it } from 'vitest';
import { deferFrames } from '../../src/cms/deferred-frames.ts';
import {
  MAX_BLOCK_CHARACTERS,
  MAX_NESTING,
  headingsBelow,
  isPlainText,
  plainText,
  sanitise,
  withinLimits,
} from '../../src/cms/sanitise.ts';

/** Payloads editors' HTML could carry (OWASP filter-evasion classics and friends). */
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name=a></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<base href="https://evil.example/">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<a href="//evil.example/">x</a>',
  '<details open ontoggle=alert(1)>',
  '<button formaction=javascript:alert(1)>x</button>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><script>alert(1)</script></xmp>',
  '<iframe src="https://www.openstreetmap.org/export/embed.html"><script>alert(1)</script></iframe>',
];

describe('sanitise: XSS corpus', () => {
  it.each(XSS)('neutralises %s', (payload) => {
    // As pages show it: sanitised, then its frames deferred.
    const html = deferFrames(sanitise(payload)).html;
    expect(html).not.toMatch(
      /<script|<style|<object|<embed|<form|<meta|<link|<base|<svg|<math|<button|<details|<body/i,
    );
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:|srcdoc|style=/i);
    expect(html).not.toMatch(/href="\/\//);
    expect(html).not.toContain('evil.example');
  });
});

describe('sanitise: what editors need', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<h3>Title</h3><p><strong>Bold</strong> <em>it</em> <a href="https://example.org/x">link</a> <a href="mailto:a@b.example">mail</a> <a href="tel:+1555">call</a></p><ul><li>one</li></ul><table><tr><td colspan="2">c</td></tr></table>';
    expect(sanitise(html)).toBe(html);
  });

  it('keeps the map embed from the allow-list, lazily loaded', () => {
    const html = sanitise(
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" width="600" height="450" title="Map"></iframe>',
    );
    expect(html).toContain('src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4"');
    expect(html).toContain('loading="lazy"');
    expect(sanitise('<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>')).toContain(
      'google.com/maps/embed',
    );
    expect(sanitise('<iframe src="https://www.google.com/search?q=x"></iframe>')).toBe('');
  });

  it('adds rel=noopener to links that open a new window and drops stray targets', () => {
    expect(sanitise('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitise('<a href="https://example.org" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
  });

  it("writes links to the site's pages as the site spells them, so following one is not redirected", () => {
    expect(
      sanitise(
        '<a href="/contact">Contact</a> <a href="/about/2?x=1#team">About</a> <a href="/notice/rss.xml">Feed</a>',
      ),
    ).toBe(
      '<a href="/contact/">Contact</a> <a href="/about/2/?x=1#team">About</a> <a href="/notice/rss.xml">Feed</a>',
    );
  });

  it('keeps https images and drops relative ones, which would show broken', () => {
    expect(sanitise('<img src="https://example.org/a.jpg" alt="A">')).toBe(
      '<img src="https://example.org/a.jpg" alt="A" loading="lazy" />',
    );
    expect(sanitise('<p><img src="/media/a.jpg"><img src=x></p>')).toBe('<p></p>');
  });

  it('demotes h1 so the page keeps one main heading', () => {
    expect(sanitise('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });
});

describe('plain text typed in the back office', () => {
  it('joins a line break typed inside a sentence, and keeps one after a sentence, before an item or on a short line', () => {
    expect(
      sanitise(
        'Riverbend Group has placed workers with\r\nemployers in eleven countries since 2009.\r\nWe train every worker.',
      ),
    ).toBe(
      '<p>Riverbend Group has placed workers with employers in eleven countries since 2009.<br>We train every worker.</p>',
    );
    expect(sanitise('Services:\n- Visa\n- Tickets\nHead office\nDhaka')).toBe(
      '<p>Services:<br>- Visa<br>- Tickets<br>Head office<br>Dhaka</p>',
    );
    expect(sanitise('Short line\nwhich goes on in lower case')).toBe(
      '<p>Short line which goes on in lower case</p>',
    );
  });
});

describe('plainText', () => {
  it('strips tags, decodes entities and shortens on a word', () => {
    expect(plainText('<p>Harbour &amp; Crest</p>\n<p>hires&nbsp;nurses</p>')).toBe(
      'Harbour & Crest hires nurses',
    );
    expect(plainText('<p>one two three four</p>', 10)).toBe('one two…');
  });
});

describe('limits on one block', () => {
  it('cuts a block nested deeper than the limit where it gets too deep, and says so', () => {
    const cuts: string[] = [];
    const html = `<p>kept</p>${'<div>'.repeat(200_000)}lost${'</div>'.repeat(200_000)}`;
    const safe = sanitise(html, (reason) => cuts.push(reason));
    expect(cuts).toEqual([
      `cut at character ${11 + 5 * MAX_NESTING}: nested deeper than ${MAX_NESTING} elements`,
    ]);
    expect(safe.startsWith('<p>kept</p><div>')).toBe(true);
    expect(safe).not.toContain('lost');
    expect(safe.match(/<div>/g)).toHaveLength(MAX_NESTING);
  });

  it('cuts a block longer than the limit between nodes, and keeps ordinary blocks whole', () => {
    const paragraph = '<p>Harbour &amp; Crest places nurses overseas.</p>';
    const long = paragraph.repeat(Math.ceil((MAX_BLOCK_CHARACTERS * 2) / paragraph.length));
    const limited = withinLimits(long);
    expect(limited.cut).toMatch(new RegExp(`longer than ${MAX_BLOCK_CHARACTERS} characters`));
    expect(limited.html.length).toBeLessThanOrEqual(MAX_BLOCK_CHARACTERS);
    expect(sanitise(long).endsWith('</p>')).toBe(true);
    for (const ordinary of [
      '<br>'.repeat(500),
      '<p>a'.repeat(500),
      '<ul>' + '<li>x'.repeat(500) + '</ul>',
      paragraph.repeat(1000),
    ]) {
      expect(withinLimits(ordinary)).toEqual({ html: ordinary });
    }
  });
});

describe('headings of a block placed under a heading of the page', () => {
  it('continue the outline: an h3 straight under the h1 becomes an h2, and those under it follow', () => {
    expect(headingsBelow('<h3>At a glance</h3><p>x</p><h4 id="b">Offices</h4>', 1)).toBe(
      '<h2>At a glance</h2><p>x</p><h3 id="b">Offices</h3>',
    );
  });

  it('demotes headings that would outrank the section they are in, never past h6', () => {
    expect(headingsBelow('<h2>Title</h2><h6>Fine print</h6>', 3)).toBe(
      '<h4>Title</h4><h6>Fine print</h6>',
    );
  });

  it('leaves text that only mentions a heading as it is', () => {
    const safe = sanitise('<p>The &lt;h3&gt; tag</p><h4>Note</h4>');
    expect(headingsBelow(safe, 2)).toBe('<p>The &lt;h3&gt; tag</p><h3>Note</h3>');
  });
});

describe('hostile text (attack pass after issue 32)', () => {
  it('reads 200,000 unclosed tags as plain text at once, escaped', () => {
    const text = '<a'.repeat(200_000);
    expect(isPlainText(text)).toBe(true);
    expect(sanitise(text)).not.toContain('<a');
  });
});
