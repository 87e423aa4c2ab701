/**
 * What editors should hear about their menus after a pull: a name that one of the site's own
 * pages already uses, a page whose template (so its address) changed because of a Home block
 * named like the menu, and a menu with nothing on it, which the site leaves out. All still
 * publish; the warning says where the page now is, or how to bring it back.
 */
import { reservedSectionOf } from '../../../src/cms/navigation.ts';
import type { Snapshot } from '../../../src/cms/schema.ts';
import { siteMapOf } from '../../../src/cms/site-map.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';

export function menuWarnings(previous: Snapshot | null, next: Snapshot): string[] {
  const before = previous && siteMapOf(previous).entries;
  const map = siteMapOf(next);
  const names = new Map(flattenMenus(next.menus).map((menu) => [menu.id, menu.name]));
  const empty = map.emptyMenus.map((menu) => {
    const parent = menu.parent === null ? undefined : names.get(menu.parent);
    // Quoted as JSON strings: a name holding quotes cannot change what the sentence says.
    const quoted = JSON.stringify(menu.name);
    return `CMS menus: ${quoted}${parent ? ` under ${JSON.stringify(parent)}` : ''} has no text and no pictures, so the website leaves it out of its menu. Add content to it, or delete it.`;
  });
  return [
    ...empty,
    ...[...map.entries.values()].flatMap(({ menu, template: now, href }) => {
      const where = `menu ${menu.id} (${menu.name})`;
      const warnings: string[] = [];
      const section = reservedSectionOf(menu);
      if (section)
        warnings.push(
          `${where} has a name the site's own pages use (/${section}/…); its page is ${href}`,
        );
      const was = before?.get(menu.id)?.template;
      if (was && was !== now && (was === 'company' || now === 'company')) {
        const why =
          now === 'company'
            ? `the Home menu now has a block named "${menu.name}"`
            : `the Home menu no longer has a block named "${menu.name}"`;
        warnings.push(
          `${where} is now ${now === 'company' ? 'a company page' : `a ${now} page`} because ${why}; its page is ${href}`,
        );
      }
      return warnings;
    }),
  ];
}
