/**
 * Which fields of each CMS entity name media files, and what those files may be, as
 * ./entities.ts describes them. The pull's normalisers, the snapshot's media list and its
 * removal, and the reference CMS's answers all read this one table; image groups of menu
 * pages are media by definition (images).
 */
import { ENTITIES, type Entity, type Fields } from './entities.ts';
import type { MediaField } from './media-types.ts';

export type MediaEntity = Entity;

interface MediaFieldOf {
  field: string;
  kind: MediaField;
  /** The field holds a list of files. */
  list: boolean;
}

const MEDIA_FIELDS = Object.fromEntries(
  Object.entries(ENTITIES).map(([entity, fields]) => [
    entity,
    Object.entries(fields as Fields).flatMap(([field, description]): MediaFieldOf[] =>
      description.media
        ? [{ field, kind: description.media, list: description.list === true }]
        : [],
    ),
  ]),
) as Record<Entity, MediaFieldOf[]>;

/** The media fields of one entity kind, with what each may hold. */
export const mediaFieldsOf = (entity: MediaEntity): readonly MediaFieldOf[] => MEDIA_FIELDS[entity];

/**
 * The same item with each media file passed through `map`; a file mapped to null is removed
 * from a list field and empties a single one.
 */
export function mapMediaFields<T extends object>(
  entity: MediaEntity,
  item: T,
  map: (value: string | null, field: string, kind: MediaField) => string | null,
): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const { field, kind, list } of mediaFieldsOf(entity)) {
    if (list) {
      const files = (copy[field] as string[] | undefined) ?? [];
      copy[field] = files
        .map((file) => map(file, field, kind))
        .filter((file): file is string => file !== null);
    } else {
      copy[field] = map((copy[field] as string | null | undefined) ?? null, field, kind);
    }
  }
  return copy as T;
}

/** Every media ref an item's media fields hold. */
export const mediaRefsOfItem = (entity: MediaEntity, item: object): string[] =>
  mediaFieldsOf(entity).flatMap(({ field }) => {
    const value = (item as Record<string, unknown>)[field];
    return typeof value === 'string' ? [value] : Array.isArray(value) ? (value as string[]) : [];
  });

/** The fields a record cannot do without: a record whose required file is gone is left out. */
export const requiredMediaFields = (entity: MediaEntity): string[] =>
  Object.entries(ENTITIES[entity] as Fields).flatMap(([field, description]) =>
    description.media && description.required ? [field] : [],
  );
