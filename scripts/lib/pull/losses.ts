/**
 * Parts of the site that one pull emptied: a list, a table or a menu's blocks or pictures that
 * had rows last time and has none now. Editors delete rows one at a time, so a whole part gone
 * at once is more often an installation or a screen that stopped answering than an edit; the
 * publish report names each, as the back office's screens name them, so it is never silent.
 */
import type { MenuPage, Snapshot, Table } from '../../../src/cms/schema.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { KIND_WORDS } from './change-words.ts';

type ListKind = 'sliders' | 'notices' | 'circulars' | 'employees' | Table;

/** The back-office screen each list is edited on. */
const SCREENS: Record<ListKind, string> = {
  sliders: 'Home slider',
  notices: 'Notices',
  circulars: 'Job circulars',
  employees: 'Employees',
  services: 'Services',
  abouts: 'About',
  missionVisions: 'Mission and vision',
  team: 'Team',
  companyMessages: 'Company messages',
  companies: 'Sister concerns',
  gallery: 'Gallery',
  profiles: 'Profile',
  portfolios: 'Portfolio',
  testimonials: 'Testimonials',
  clients: 'Clients',
};

const counted = (count: number, [one, many]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

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

/** Each part that went from some rows to none between `before` and `after`; none on a first pull. */
export function lossesBetween(before: Snapshot | null, after: Snapshot): string[] {
  if (before === null) return [];
  const [was, now] = [listsOf(before), listsOf(after)];
  const lists = (Object.keys(SCREENS) as ListKind[]).flatMap((kind) =>
    was[kind].length > 0 && now[kind].length === 0
      ? [lossLine(SCREENS[kind], was[kind].length, KIND_WORDS[kind])]
      : [],
  );
  const menus = flattenMenus(before.menus);
  if (menus.length > 0 && after.menus.length === 0)
    return [...lists, lossLine('CMS menus', menus.length, KIND_WORDS.menus)];
  const pages = new Map(after.pages.map((page) => [page.id, page]));
  const emptied = (page: MenuPage, part: 'blocks' | 'images', words: readonly [string, string]) => {
    const left = pages.get(page.id);
    return left && page[part].length > 0 && left[part].length === 0
      ? [lossLine(`CMS menu "${left.name}"`, page[part].length, words)]
      : [];
  };
  return [
    ...lists,
    ...before.pages.flatMap((page) => [
      ...emptied(page, 'blocks', KIND_WORDS.blocks),
      ...emptied(page, 'images', KIND_WORDS.imageGroups),
    ]),
  ];
}
