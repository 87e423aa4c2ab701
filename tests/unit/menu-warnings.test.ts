import { describe, expect, it } from 'vitest';
import { menuWarnings } from '../../scripts/lib/pull/menu-warnings.ts';
import type { MenuPage, Snapshot } from '../../src/cms/schema.ts';
import { EMPTY_TABLES, SETTINGS, menu } from '../fixtures/snapshots.ts';

const menus = [
  menu(1, 'Home'),
  menu(2, 'About', null, [menu(6, 'Founders', 2)]),
  menu(30, 'Service'),
];
const page = (id: number, name: string, blocks: string[] = []): MenuPage => ({
  id,
  name,
  blocks: blocks.map((block) => ({ name: block, html: '<p>Text</p>' })),
  images: [],
});
/** A snapshot of these menus, the Home menu holding the blocks named. */
const snapshot = (homeBlocks: string[]): Snapshot => ({
  settings: SETTINGS,
  sliders: [],
  notices: [],
  circulars: [],
  employees: [],
  menus,
  pages: [
    page(1, 'Home', homeBlocks),
    page(2, 'About'),
    page(6, 'Founders', ['Our founders']),
    page(30, 'Service', ['Our service']),
  ],
  tables: EMPTY_TABLES,
});

describe('menu warnings after a pull', () => {
  it("name a menu whose name one of the site's own pages uses, and where its page is", () => {
    expect(menuWarnings(null, snapshot([]))).toEqual([
      "menu 30 (Service) has a name the site's own pages use (/service/…); its page is /service-page/30/",
    ]);
  });

  it('name a menu with nothing on it, which the website leaves out, by its screen and its parent', () => {
    const empty = snapshot([]);
    empty.pages = empty.pages.map((one) => (one.id === 6 ? { ...one, blocks: [] } : one));
    expect(menuWarnings(null, empty)).toContain(
      'CMS menus: "Founders" under "About" has no text and no pictures, so the website leaves it out of its menu. Add content to it, or delete it.',
    );
    expect(menuWarnings(null, snapshot([])).join('\n')).not.toContain('no text and no pictures');
    // A name holding quotes cannot make the sentence say another menu is meant.
    const quoted = (one: MenuPage) =>
      one.id === 6 ? { ...one, name: 'Founders" under "Home' } : one;
    empty.pages = empty.pages.map(quoted);
    empty.menus = empty.menus.map((one) =>
      one.id === 2
        ? {
            ...one,
            children: one.children.map((child) => ({ ...child, name: 'Founders" under "Home' })),
          }
        : one,
    );
    expect(menuWarnings(null, empty)).toContain(
      'CMS menus: "Founders\\" under \\"Home" under "About" has no text and no pictures, so the website leaves it out of its menu. Add content to it, or delete it.',
    );
  });

  it('name a menu that became a company page because of a Home block, and back', () => {
    const before = snapshot([]);
    const after = snapshot(['Founders']);
    expect(menuWarnings(before, after)).toContain(
      'menu 6 (Founders) is now a company page because the Home menu now has a block named "Founders"; its page is /company/6/founders/',
    );
    expect(menuWarnings(after, before)).toContain(
      'menu 6 (Founders) is now a generic page because the Home menu no longer has a block named "Founders"; its page is /founders/6/',
    );
  });
});
