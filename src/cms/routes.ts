/**
 * Which menus get a page, and with which template. The site generates exactly the pages it
 * links to: every leaf of the header menu and the footer's four menus.
 */
import { FOOTER_MENUS, findMenu, linkedMenus, templateOf, type Template } from './navigation.ts';
import type { MenuNode } from './schema.ts';

export function pageMenus(tree: readonly MenuNode[]): MenuNode[] {
  const footer = FOOTER_MENUS.map((name) => findMenu(tree, name)).filter((menu): menu is MenuNode => menu !== undefined);
  const byId = new Map([...linkedMenus(tree), ...footer].map((menu) => [menu.id, menu]));
  return [...byId.values()];
}

export function menusWithTemplate(tree: readonly MenuNode[], companies: ReadonlySet<string>, template: Template): MenuNode[] {
  return pageMenus(tree).filter((menu) => templateOf(menu, companies) === template);
}
