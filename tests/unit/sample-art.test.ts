/**
 * The drawn pictures of the committed sample and the demo pages (issue 26, item 3): each list
 * shows each picture once, a person is one drawing wherever they appear, documents are shown
 * whole, lettering is in the site's faces and fits its space, and drawing is repeatable.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTS } from '../../src/demo/blog.ts';
import { CAUSES } from '../../src/demo/causes.ts';
import { EVENTS } from '../../src/demo/events.ts';
import { PROJECTS } from '../../src/demo/projects.ts';
import { TEAM } from '../../src/demo/team.ts';
import { TESTIMONIALS } from '../../src/demo/testimonials.ts';
import { ART } from '../../scripts/lib/sample/art-list.ts';
import { pageBox } from '../../packages/sample-art/art/document.ts';
import { measure, paragraph, wrap, type TextStyle } from '../../packages/sample-art/art/type.ts';
import { PORTRAITS } from '../../scripts/lib/sample/content.ts';
import { drawArt, svgOf } from '../../packages/sample-art/images.ts';
import { STAFF, staffPortrait } from '../../scripts/lib/sample/records.ts';

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const demoScene = (number: number) =>
  `src/demo/images/scene-${String(number).padStart(2, '0')}.jpg`;
const demoPerson = (number: number) =>
  `src/demo/images/person-${String(number).padStart(2, '0')}.jpg`;
const distinct = (values: string[]) => new Set(values).size;

describe('demo pictures', () => {
  it.each([
    ['/cause', CAUSES.map((cause) => cause.images)],
    ['/event', EVENTS.map((event) => event.image)],
    ['/blog', POSTS.map((post) => post.image)],
    ['/project', PROJECTS.map((project) => project.images)],
  ])('%s shows a different drawing on every card', (_page, numbers) => {
    expect(distinct(numbers.map((number) => sha(demoScene(number))))).toBe(numbers.length);
  });

  it('gives no two records, of any list, the same picture', () => {
    const numbers = [
      ...CAUSES.map((c) => c.images),
      ...EVENTS.map((e) => e.image),
      ...POSTS.map((p) => p.image),
      ...PROJECTS.map((p) => p.images),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('draws the team and the testimonials’ authors as twelve different people', () => {
    const people = [
      ...TEAM.map((member) => member.image),
      ...TESTIMONIALS.map((testimonial) => testimonial.image),
    ];
    expect(distinct(people.map((number) => sha(demoPerson(number))))).toBe(12);
  });
});

describe('sample pictures', () => {
  it('shows each partner on the Message tabs with the very photo of the staff list', () => {
    const partners = Object.values(PORTRAITS);
    partners.forEach((ref, index) =>
      expect(sha(`snapshot/media/${ref}`), STAFF[index]![0]).toBe(
        sha(`snapshot/media/${staffPortrait(index)}`),
      ),
    );
  });

  it('draws every member of staff as someone else', () => {
    const photos = STAFF.slice(0, -1).map((_, index) =>
      sha(`snapshot/media/${staffPortrait(index)}`),
    );
    expect(distinct(photos)).toBe(photos.length);
  });

  it('sets every word of every drawing as outlines in the site’s faces, never as system-font text', () => {
    for (const spec of ART) expect(svgOf(spec), spec.ref).not.toMatch(/<text[\s>]/);
  });

  it('keeps a document’s whole page inside the gallery’s cropped tiles at phone and desktop widths', () => {
    // The gallery grid fills 500 px high tiles with object-fit: cover: about 0.72 wide per 1 high
    // at 390 px (one column) and 0.78 at 1280 px (three).
    for (const spec of ART.filter((art) => art.kind === 'certificate' || art.kind === 'profile')) {
      const page = pageBox(spec.width, spec.height);
      for (const aspect of [0.7, 0.8]) {
        const shownWidth = Math.min(spec.width, spec.height * aspect);
        const shownHeight = Math.min(spec.height, spec.width / aspect);
        expect(page.x, spec.ref).toBeGreaterThanOrEqual((spec.width - shownWidth) / 2);
        expect(page.y, spec.ref).toBeGreaterThanOrEqual((spec.height - shownHeight) / 2);
      }
    }
  });

  it('draws the same bytes every time', async () => {
    const logo = ART.find((spec) => spec.ref === 'siteSettings/logo.png')!;
    expect((await drawArt(logo)).equals(await drawArt(logo))).toBe(true);
  });
});

describe('lettering', () => {
  const headline: TextStyle = { size: 96, fill: '#000', face: 'serif', weight: 700 };
  const long =
    'Annual report 2025 published: revenue grew fourteen per cent, 1,240 candidates were placed in eleven countries';

  it('wraps a headline into lines that each fit the width', () => {
    const lines = wrap(long, 1000, headline);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line, headline)).toBeLessThanOrEqual(1000);
    expect(lines.join(' ')).toBe(long);
  });

  it('steps a paragraph’s size down until it fits its lines', () => {
    const { height } = paragraph(long, 0, 0, 1000, headline, { maxLines: 3, leading: 1.1 });
    expect(height).toBeLessThanOrEqual(96 * 1.1 * 3);
  });

  it('kerns the site’s faces (a T over an r sits closer than their advances)', () => {
    const style: TextStyle = { size: 100, fill: '#000', face: 'serif', weight: 600 };
    expect(measure('Tr', style)).toBeLessThan(measure('T', style) + measure('r', style));
  });
});
