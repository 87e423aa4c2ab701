import { describe, expect, it } from 'vitest';
import { formatChanges, summariseChanges } from '../../scripts/lib/pull/changes.ts';
import { lossesBetween } from '../../scripts/lib/pull/losses.ts';
import { describeChanges } from '../../scripts/lib/webhook/desk/changes-said.ts';
import type { Manifest, Snapshot } from '../../src/cms/schema.ts';
import { menusOnly, tablesOnly } from '../fixtures/snapshots.ts';

const manifest = { files: {} } as unknown as Manifest;
const pulled = (snapshot: Snapshot) => ({ snapshot, manifest });

describe('parts of the site one pull emptied', () => {
  it("names each list that went from some rows to none by its back-office screen, in an editor's words", () => {
    const before = menusOnly();
    before.sliders.push({ ...before.sliders[0]!, id: 3 }, { ...before.sliders[0]!, id: 4 });
    const after = { ...menusOnly(), sliders: [], employees: [] };
    expect(lossesBetween(before, after)).toEqual([
      'Home slider: 3 slides last time, none now',
      'Employees: 1 employee last time, none now',
    ]);
  });

  it('names a table emptied, and a menu whose blocks or pictures are all gone while the menu stays', () => {
    const before = tablesOnly();
    const after = { ...tablesOnly(), tables: { ...tablesOnly().tables, gallery: [] } };
    expect(lossesBetween(before, after)).toEqual(['Gallery: 2 gallery photos last time, none now']);

    const menus = menusOnly();
    const emptied = {
      ...menus,
      pages: menus.pages.map((page) =>
        page.id === 2 ? { ...page, blocks: [] } : page.id === 4 ? { ...page, images: [] } : page,
      ),
    };
    expect(lossesBetween(menus, emptied)).toEqual([
      'CMS menu "About": 4 text blocks last time, none now',
      'CMS menu "Gallery": 2 image groups last time, none now',
    ]);
    expect(lossesBetween(menus, { ...menus, menus: [], pages: [] })).toEqual([
      'CMS menus: 8 menus last time, none now',
    ]);
  });

  it('names nothing on a first pull, for a part that shrank but kept rows, or for a menu deleted on its own', () => {
    expect(lossesBetween(null, menusOnly())).toEqual([]);
    const fewer = tablesOnly();
    fewer.tables.gallery.pop();
    expect(lossesBetween(tablesOnly(), fewer)).toEqual([]);
    const menus = menusOnly();
    const withoutGallery = {
      ...menus,
      menus: menus.menus.filter((menu) => menu.id !== 4),
      pages: menus.pages.filter((page) => page.id !== 4),
    };
    expect(lossesBetween(menus, withoutGallery)).toEqual([]);
  });

  it('puts each loss in the pull summary and the publish report, after the counts', () => {
    const changes = summariseChanges(pulled(menusOnly()), pulled({ ...menusOnly(), sliders: [] }));
    expect(formatChanges(changes)).toBe(
      'sliders +0 ~0 -1; Home slider: 1 slide last time, none now',
    );
    expect(describeChanges(changes)).toBe(
      '1 slide removed; Home slider: 1 slide last time, none now',
    );
  });
});
