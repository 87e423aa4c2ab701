/**
 * What editors should hear about their menus after a pull: a name that one of the site's own
 * pages already uses, and a page whose template (so its address) changed because of a Home
 * block named like the menu. Both still publish; the warning says where the page now is.
 */
import { reservedSectionOf } from '../../../src/cms/navigation.ts';
import type { Snapshot } from '../../../src/cms/schema.ts';
import { siteMapOf } from '../../../src/cms/site-map.ts';

export function menuWarnings(previous: Snapshot | null, next: Snapshot): string[] {
  const before = previous && siteMapOf(previous).entries;
  return [...siteMapOf(next).entries.values()].flatMap(({ menu, template: now, href }) => {
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
  });
}
