/**
 * Parts of the site that one pull emptied: a list, a table or a menu's blocks or pictures that
 * had rows last time and has none now. Editors delete rows one at a time, so a whole part gone
 * at once is more often an installation or a screen that stopped answering than an edit; the
 * publish report names each, as the back office's screens name them, so it is never silent.
 */
import type { MenuPage, Snapshot } from '../../../src/cms/schema.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { counted, KIND_WORDS } from './change-words.ts';
import type { ListKind } from '../../../src/cms/lists.ts';
import { MENU_SCREENS, SCREENS } from './screens.ts';

/** `Home slider: 3 slides last time, none now`. */
export const lossLine = (where: string, count: number, words: readonly [string, string]): string =>
  `${where}: ${counted(count, words)} last time, none now`;

const listsOf = (snapshot: Snapshot): Record<ListKind, readonly unknown[]> => ({
  sliders: snapshot.sliders,
  notices: snapshot.notices,
  circulars: snapshot.circulars,
  employees: snapshot.employees,
  ...snapshot.tables,
});

/** A part that went from some rows to none: its screen, the menu where it is one menu's, and how many rows it had. */
export interface LostPart {
  /** As the pull's log says it: `Home slider`, `CMS menu "About"`. */
  where: string;
  screen: string;
  menu?: string;
  count: number;
  words: readonly [string, string];
}

/** Each part that went from some rows to none between `before` and `after`; none on a first pull. */
export function lostParts(before: Snapshot | null, after: Snapshot): LostPart[] {
  if (before === null) return [];
  const [was, now] = [listsOf(before), listsOf(after)];
  const lists = (Object.keys(SCREENS) as ListKind[]).flatMap((kind) =>
    was[kind].length > 0 && now[kind].length === 0
      ? [
          {
            where: SCREENS[kind],
            screen: SCREENS[kind],
            count: was[kind].length,
            words: KIND_WORDS[kind],
          },
        ]
      : [],
  );
  const menus = flattenMenus(before.menus);
  if (menus.length > 0 && after.menus.length === 0)
    return [
      ...lists,
      {
        where: 'CMS menus',
        screen: MENU_SCREENS.menus,
        count: menus.length,
        words: KIND_WORDS.menus,
      },
    ];
  const pages = new Map(after.pages.map((page) => [page.id, page]));
  const emptied = (
    page: MenuPage,
    part: 'blocks' | 'images',
    screen: string,
    words: readonly [string, string],
  ): LostPart[] => {
    const left = pages.get(page.id);
    return left && page[part].length > 0 && left[part].length === 0
      ? [
          {
            where: `CMS menu "${left.name}"`,
            screen,
            menu: left.name,
            count: page[part].length,
            words,
          },
        ]
      : [];
  };
  return [
    ...lists,
    ...before.pages.flatMap((page) => [
      ...emptied(page, 'blocks', MENU_SCREENS.blocks, KIND_WORDS.blocks),
      ...emptied(page, 'images', MENU_SCREENS.images, KIND_WORDS.imageGroups),
    ]),
  ];
}

/** Each lost part as the change report's line. */
export const lossesBetween = (before: Snapshot | null, after: Snapshot): string[] =>
  lostParts(before, after).map(({ where, count, words }) => lossLine(where, count, words));
