/** Every media file a snapshot points at, and the snapshot without some of them (fields from src/cms/media-fields.ts). */
import {
  mapMediaFields,
  mediaRefsOfItem,
  requiredMediaFields,
  type MediaEntity,
} from './media-fields.ts';
import { TABLES, type Snapshot, type Tables } from './schema.ts';

/** Each list of records in a snapshot with the entity that describes it. */
const recordLists = (snapshot: Snapshot): Array<[MediaEntity, readonly object[]]> => [
  ['settings', [snapshot.settings]],
  ['sliders', snapshot.sliders],
  ['notices', snapshot.notices],
  ['circulars', snapshot.circulars],
  ['employees', snapshot.employees],
  ...TABLES.map((table): [MediaEntity, readonly object[]] => [table, snapshot.tables[table]]),
];

export function mediaRefsOf(snapshot: Snapshot): Set<string> {
  return new Set([
    ...recordLists(snapshot).flatMap(([entity, items]) =>
      items.flatMap((item) => mediaRefsOfItem(entity, item)),
    ),
    ...snapshot.pages.flatMap((page) => page.images.flatMap((group) => group.files)),
  ]);
}

/**
 * Drops references to files that could not be had, the way a missing optional field degrades;
 * a record that is nothing without its file (a slide, a gallery photo) is left out.
 */
export function withoutMedia(snapshot: Snapshot, missing: ReadonlySet<string>): Snapshot {
  if (missing.size === 0) return snapshot;
  const keep = (ref: string | null) => (ref !== null && missing.has(ref) ? null : ref);
  function kept<T extends object>(entity: MediaEntity, items: readonly T[]): T[] {
    const required = requiredMediaFields(entity);
    return items
      .filter((item) =>
        required.every((field) => !missing.has((item as Record<string, string>)[field]!)),
      )
      .map((item) => mapMediaFields(entity, item, keep));
  }
  return {
    ...snapshot,
    settings: mapMediaFields('settings', snapshot.settings, keep),
    sliders: kept('sliders', snapshot.sliders),
    notices: kept('notices', snapshot.notices),
    circulars: kept('circulars', snapshot.circulars),
    employees: kept('employees', snapshot.employees),
    tables: Object.fromEntries(
      TABLES.map((table) => [table, kept<object>(table, snapshot.tables[table])]),
    ) as unknown as Tables,
    pages: snapshot.pages.map((page) => ({
      ...page,
      images: page.images.map((group) => ({
        ...group,
        files: group.files.filter((ref) => !missing.has(ref)),
      })),
    })),
  };
}
