/** The bar the preview site adds to each page as it serves it (scripts/lib/webhook/http/preview-site/bar.ts). */
import { describe, expect, it } from 'vitest';
import { previewBar, withBar } from '../../scripts/lib/webhook/http/preview-site/bar.ts';
import { landingPath } from '../../scripts/lib/webhook/http/preview-site/server.ts';
import type { ReleaseRecord } from '../../scripts/lib/webhook/desk/release-records.ts';
import { CHANGE_KINDS } from '../../scripts/lib/pull/change-words.ts';
import type { ChangeSummary } from '../../scripts/lib/pull/changes.ts';

const none = {
  ...Object.fromEntries(CHANGE_KINDS.map((kind) => [kind, { added: 0, changed: 0, removed: 0 }])),
  losses: [],
} as unknown as ChangeSummary;
const record = (pages?: ReleaseRecord['pages']): ReleaseRecord => ({
  name: '2026-11-28T10-00-00-000Z',
  builtAt: '2026-11-28T10:00:00.000Z',
  by: 'Nadia <script>',
  changes: { ...none, notices: { added: 0, changed: 1, removed: 0 } },
  digest: 'd',
  findings: [],
  ...(pages ? { pages } : {}),
});
const back = 'https://publish.example/hooks/';

describe('the preview bar', () => {
  it('says the release is not live, who built it, what changed, and links back', () => {
    const bar = String(previewBar({ live: false, record: record(), back }));
    expect(bar).toContain('<strong>Preview, not live yet:</strong> visitors do not see this.');
    expect(bar).toContain('by Nadia &lt;script&gt;: 1 notice changed.');
    expect(bar).toContain(`<a href="${back}">Back to the publish page</a>`);
    expect(String(previewBar({ live: true, record: record(), back }))).toContain(
      '<strong>Live now:</strong> visitors see this release.',
    );
  });

  it('names a page whose title is a long run of spaces at once, cut at the last " | "', () => {
    const title = `a${' '.repeat(20_000)}b | Harbourline`;
    const bar = String(
      previewBar({
        live: false,
        record: record({ pages: [{ path: '/x/', title }], count: 1 }),
        back,
      }),
    );
    expect(bar).toMatch(/<a href="\/x\/">a {20000}b<\/a>/);
  });

  it('lists the changed pages by their titles, and counts those it leaves out', () => {
    const pages = [{ path: '/notice/', title: 'Notices & circulars | Harbourline' }];
    expect(
      String(previewBar({ live: false, record: record({ pages, count: 1 }), back })),
    ).toContain(
      '<summary>1 page looks different from the live website</summary>\n<ul><li><a href="/notice/">Notices &amp; circulars</a></li></ul>',
    );
    const twice = [...pages, { path: '/notice/17/', title: 'Notices & circulars | Harbourline' }];
    expect(
      String(previewBar({ live: false, record: record({ pages: twice, count: 2 }), back })),
    ).toContain(
      '<li><a href="/notice/">Notices &amp; circulars (/notice/)</a></li><li><a href="/notice/17/">Notices &amp; circulars (/notice/17/)</a></li>',
    );
    expect(
      String(previewBar({ live: false, record: record({ pages, count: 51 }), back })),
    ).toContain('<li>and 50 more pages</li>');
    expect(
      String(previewBar({ live: false, record: record({ pages: [], count: 0 }), back })),
    ).toContain('No page looks different from the live website.');
  });

  it('lists each changed row with its text before and after, as text, never as markup', () => {
    const rows: ReleaseRecord['rows'] = {
      listed: [
        {
          what: 'changed',
          place: { screen: 'Notices', row: 'Office <b>closed</b>', field: 'Note' },
          before: 'Closed on Friday.',
          after: 'Closed on <i>Saturday</i>.',
        },
        { what: 'added', place: { screen: 'Job circulars', row: 'Welder' } },
      ],
      count: 3,
    };
    const bar = String(previewBar({ live: false, record: { ...record(), rows }, back }));
    expect(bar).toContain('<summary>3 changes in the back office, row by row</summary>');
    expect(bar).toContain(
      '<span class="row-place">Notices › “Office &lt;b&gt;closed&lt;/b&gt;” (Note)</span><br><span class="row-was">Before: <del>Closed on Friday.</del></span><br><span class="row-now">After: <ins>Closed on &lt;i&gt;Saturday&lt;/i&gt;.</ins></span>',
    );
    expect(bar).toContain('<li><span class="row-place">Job circulars › “Welder”</span>: new</li>');
    expect(bar).toContain('<li>and 1 more change</li>');
  });

  it('goes first in the body, with its style sheet in the head, whatever the tags look like', () => {
    const bar = previewBar({ live: false, record: null, back });
    const page = withBar(
      '<html><head><title>T</title></head><BODY class="x"><h1>Hi</h1></BODY></html>',
      bar,
    );
    expect(page).toMatch(
      /^<html><head><title>T<\/title><link rel="stylesheet" href="\/__preview\/bar.css"><\/head><BODY class="x"><div class="preview-bar"[^]*<\/div><h1>Hi<\/h1>/,
    );
    expect(withBar('<h1>Bare</h1>', bar)).toMatch(
      /^<link rel="stylesheet"[^>]+><h1>Bare<\/h1><div class="preview-bar"/,
    );
  });
});

describe('where a link into the preview lands', () => {
  it('keeps a path on the preview site and turns anything else into the home page', () => {
    expect(landingPath('/our%20team/?x=1')).toBe('/our%20team/?x=1');
    for (const to of [
      null,
      '',
      '//evil.example/',
      '/\\evil.example',
      // A tab or a newline, which a browser drops, made `/\t/evil.example` a way off the site.
      '/\t/evil.example/phish',
      '/\n/evil.example/',
      'https://evil.example/',
      'notice/',
    ])
      expect(landingPath(to), String(to)).toBe('/');
  });
});
