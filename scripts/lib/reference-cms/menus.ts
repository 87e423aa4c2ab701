/**
 * The 2022-style CMS (CMS-API §1.5 to §1.7): the menu tree, each menu's blocks and its image
 * groups, as the back office answers them. Blocks come in the page's order (the rows' order
 * in Postgres), a menu without any answers 204 with no body, and the menu id is cast by
 * Postgres, so text there fails with a 500. Image groups come in a GROUP BY's order, a
 * one-file group as a string, bare storage names; a menu without images answers a null map.
 */
import type { MenuNode, MenuPage, Snapshot } from '../../../src/cms/schema.ts';
import type { Endpoints } from '../settings/cms-endpoints.ts';
import { json, noContent, serverError, type Answer } from './answers.ts';
import { hashOrder } from './orderings.ts';
import type { Route } from './routes.ts';

const menuOf = (menu: MenuNode): object => ({
  id: menu.id,
  name: menu.name,
  parent: menu.parent,
  children: menu.children.map(menuOf),
});

/** Postgres's cast of text to an integer column: digits with an optional sign and spaces, within 32 bits; else null. */
export function postgresInteger(text: string): number | null {
  if (!/^\s*[+-]?[0-9]+\s*$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= 2 ** 31 - 1 ? value : null;
}

/** A menu's blocks: name → html in the page's order, a repeated name in its first place with its last value; null for none. */
export function blockMap(page: MenuPage | undefined): Map<string, string> | null {
  return page && page.blocks.length > 0
    ? new Map(page.blocks.map((block) => [block.name, block.html]))
    : null;
}

export function menuContents(page: MenuPage | undefined): Answer {
  const blocks = blockMap(page);
  return blocks ? json({ menu_contents: blocks }) : noContent;
}

/** A menu's image groups in hash order; a group of one file is that file, of none is not there. */
export function contentImages(page: MenuPage | undefined): Answer {
  const groups = new Map(
    (page?.images ?? [])
      .filter((group) => group.files.length > 0)
      .map((group) => [group.name, group.files]),
  );
  if (groups.size === 0) return json({ content_images: null });
  const ordered = hashOrder([...groups.keys()]).map((name): [string, string | string[]] => {
    const files = groups.get(name)!;
    return [name, files.length === 1 ? files[0]! : files];
  });
  return json({ content_images: new Map(ordered) });
}

export function menuRoutes(snapshot: Snapshot, endpoints: Endpoints): Route[] {
  const pages = new Map(snapshot.pages.map((page) => [page.id, page]));
  return [
    {
      template: endpoints.menus,
      configured: true,
      answer: () => json({ menus: snapshot.menus.map(menuOf) }),
    },
    {
      template: endpoints.menuContents,
      configured: true,
      param: 'str',
      answer: ({ id }) => {
        const menuId = postgresInteger(id);
        return menuId === null ? serverError : menuContents(pages.get(menuId));
      },
    },
    {
      template: endpoints.contentImages,
      configured: true,
      param: 'int',
      answer: ({ id }) => contentImages(pages.get(Number(id))),
    },
  ];
}
