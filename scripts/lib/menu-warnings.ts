/**
 * What editors should hear about their menus after a pull: a name that one of the site's own
 * pages already uses, and a page whose template (so its address) changed because of a Home
 * block named like the menu. Both still publish; the warning says where the page now is.
 */
import { RESERVED_SECTIONS, companyNames, findMenu, hrefOf, menuPath, pathSegment, templateOf } from '../../src/cms/navigation.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { flattenMenus } from '../../src/cms/snapshot-files.ts';

type Menus = Pick<Snapshot, 'menus' | 'pages'>;

const companiesOf = ({ menus, pages }: Menus) => {
  const home = findMenu(menus, 'Home');
  return companyNames(pages.find((page) => page.id === home?.id));
};

export function menuWarnings(previous: Menus | null, next: Menus): string[] {
  const companies = companiesOf(next);
  const before = previous
    ? new Map(flattenMenus(previous.menus).map((menu) => [menu.id, templateOf(menu, companiesOf(previous))]))
    : undefined;
  return flattenMenus(next.menus).flatMap((menu) => {
    const where = `menu ${menu.id} (${menu.name})`;
    const href = hrefOf(menuPath(menu, companies));
    const warnings: string[] = [];
    const section = pathSegment(menu.name.toLowerCase());
    if (RESERVED_SECTIONS.has(section)) warnings.push(`${where} has a name the site's own pages use (/${section}/…); its page is ${href}`);
    const was = before?.get(menu.id);
    const now = templateOf(menu, companies);
    if (was && was !== now && (was === 'company' || now === 'company')) {
      const why =
        now === 'company'
          ? `the Home menu now has a block named "${menu.name}"`
          : `the Home menu no longer has a block named "${menu.name}"`;
      warnings.push(`${where} is now ${now === 'company' ? 'a company page' : `a ${now} page`} because ${why}; its page is ${href}`);
    }
    return warnings;
  });
}
