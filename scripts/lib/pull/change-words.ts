/** Each kind of content a pull counts, and as an editor says it, one and many: the publish report's and the losses' words. */
import { listsBy } from '../../../src/cms/lists.ts';
import { TABLES } from '../../../src/cms/schema.ts';

/** The kinds of content a pull counts changes of (changes.ts). */
export const CHANGE_KINDS = [
  'menus',
  'blocks',
  'imageGroups',
  'notices',
  'circulars',
  'employees',
  'sliders',
  'settings',
  ...TABLES,
  'media',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** `1 notice`, `3 notices`: a count with the word for one or for many. */
export const counted = (count: number, [one, many]: readonly [string, string]): string =>
  `${count} ${count === 1 ? one : many}`;

export const KIND_WORDS: Record<ChangeKind, readonly [string, string]> = {
  menus: ['menu', 'menus'],
  blocks: ['text block', 'text blocks'],
  imageGroups: ['image group', 'image groups'],
  settings: ['general settings', 'general settings'],
  media: ['file', 'files'],
  // Each list's, from the contract (src/cms/lists.ts).
  ...listsBy('words'),
};
