/**
 * What a release changes, row by row, as the back office names it: the screen, the row's title
 * and the field, with a short before and after of the field's text, so an editor recognises
 * their own edit (or one they did not expect) before going live. Rows are matched by the
 * screen and the record, never by title, so a renamed row is one change, not a removal and an
 * addition. At most MAX_LISTED are kept, with the count of all.
 */
import { ENTITIES } from '../../../src/cms/entities.ts';
import type { Snapshot } from '../../../src/cms/schema.ts';
import { plainText } from '../../../src/cms/sanitise.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { fieldLabel, fileName, MENU_SCREENS, oneLine, rowTitle } from '../pull/screens.ts';
import type { Place } from '../pull/screens.ts';
import { listRows } from './rows.ts';

export interface RowChange {
  what: 'added' | 'changed' | 'removed';
  /** The row; with its field for a change. */
  place: Place;
  /** The field's text before and after, around where they first differ; a change only. */
  before?: string;
  after?: string;
}

export interface RowChanges {
  /** The first MAX_LISTED, in the order the screens and their rows come in. */
  listed: RowChange[];
  count: number;
}

export const MAX_LISTED_ROWS = 50;
/** How much of a text each side shows: enough to recognise a sentence. */
const EXCERPT = 80;

interface Row {
  place: Place;
  /** Field label → the field as an editor reads it. */
  fields: Map<string, string>;
}

/** A field's value as the back office's form shows it, on one line. */
function shown(kind: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'html' && typeof value === 'string') return oneLine(plainText(value));
  if (kind === 'media' && typeof value === 'string') return fileName(value);
  if (kind === 'mediaList' && Array.isArray(value))
    return value.map((ref) => fileName(String(ref))).join(', ');
  if (kind === 'flag') return value ? 'yes' : 'no';
  return typeof value === 'string' || typeof value === 'number' ? oneLine(String(value)) : '';
}

/** Every row of a snapshot by a key that stays when its title changes. */
function rowsOf(snapshot: Snapshot | null): Map<string, Row> {
  const rows = new Map<string, Row>();
  if (!snapshot) return rows;
  for (const { entity, screen, rows: list } of listRows(snapshot)) {
    const fields = ENTITIES[entity] as Record<string, { kind: string }>;
    for (const row of list) {
      const title = entity === 'settings' ? undefined : rowTitle(entity, row);
      const values = new Map<string, string>();
      for (const [name, { kind }] of Object.entries(fields))
        if (kind !== 'id') values.set(fieldLabel(name), shown(kind, row[name]));
      rows.set(`${screen}\u0000${entity === 'settings' ? '' : row.id}`, {
        place: { screen, ...(title === undefined ? {} : { row: title }) },
        fields: values,
      });
    }
  }
  const menus = flattenMenus(snapshot.menus);
  const names = new Map(menus.map((menu) => [menu.id, menu.name]));
  for (const menu of menus)
    rows.set(`${MENU_SCREENS.menus}\u0000${menu.id}`, {
      place: { screen: MENU_SCREENS.menus, row: menu.name },
      fields: new Map([
        ['Name', menu.name],
        ['Parent', menu.parent === null ? '' : (names.get(menu.parent) ?? '')],
      ]),
    });
  for (const page of snapshot.pages) {
    const menu = names.get(page.id) ?? page.name;
    for (const block of page.blocks)
      rows.set(`${MENU_SCREENS.blocks}\u0000${page.id}\u0000${block.name}`, {
        place: { screen: MENU_SCREENS.blocks, row: `${menu} › ${block.name}` },
        fields: new Map([['Value', shown('html', block.html)]]),
      });
    for (const group of page.images)
      rows.set(`${MENU_SCREENS.images}\u0000${page.id}\u0000${group.name}`, {
        place: { screen: MENU_SCREENS.images, row: `${menu} › ${group.name}` },
        fields: new Map([['Images', shown('mediaList', group.files)]]),
      });
  }
  return rows;
}

/** EXCERPT characters of `text` from `start`, ended at a word where one ends near the cut. */
const clip = (text: string, start: number): string => {
  const more = start + EXCERPT < text.length;
  let cut = text.slice(start, start + EXCERPT);
  const space = cut.lastIndexOf(' ');
  if (more && space > EXCERPT * 0.75) cut = cut.slice(0, space);
  return `${start > 0 ? '…' : ''}${cut}${more ? '…' : ''}`;
};

/** Both texts from a little before where they first differ, so a one-word edit in a long text shows. */
export function excerpts(before: string, after: string): { before: string; after: string } {
  let same = 0;
  while (same < before.length && before[same] === after[same]) same += 1;
  // Start at a word a little before the difference, when the difference is not near the start.
  const near = Math.max(0, same - 20);
  const start = same < EXCERPT - 20 ? 0 : Math.max(0, before.lastIndexOf(' ', near) + 1);
  return { before: clip(before, start) || '(empty)', after: clip(after, start) || '(empty)' };
}

function changesOf(before: Row, after: Row): RowChange[] {
  const changes: RowChange[] = [];
  for (const [field, now] of after.fields) {
    const then = before.fields.get(field) ?? '';
    if (then !== now)
      changes.push({ what: 'changed', place: { ...after.place, field }, ...excerpts(then, now) });
  }
  return changes;
}

export function rowChanges(live: Snapshot | null, next: Snapshot): RowChanges {
  const before = rowsOf(live);
  const after = rowsOf(next);
  const all: RowChange[] = [];
  for (const [key, row] of after) {
    const then = before.get(key);
    if (!then) all.push({ what: 'added', place: row.place });
    else all.push(...changesOf(then, row));
  }
  for (const [key, row] of before)
    if (!after.has(key)) all.push({ what: 'removed', place: row.place });
  return { listed: all.slice(0, MAX_LISTED_ROWS), count: all.length };
}
