/**
 * Nothing an editor enters is silently dropped: the committed sample, built, shows every block,
 * every picture, every notice and circular, every table row and every setting of its snapshot
 * somewhere a visitor can reach, blocks in the editors' order, and no editor HTML as source code.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sha256 } from '../../src/lib/sha256.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentReport } from '../../src/cms/content/report.ts';
import { mediaRefsOf } from '../../src/cms/media-refs.ts';
import { isImageRef } from '../../src/cms/media-types.ts';
import { noticeTitle } from '../../src/cms/notices.ts';
import { plainText } from '../../src/cms/sanitise.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { htmlPages } from '../helpers/astro-build.ts';
import { testSite } from '../helpers/test-site.ts';

let snapshot: Snapshot;
let pages: Map<string, string>;
/** Every page's visible text, and every page's HTML, each joined once. */
let allText: string;
let squeezed: string;
let allHtml: string;

const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The first words of a text, as a page shows them. */
const opening = (html: string) => plainText(html, 60).replace(/…$/, '').trim();

beforeAll(async () => {
  const site = testSite('sample');
  snapshot = await loadSnapshot(site.snapshot);
  pages = await htmlPages(site.dist);
  allHtml = [...pages.values()].join('\n');
  allText = textOf(allHtml);
  squeezed = allText.replace(/\s+/g, '');
});

describe('the sample, built', () => {
  it("shows every block of every menu, and no block's HTML as text", () => {
    for (const page of snapshot.pages) {
      for (const block of page.blocks) {
        const words = opening(block.html);
        // Compared without spaces: a tag between two words becomes a space on the page, not in plain text.
        if (words)
          expect(
            squeezed.includes(words.replace(/\s+/g, '')),
            `menu ${page.id} (${page.name}), block "${block.name}": ${words}`,
          ).toBe(true);
      }
    }
    expect(allText).not.toMatch(/<\/?(p|span|div|strong)\b/);
  });

  it("shows a generic page's blocks in the editors' order", () => {
    const careers = snapshot.pages.find((page) => page.name === 'Careers')!;
    const text = textOf(pages.get(`careers/${careers.id}/index.html`)!);
    const at = careers.blocks.map((block) => text.indexOf(block.name));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('publishes every picture of the snapshot, in at least one variant on a page', async () => {
    const stemOf = (ref: string) =>
      basename(ref)
        .replace(/\.[^.]+$/, '')
        .replace(/[^A-Za-z0-9_-]+/g, '_');
    // Files with the same bytes share one published name, the first ref's (one portrait per person).
    const digests = new Map<string, string[]>();
    for (const ref of [...mediaRefsOf(snapshot)].filter(isImageRef).sort()) {
      const digest = sha256(await readFile(join(testSite('sample').snapshot, 'media', ref)));
      digests.set(digest, [...(digests.get(digest) ?? []), ref]);
    }
    const missing = [...digests.values()].filter(
      (refs) => !refs.some((ref) => allHtml.includes(`/_astro/${stemOf(ref)}.`)),
    );
    expect(missing).toEqual([]);
  });

  it('lists every notice and job circular, each with a page of its own', () => {
    const notices = textOf(pages.get('notice/index.html')!);
    for (const [kind, list] of [
      ['notice', snapshot.notices],
      ['circular', snapshot.circulars],
    ] as const) {
      for (const notice of list) {
        expect(notices, `${kind} ${notice.id}`).toContain(noticeTitle(notice, kind));
        expect(pages.has(`pdfShow/${kind}/${notice.id}/index.html`), `${kind} ${notice.id}`).toBe(
          true,
        );
      }
    }
  });

  it('shows every row of every table', () => {
    const { tables } = snapshot;
    const names = [
      ...tables.team.map((member) => member.name),
      ...tables.services.map((service) => service.title),
      ...tables.companies.map((company) => company.title),
      ...tables.testimonials.map((testimonial) => testimonial.review.slice(0, 40)),
      ...tables.portfolios.map((entry) => entry.slug!),
    ];
    for (const name of names) expect(allText.includes(name), name).toBe(true);
  });

  it('shows every phone, e-mail and address of the settings on every page, and every social profile', () => {
    const home = pages.get('index.html')!;
    const { settings } = snapshot;
    for (const value of [
      settings.phone,
      settings.phone2,
      settings.email,
      settings.email2,
      settings.address,
      settings.address2,
    ]) {
      expect(home, String(value)).toContain(value!);
    }
    for (const link of [settings.facebook_url, settings.google_url, settings.linkedin_url])
      expect(home, String(link)).toContain(`href="${link}"`);
  });

  it('leaves nothing out that the pull would have to warn about', () => {
    expect(contentReport(snapshot).unshown).toEqual([]);
  });
});
