/** What the pull tells editors about how their content was read (src/cms/content/report.ts). */
import { describe, expect, it } from 'vitest';
import { contentReport } from '../../src/cms/content/report.ts';
import { bothStyles, menusOnly, tablesOnly } from '../fixtures/snapshots.ts';

describe("the pull's content report", () => {
  it('says which style each part came from', () => {
    expect(contentReport(menusOnly()).sources).toContain('about text: the menus (1)');
    expect(contentReport(tablesOnly()).sources).toEqual(
      expect.arrayContaining([
        'about text: the tables (2)',
        'mission and vision: the tables (2)',
        'companies: 0 from the menus, 1 from the tables',
      ]),
    );
  });

  it('lists the blocks shown as sections of their own, by menu, so editors see how their names were read', () => {
    expect(contentReport(menusOnly()).sections).toEqual([
      'menu 1 (Home): "Web Design"',
      'menu 2 (About): "Happy Clients", "Years", "Ayesha Rahman"',
    ]);
  });

  it('names a block the site does not show and why', () => {
    const snapshot = bothStyles();
    snapshot.tables.abouts = tablesOnly().tables.abouts;
    expect(contentReport(snapshot).unshown).toEqual(
      [
        'menu 5 (Products) has 0 block(s) or image group(s) but no page: a menu with children is a dropdown, and only its children have pages',
        'menu 2 (About), block "About" is not shown: the about table has the about page\'s text',
        'menu 8 (Contact), block "Address" is not shown: the contact page shows the general settings\' addresses in its place',
        'menu 8 (Contact), block "Email" is not shown: the contact page shows the general settings\' e-mail addresses in its place',
        'menu 8 (Contact), block "Phone" is not shown: the contact page shows the general settings\' phone numbers in its place',
      ].filter((line) => !line.startsWith('menu 5')),
    );
  });

  it('says nothing of a Contact block the contact page shows', () => {
    const snapshot = menusOnly();
    snapshot.settings = { ...snapshot.settings, phone: null, phone2: null, phone3: null };
    expect(contentReport(snapshot).unshown.filter((line) => line.includes('"Phone"'))).toEqual([]);
  });

  it('names the blocks of a menu that has no page', () => {
    const snapshot = menusOnly();
    snapshot.pages
      .find((page) => page.id === 5)!
      .blocks.push({ name: 'Our products', html: '<p>Rice and tea.</p>' });
    expect(contentReport(snapshot).unshown[0]).toBe(
      'menu 5 (Products) has 1 block(s) or image group(s) but no page: a menu with children is a dropdown, and only its children have pages',
    );
  });
});
