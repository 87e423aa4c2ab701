/**
 * The 2022-style CMS as tables (CMS-API §2.17): menus, blocks and image rows with ids, as the
 * back office's row-by-row views list them. The snapshot keeps no such ids, so they are
 * numbered here: menus take their place in the tree as position, blocks and images are
 * numbered in the snapshot's order (the rows' order, so creation order). Two views answer
 * per menu: its blocks and images together (the images always `[]`, the view's bug) and its
 * image rows (400 when it has none).
 */
import type { MenuNode, Snapshot } from '../../../src/cms/schema.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { json, missing } from './answers.ts';
import { fileUrl } from './file-uri.ts';
import { blockMap } from './menus.ts';
import { byNumber, newestFirst } from './orderings.ts';
import type { Route } from './routes.ts';
import { listSerializer, type Row } from './serializers.ts';
import { app, table, type Table } from './tables.ts';

interface MenuRef {
  id: number;
  name: string;
  parent: { id: number; name: string } | null;
}

/** Every menu, each parent before its children, as `{id, name, parent: {id, name} | null}`. */
function menuRefs(snapshot: Snapshot): MenuRef[] {
  const names = new Map(flattenMenus(snapshot.menus).map((menu) => [menu.id, menu.name]));
  return flattenMenus<MenuNode>(snapshot.menus).map(({ id, name, parent }) => ({
    id,
    name,
    parent: parent === null ? null : { id: parent, name: names.get(parent) ?? '' },
  }));
}

const menuRows = (snapshot: Snapshot): Row[] =>
  menuRefs(snapshot).map((menu, index) => ({ ...menu, position: index + 1 }));

/** The pages in the menus' order, each with its menu's reference. */
const pagesInOrder = (snapshot: Snapshot) => {
  const pages = new Map(snapshot.pages.map((page) => [page.id, page]));
  return menuRefs(snapshot).flatMap((menu) => {
    const page = pages.get(menu.id);
    return page ? [{ menu, page }] : [];
  });
};

const blockRows = (snapshot: Snapshot): Row[] =>
  pagesInOrder(snapshot)
    .flatMap(({ menu, page }) =>
      page.blocks.map((block) => ({ name: block.name, value: block.html, cms_menu: menu })),
    )
    .map((row, index) => ({ id: index + 1, ...row }));

const imageRows = (snapshot: Snapshot): Row[] =>
  pagesInOrder(snapshot)
    .flatMap(({ menu, page }) =>
      page.images.flatMap((group) =>
        group.files.map((image) => ({ head: group.name, image, cms_menu: menu })),
      ),
    )
    .map((row, index) => ({ id: index + 1, ...row }));

export const MENU_TABLES: Record<string, Table> = {
  menus: table('cms_menu', {
    key: 'menus',
    columns: ['name', 'position'],
    files: [],
    nested: ['parent'],
    rows: menuRows,
    order: byNumber('position'),
    missing: "CMSMenu id - {id} does't exists",
    serializers: { all: (_table, row) => ({ id: row.id, name: row.name, parent: row.parent }) },
    paths: { all: `${app('cms_menu')}without_pagination/all/` },
  }),
  blocks: table('cms_menu_content', {
    key: 'menu_items',
    columns: ['name', 'value'],
    files: [],
    nested: ['cms_menu'],
    rows: blockRows,
    // Not in CMS-API: written the way its siblings' are.
    missing: "CMSMenuContent id - {id} does't exists",
    paths: { all: `${app('cms_menu_content')}without_pagination/all/` },
  }),
  images: table('cms_menu_content_image', {
    key: 'content_images',
    columns: ['head', 'image'],
    files: ['image'],
    nested: ['cms_menu'],
    rows: imageRows,
    missing: "CMSMenuContentImage id - {id} does't exists",
    serializers: {
      all: (_table, row) => ({
        id: row.id,
        cms_menu: row.cms_menu,
        head: row.head,
        image: fileUrl(row.image as string),
      }),
    },
    paths: { all: `${app('cms_menu_content_image')}without_pagination/all/` },
  }),
};

/** The two views that answer per menu from these tables. */
export function menuTableRoutes(snapshot: Snapshot): Route[] {
  const pages = new Map(snapshot.pages.map((page) => [page.id, page]));
  const images = MENU_TABLES.images!;
  const imagesByMenu = Map.groupBy(
    [...images.rows(snapshot)].sort(newestFirst),
    (row) => (row.cms_menu as MenuRef).id,
  );
  return [
    {
      template: '/cms_menu/api/v1/cms_menu/get_all_menu_content_and_image_by_cms_menu_id/{id}',
      param: 'int',
      answer: ({ id }) =>
        json({ menu_contents: blockMap(pages.get(Number(id))) ?? [], content_images: [] }),
    },
    {
      template: '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/{id}',
      param: 'int',
      answer: ({ id }) => {
        const rows = imagesByMenu.get(Number(id));
        if (!rows) return missing("CMSMenuContentImage with menu {id} does't exist", id);
        return json({ content_images: rows.map((row) => listSerializer(images, row)) });
      },
    },
  ];
}
