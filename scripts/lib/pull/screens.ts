/**
 * The back office as editors see it: the screen each list is edited on, a row's title in that
 * screen's list, and a field's label on the row's form. The publish report names places in
 * these words, never by a record id, a menu id or a field's variable name.
 */
import type { Entity } from '../../../src/cms/entities.ts';
import { listsBy } from '../../../src/cms/lists.ts';
import { cleanText, quotable } from '../../../src/cms/clean-values.ts';
import { plainText, shorten } from '../../../src/cms/sanitise.ts';

/** The back-office screen each list is edited on (src/cms/lists.ts). */
export const SCREENS = listsBy('screen');

/** The screens of the CMS menus: the menus, their blocks and their image groups. */
export const MENU_SCREENS = {
  menus: 'CMS menus',
  blocks: 'CMS menu contents',
  images: 'CMS menu content images',
} as const;

/** The screens besides the lists'. */
export const OTHER_SCREENS = { settings: 'General settings', ...MENU_SCREENS } as const;

export const screenOf = (entity: Entity): string =>
  entity === 'settings' ? OTHER_SCREENS.settings : SCREENS[entity];

/** A field's label on the back office's form: `details` → `Details`, `first_name` → `First name`. */
export const fieldLabel = (name: string): string => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The last part of a media path or address: what editors see as the file's name. */
export const fileName = (ref: string): string => ref.split('/').pop() ?? ref;

/** A text cleaned as any text is (clean-values.ts `cleanText`), on one line, fit to quote. */
export const oneLine = (text: string): string =>
  quotable((cleanText(text).value ?? '').replace(/\s+/g, ' ')).trim();

/**
 * The row's title as its list shows it: its title or name, else its first words or its
 * picture's file. Cleaned as any text is, since the pull asks it of rows it has not cleaned.
 */
export function rowTitle(entity: Entity, row: Record<string, unknown>): string {
  // Cleaned after plainText, which decodes character references (`&#1;`) into characters.
  const text = (name: string) =>
    typeof row[name] === 'string' ? oneLine(plainText(row[name], 60)) : '';
  const named =
    entity === 'employees'
      ? [text('first_name'), text('last_name')].filter(Boolean).join(' ')
      : text('title') || text('name') || text('company_name') || text('slug');
  if (named) return named;
  const words = text('review') || text('note') || text('details') || text('description');
  if (words) return shorten(words, 60);
  const image = typeof row.image === 'string' ? oneLine(fileName(row.image.slice(-480))) : '';
  if (image !== '') return shorten(image, 60);
  return 'a row with no title';
}

/** A place in the back office: the screen an editor opens and the row's title on it. */
export interface Place {
  screen: string;
  /** The row as the screen lists it (its title or name); absent for a whole screen. */
  row?: string;
  /** The field of the row's form, where the finding is in one field. */
  field?: string;
}

/** `Notices › “Office closed on Friday” (Note)`. */
export function placeWords({ screen, row, field }: Place): string {
  return `${screen}${row === undefined ? '' : ` › “${row}”`}${field ? ` (${field})` : ''}`;
}
