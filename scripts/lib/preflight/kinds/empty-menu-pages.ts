/**
 * Menus with nothing on them: no text block and no picture. The website leaves them out of its
 * header, so what an editor meant to show there is shown nowhere.
 */
import type { Snapshot } from '../../../../src/cms/schema.ts';
import { siteMapOf } from '../../../../src/cms/site-map.ts';
import { flattenMenus } from '../../../../src/cms/snapshot-files.ts';
import type { Finding } from '../finding.ts';
import { OTHER_SCREENS } from '../../pull/screens.ts';

export function emptyMenuPages(snapshot: Snapshot): Finding[] {
  const names = new Map(flattenMenus(snapshot.menus).map((menu) => [menu.id, menu.name]));
  return siteMapOf(snapshot).emptyMenus.map((menu) => {
    const parent = menu.parent === null ? undefined : names.get(menu.parent);
    return {
      kind: 'empty-menu-page' as const,
      key: `empty-menu-page:${menu.id}`,
      where: [
        { screen: OTHER_SCREENS.menus, row: parent ? `${parent} › ${menu.name}` : menu.name },
      ],
      visitor: `this menu has no text and no pictures, so visitors do not find it in the website's menu${parent ? ` under “${parent}”` : ''}.`,
      fix: `add its text on “${OTHER_SCREENS.blocks}” or its pictures on “${OTHER_SCREENS.images}”, or delete the menu.`,
    };
  });
}
