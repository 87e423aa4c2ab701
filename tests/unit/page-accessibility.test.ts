/** The report's accessibility pass over a preview's changed pages (scripts/lib/preflight/kinds/page-accessibility.ts). */
import { describe, expect, it } from 'vitest';
import { findingWords } from '../../scripts/lib/preflight/finding.ts';
import { preflight } from '../../scripts/lib/preflight/preflight.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { inventedSnapshot } from '../helpers/invented-snapshot.ts';

const BLOCK =
  '<h2>How we hire</h2><h4>Step one</h4><p>Send us your papers <a href="https://forms.invented.example/apply"></a> and we call you back within a week.</p>';
const MAP = '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>';
const SCAN = '<p><img src="https://cdn.invented.example/notice-scan.jpg"></p>';

const snapshot: Snapshot = inventedSnapshot({
  menus: [{ id: 3, name: 'Careers', parent: null, children: [] }] as Snapshot['menus'],
  pages: [
    {
      id: 3,
      name: 'careers',
      blocks: [
        { name: 'Hiring', html: BLOCK },
        { name: 'Office map', html: `<p>Find us here.</p>${MAP}` },
      ],
      images: [],
    },
  ],
});

/** A built page: the site's own heading and markup around the editors' blocks. */
const page = (path: string, body: string) => ({
  path,
  title: 'Careers | Harbourline',
  html: `<html><head><title>Careers | Harbourline</title></head><body><header><h2>Site</h2><h4>Menu</h4></header><main><h1>Careers</h1>${body}</main></body></html>`,
});
const hiring = `<div class="rich-text">${BLOCK.replace('<h2>', '<h2>').replace('<h4>', '<h4>')}</div>`;
const map = `<div class="rich-text"><p>Find us here.</p><iframe data-src="https://www.google.com/maps/embed?pb=1" loading="lazy"></iframe><noscript><iframe src="https://www.google.com/maps/embed?pb=1"></iframe></noscript></div>`;

const found = (pages: ReturnType<typeof page>[], snap = snapshot) =>
  preflight({ snapshot: snap, live: null, backOffice: [], pages })
    .filter((finding) => finding.kind === 'accessibility')
    .map(findingWords);

describe('the accessibility pass over changed pages', () => {
  it("finds a skipped heading, an empty link and an untitled frame in editors' blocks, by their rows", () => {
    expect(found([page('/careers/', hiring + map)])).toEqual([
      'CMS menu contents › “Careers › Hiring” (Value): incorrect heading hierarchy on the page “Careers”: the heading “Step one” skips a level below the heading before it, so people who move through the page by its headings with a screen reader find a level missing. To fix: in the editor, make it one heading level below the heading before it.',
      'CMS menu contents › “Careers › Hiring” (Value): empty link on the page “Careers”: the link to https://forms.invented.example/apply has no words, so a screen reader reads out only its address and nobody else sees it. To fix: give the link words that say where it goes, or remove it.',
      'CMS menu contents › “Careers › Office map” (Value): frame without a title on the page “Careers”: the embedded frame from www.google.com is announced by a screen reader only as “frame”. To fix: add a title to the embed code, such as title="Map of our office".',
    ]);
  });

  it("leaves the site's own markup, titled frames and named links alone", () => {
    const fine =
      '<div class="rich-text"><h2>How we hire</h2><h3>Step one</h3><p><a href="/apply/"><img src="https://cdn.invented.example/a.png" alt="Apply"></a> then wait.</p><iframe data-src="https://www.google.com/maps/embed" title="Our office"></iframe></div>';
    expect(found([page('/careers/', fine)])).toEqual([]);
  });

  it('finds a block that is only a picture, by the picture, and says a block on many pages once', () => {
    const scanned = inventedSnapshot({
      notices: [
        {
          id: 4,
          title: 'Office hours',
          date: '2026-03-02',
          note: SCAN,
          file: null,
          show_on_homepage: true,
        },
      ] as Snapshot['notices'],
    });
    const block = `<div class="rich-text">${SCAN.replace('<img ', '<img loading="lazy" alt="" ')}</div>`;
    const said = found([page('/notice/', block), page('/notice/4/', block)], scanned);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^Notices › “Office hours” \(Note\): text in a picture only, on the page “Careers”: this block holds only the picture notice-scan\.jpg/,
    );
  });

  // Attack pass: one 500 KB block of 25,000 skipped headings took 183 s and held the publisher.
  it('names at most ten of one kind on a page, matching each block to its row once', () => {
    const block = `<h2>First</h2>${'<h2>a</h2><h4>b</h4>'.repeat(25_000)}`;
    const said = found([page('/careers/', `<div class="rich-text">${block}</div>`)]);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('“b”');
  });
});
