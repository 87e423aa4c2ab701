/**
 * Which fields of each CMS entity name a media file, and what that file may be, as
 * ./entities.ts describes them. The pull's normalisers, the snapshot's media list and its
 * removal, and the reference CMS's answers all read this one table; image groups of menu
 * pages are media by definition (images).
 */
import { ENTITIES, mediaOf } from './entities.ts';
import type { MediaField } from './media-types.ts';

export const MEDIA_FIELDS = {
  settings: mediaOf(ENTITIES.settings),
  sliders: mediaOf(ENTITIES.sliders),
  notices: mediaOf(ENTITIES.notices),
  employees: mediaOf(ENTITIES.employees),
};

export type MediaEntity = keyof typeof MEDIA_FIELDS;

/** The media fields of one entity kind, with what each may hold. */
export const mediaFieldsOf = <E extends MediaEntity>(entity: E) =>
  Object.entries(MEDIA_FIELDS[entity]) as Array<[keyof (typeof MEDIA_FIELDS)[E] & string, MediaField]>;

/** The same item with each media field passed through `map`. */
export function mapMediaFields<T extends object>(
  entity: MediaEntity,
  item: T,
  map: (value: string | null, field: string, kind: MediaField) => string | null,
): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const [field, kind] of mediaFieldsOf(entity)) copy[field] = map((copy[field] as string | null | undefined) ?? null, field, kind);
  return copy as T;
}

/** Every media ref an item's media fields hold. */
export const mediaRefsOfItem = (entity: MediaEntity, item: object): string[] =>
  mediaFieldsOf(entity)
    .map(([field]) => (item as Record<string, unknown>)[field])
    .filter((value): value is string => typeof value === 'string');
