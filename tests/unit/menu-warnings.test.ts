import { describe, expect, it } from 'vitest';
import { menuWarnings } from '../../scripts/lib/menu-warnings.ts';
import type { MenuNode, MenuPage } from '../../src/cms/schema.ts';

const menu = (id: number, name: string, parent: number | null = null, children: MenuNode[] = []): MenuNode => ({
  id,
  name,
  parent,
  children,
});
const menus = [menu(1, 'Home'), menu(2, 'About', null, [menu(6, 'History', 2)]), menu(30, 'Service')];
const page = (id: number, name: string, blocks: Record<string, string> = {}): MenuPage => ({ id, name, blocks, images: {} });
const pages = (homeBlocks: Record<string, string>) => [
  page(1, 'Home', homeBlocks),
  page(2, 'About'),
  page(6, 'History'),
  page(30, 'Service'),
];

describe('menu warnings after a pull', () => {
  it("name a menu whose name one of the site's own pages uses, and where its page is", () => {
    expect(menuWarnings(null, { menus, pages: pages({}) })).toEqual([
      "menu 30 (Service) has a name the site's own pages use (/service/…); its page is /service-page/30/",
    ]);
  });

  it('name a menu that became a company page because of a Home block, and back', () => {
    const before = { menus, pages: pages({}) };
    const after = { menus, pages: pages({ History: '<p>Since 1990</p>' }) };
    expect(menuWarnings(before, after)).toContain(
      'menu 6 (History) is now a company page because the Home menu now has a block named "History"; its page is /company/6/history/',
    );
    expect(menuWarnings(after, before)).toContain(
      'menu 6 (History) is now a history page because the Home menu no longer has a block named "History"; its page is /history/6/',
    );
  });
});
