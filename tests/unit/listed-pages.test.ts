/**
 * The sitemap's crawl reads each built page by a scan of its text (src/integrations/listed-pages.ts):
 * it must find what a parser finds, whatever quoting the CMS's HTML uses, and nothing that a
 * parser would take for text.
 */
import { describe, expect, it } from 'vitest';
import { factsOf, pageFacts } from '../../src/integrations/listed-pages.ts';

const head =
  '<head><meta charset="utf-8"><link rel="canonical" href="https://site.example/notice/?a=1&amp;b=2">' +
  '<meta name="robots" content="index, follow"><meta property="article:published_time" content="2026-11-01"></head>';

describe('a built page’s facts for the sitemap', () => {
  it('finds links quoted either way or bare, with entities decoded, and the head’s facts', () => {
    const facts = factsOf(
      `<!doctype html><html>${head}<body>` +
        `<a class="x" href="/about/1/">About</a><a href='/our%20team/'>Team</a><A HREF=/contact/>Contact</A>` +
        `<a data-href="/not-a-link/" href="/notice/?page=2&amp;sort=date">Next</a><a name="top">no href</a></body></html>`,
    );
    expect(facts).toEqual({
      links: ['/about/1/', '/our%20team/', '/contact/', '/notice/?page=2&sort=date'],
      canonical: 'https://site.example/notice/?a=1&b=2',
      noindex: false,
      published: '2026-11-01',
    });
  });

  it('skips what a parser takes for text: scripts, styles and comments', () => {
    const facts = factsOf(
      '<html><head><!-- <link rel="canonical" href="/wrong/"> --><meta name="robots" content="noindex"></head><body>' +
        '<script>const a = \'<a href="/from-script/">\';</script><style>a[href="/x/"]{}</style>' +
        '<!-- <a href="/from-comment/"> --><a href="/real/">Real</a></body></html>',
    );
    expect(facts).toEqual({
      links: ['/real/'],
      canonical: undefined,
      noindex: true,
      published: undefined,
    });
  });

  it('follows only the links of a page’s <main> but the home page’s, and finds <main> after the head', () => {
    const page = Buffer.from(
      '<html><head><meta name="description" content="Closed: </main><main>"><link rel="canonical" href="https://site.example/notice/1/"></head>' +
        '<body><header><a href="/about/1/">About</a></header><main id="main"><a href="/notice/2/">Next</a></main>' +
        '<footer><a href="/contact/">Contact</a></footer></body></html>',
    );
    expect(pageFacts(page, false)).toEqual({
      links: ['/notice/2/'],
      canonical: 'https://site.example/notice/1/',
      noindex: false,
      published: undefined,
    });
    expect(pageFacts(page, true).links).toEqual(['/about/1/', '/notice/2/', '/contact/']);
  });
});
