import { describe, expect, it } from 'vitest';
import { layoutOf, section, sectionsOfPage, uniqueIds } from '../../src/cms/content/sections.ts';
import type { MenuPage } from '../../src/cms/schema.ts';

const page: MenuPage = {
  id: 2,
  name: 'About',
  blocks: [
    { name: 'About', html: '<p>Founded in 1990.</p>' },
    { name: 'Happy Clients', html: '<p>500+</p>' },
    { name: 'Ayesha Rahman', html: '<p>“They found us a warehouse.”</p>' },
    { name: 'Empty', html: '<p>&nbsp;</p>' },
  ],
  images: [
    { name: 'Ayesha Rahman', files: ['cms/ContentImage/ayesha.jpg'] },
    { name: 'Opening day', files: ['cms/ContentImage/opening.jpg'] },
  ],
};

describe('sections of a page', () => {
  it("makes every block a section in the editors' order, with the image group of its name beside it", () => {
    const sections = sectionsOfPage(page, () => true);
    expect(
      sections.map((item) => [item.heading, item.pictures.map((picture) => picture.ref)]),
    ).toEqual([
      ['About', []],
      ['Happy Clients', []],
      ['Ayesha Rahman', ['cms/ContentImage/ayesha.jpg']],
      ['Opening day', ['cms/ContentImage/opening.jpg']],
    ]);
  });

  it('shows an image group without a block as a section captioned by its name', () => {
    const [opening] = sectionsOfPage(page, (name) => name === 'Opening day');
    expect(opening).toMatchObject({
      heading: 'Opening day',
      html: '',
      pictures: [{ ref: 'cms/ContentImage/opening.jpg', caption: 'Opening day' }],
    });
    expect(opening!.origin).toBe('menu 2 (About), image group "Opening day"');
  });

  it('never leaves a heading standing alone: a block with no words and no picture is not a section', () => {
    expect(sectionsOfPage(page, () => true).map((item) => item.heading)).not.toContain('Empty');
    expect(section('Heading', '<p> </p>', [], 'x')).toEqual([]);
  });

  it('makes anchors unique on a page', () => {
    const twice = [
      ...section('Services', '<p>a</p>', [], 'a'),
      ...section('Services', '<p>b</p>', [], 'b'),
    ];
    expect(uniqueIds(twice).map((item) => item.id)).toEqual(['services', 'services-2']);
  });

  it('lays figures out in a row, three or more short texts with a picture as cards, the rest as features', () => {
    const text = (heading: string, html: string, pictures = 0) =>
      section(
        heading,
        html,
        Array.from({ length: pictures }, (_, index) => ({
          ref: `${heading}-${index}.jpg`,
          caption: null,
        })),
        heading,
      );
    const layout = layoutOf([
      ...text('Intro', '<p>A long introduction to the group and its work.</p>'),
      ...text('Years', '<p>34</p>'),
      ...text('Clients', '<p>500+</p>'),
      ...text('Ann', '<p>Quote</p>', 1),
      ...text('Bob', '<p>Quote</p>', 1),
      ...text('Cid', '<p>Quote</p>', 1),
      ...text('Dee', '<p>Quote</p>', 1),
    ]);
    expect(layout.map((group) => group.kind)).toEqual(['feature', 'figures', 'cards']);
    expect(layout[2]).toMatchObject({
      kind: 'cards',
      sections: [{ heading: 'Ann' }, { heading: 'Bob' }, { heading: 'Cid' }, { heading: 'Dee' }],
    });
  });
});
