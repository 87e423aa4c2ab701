/** What a pull changed against the previous snapshot, per kind of content, and the parts it emptied. */
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import { TABLES, type Manifest, type Snapshot } from '../../../src/cms/schema.ts';
import { CHANGE_KINDS, type ChangeKind } from './change-words.ts';
import { stableStringify } from '../../../src/cms/stable-json.ts';
import { lossesBetween } from './losses.ts';

export interface Change {
  added: number;
  changed: number;
  removed: number;
}
export type ChangeSummary = Record<ChangeKind, Change> & {
  /** Parts of the site that had rows last time and have none now, in an editor's words (losses.ts). */
  losses: string[];
};

type Keyed = Map<string, string>;

function compare(before: Keyed, after: Keyed): Change {
  const change: Change = { added: 0, changed: 0, removed: 0 };
  for (const [key, value] of after) {
    if (!before.has(key)) change.added += 1;
    else if (before.get(key) !== value) change.changed += 1;
  }
  for (const key of before.keys()) if (!after.has(key)) change.removed += 1;
  return change;
}

const byId = <T extends { id: number }>(items: readonly T[]): Keyed =>
  new Map(items.map((item) => [String(item.id), stableStringify(item)]));

function keyedParts(snapshot: Snapshot | null) {
  const pages = snapshot?.pages ?? [];
  const perPage = (
    pick: (page: Snapshot['pages'][number]) => ReadonlyArray<{ name: string }>,
  ): Keyed =>
    new Map(
      pages.flatMap((page) =>
        pick(page).map((part) => [`${page.id}/${part.name}`, stableStringify(part)]),
      ),
    );
  return {
    menus: new Map(
      flattenMenus(snapshot?.menus ?? []).map((menu) => [
        String(menu.id),
        `${menu.name}|${menu.parent}|${menu.children.map((child) => child.id).join(',')}`,
      ]),
    ),
    blocks: perPage((page) => page.blocks),
    imageGroups: perPage((page) => page.images),
    notices: byId(snapshot?.notices ?? []),
    circulars: byId(snapshot?.circulars ?? []),
    employees: byId(snapshot?.employees ?? []),
    sliders: byId(snapshot?.sliders ?? []),
    settings: new Map(snapshot ? [['settings', stableStringify(snapshot.settings)]] : []),
    ...(Object.fromEntries(
      TABLES.map((table) => [table, byId<{ id: number }>(snapshot?.tables[table] ?? [])]),
    ) as Record<(typeof TABLES)[number], Keyed>),
  };
}

const mediaOf = (manifest: Manifest | null): Keyed =>
  new Map(
    Object.entries(manifest?.files ?? {})
      .filter(([file]) => file.startsWith('media/'))
      .map(([file, entry]) => [file, entry.sha256]),
  );

export function summariseChanges(
  before: { snapshot: Snapshot; manifest: Manifest } | null,
  after: { snapshot: Snapshot; manifest: Manifest },
): ChangeSummary {
  const old = { ...keyedParts(before?.snapshot ?? null), media: mediaOf(before?.manifest ?? null) };
  const now = { ...keyedParts(after.snapshot), media: mediaOf(after.manifest) };
  return {
    ...(Object.fromEntries(
      CHANGE_KINDS.map((kind) => [kind, compare(old[kind], now[kind])]),
    ) as Record<ChangeKind, Change>),
    losses: lossesBetween(before?.snapshot ?? null, after.snapshot),
  };
}

/** The kinds of content with at least one record added, changed or removed. */
export const changedKinds = (summary: ChangeSummary) =>
  CHANGE_KINDS.filter(
    (kind) => summary[kind].added + summary[kind].changed + summary[kind].removed > 0,
  );

/** The counts, then each part the pull emptied: `sliders +0 ~0 -3; Home slider: 3 slides last time, none now`. */
export function formatChanges(summary: ChangeSummary): string {
  const parts = changedKinds(summary).map((kind) => {
    const { added, changed, removed } = summary[kind];
    return `${kind} +${added} ~${changed} -${removed}`;
  });
  return [parts.length > 0 ? parts.join(', ') : 'no changes', ...summary.losses].join('; ');
}
