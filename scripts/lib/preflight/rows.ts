/**
 * Every row of a snapshot as the back office shows it to editors: the screen it is edited on,
 * its title in that screen's list, its texts (by the form's field labels) and its pictures.
 * The pre-flight kinds read rows from here, so a finding never names a menu id, a record id or
 * a field's variable name.
 */
import { ENTITIES, type Entity } from '../../../src/cms/entities.ts';
import type { Snapshot, Table } from '../../../src/cms/schema.ts';
import { TABLES } from '../../../src/cms/schema.ts';
import { plainText } from '../../../src/cms/sanitise.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { fieldLabel, OTHER_SCREENS, rowTitle, SCREENS } from '../pull/screens.ts';
import type { Place } from '../pull/screens.ts';

export interface RowText {
  place: Place;
  /** Which record it is, for telling two rows apart: screen and row, never shown. */
  record: string;
  /** The text as a visitor reads it. */
  text: string;
  /** The editor's HTML, for its links; absent for a plain-text field. */
  html?: string;
  /** The menu whose page shows it, for a block of a CMS menu. */
  menu?: number;
}

export interface RowPicture {
  place: Place;
  ref: string;
  /** Shown with no caption, so its alt text comes from the file's name or its place. */
  uncaptioned: boolean;
}

export type AnyRow = Record<string, unknown> & { id: number };

/** The general settings, then each list and table, with the screen it is edited on. */
export function listRows(
  snapshot: Snapshot,
): Array<{ entity: Entity; screen: string; rows: AnyRow[] }> {
  const lists: Array<{ entity: Entity; screen: string; rows: AnyRow[] }> = [
    { entity: 'sliders', screen: SCREENS.sliders, rows: snapshot.sliders },
    { entity: 'notices', screen: SCREENS.notices, rows: snapshot.notices },
    { entity: 'circulars', screen: SCREENS.circulars, rows: snapshot.circulars },
    { entity: 'employees', screen: SCREENS.employees, rows: snapshot.employees },
    ...TABLES.map((table: Table) => ({
      entity: table,
      screen: SCREENS[table],
      rows: snapshot.tables[table],
    })),
  ];
  return [
    {
      entity: 'settings',
      screen: OTHER_SCREENS.settings,
      rows: [snapshot.settings],
    },
    ...lists,
  ];
}

/** The tables whose pictures the site shows without a caption (a gallery, a profile's pages, a company's photos). */
const UNCAPTIONED: ReadonlySet<string> = new Set(['gallery', 'profiles', 'companies.images']);

/** Each field of each row of the lists and tables, with its place and what the back office calls the row. */
function* fieldsOf(snapshot: Snapshot) {
  for (const { entity, screen, rows } of listRows(snapshot)) {
    const fields = ENTITIES[entity] as Record<string, { kind: string }>;
    for (const row of rows) {
      const title = entity === 'settings' ? undefined : rowTitle(entity, row);
      for (const [name, { kind }] of Object.entries(fields)) {
        const place: Place = {
          screen,
          ...(title === undefined ? {} : { row: title }),
          field: fieldLabel(name),
        };
        const record = `${screen}\u0000${title ?? ''}\u0000${row.id}`;
        yield { entity, name, kind, value: row[name], place, record };
      }
    }
  }
}

/** Every text an editor entered, with its place. */
export function rowTexts(snapshot: Snapshot): RowText[] {
  const texts: RowText[] = [];
  for (const { kind, value, place, record } of fieldsOf(snapshot)) {
    if ((kind !== 'text' && kind !== 'html') || typeof value !== 'string') continue;
    const text = kind === 'html' ? plainText(value) : value.trim();
    if (text !== '')
      texts.push({ place, record, text, ...(kind === 'html' ? { html: value } : {}) });
  }
  const names = new Map(flattenMenus(snapshot.menus).map((menu) => [menu.id, menu.name]));
  for (const page of snapshot.pages) {
    const menu = names.get(page.id) ?? page.name;
    for (const block of page.blocks) {
      const text = plainText(block.html);
      if (text === '') continue;
      texts.push({
        place: { screen: OTHER_SCREENS.blocks, row: `${menu} › ${block.name}`, field: 'Value' },
        record: `${OTHER_SCREENS.blocks}\u0000${page.id}\u0000${block.name}`,
        text,
        html: block.html,
        menu: page.id,
      });
    }
  }
  return texts;
}

/** Every picture an editor uploaded, with its place. */
export function rowPictures(snapshot: Snapshot): RowPicture[] {
  const pictures: RowPicture[] = [];
  for (const { entity, name, kind, value, place } of fieldsOf(snapshot)) {
    const refs =
      kind === 'media' && typeof value === 'string'
        ? [value]
        : kind === 'mediaList' && Array.isArray(value)
          ? (value as string[])
          : [];
    const uncaptioned = UNCAPTIONED.has(entity) || UNCAPTIONED.has(`${entity}.${name}`);
    for (const ref of refs) pictures.push({ place, ref, uncaptioned });
  }
  const names = new Map(flattenMenus(snapshot.menus).map((menu) => [menu.id, menu.name]));
  for (const page of snapshot.pages)
    for (const group of page.images)
      for (const ref of group.files)
        pictures.push({
          place: {
            screen: OTHER_SCREENS.images,
            row: `${names.get(page.id) ?? page.name} › ${group.name}`,
          },
          ref,
          uncaptioned: false,
        });
  return pictures;
}
