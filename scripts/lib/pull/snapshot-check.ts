/** The whole-snapshot check a pull must pass before it replaces the previous snapshot. */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaRefsOf } from '../../../src/cms/media-refs.ts';
import {
  MEDIA_DIR,
  SnapshotError,
  flattenMenus,
  loadSnapshot,
} from '../../../src/cms/snapshot-files.ts';
import type { Snapshot } from '../../../src/cms/schema.ts';

export async function checkSnapshot(dir: string): Promise<Snapshot> {
  const snapshot = await loadSnapshot(dir);
  const problems: string[] = [];
  const menus = flattenMenus(snapshot.menus);
  const seen = new Set<number>();
  for (const menu of menus) {
    if (seen.has(menu.id))
      problems.push(`menu id ${menu.id} appears more than once in the menu tree`);
    seen.add(menu.id);
  }
  const refs = [...mediaRefsOf(snapshot)];
  const present = await Promise.all(
    refs.map((ref) =>
      access(join(dir, MEDIA_DIR, ref)).then(
        () => true,
        () => false,
      ),
    ),
  );
  const absent = refs.filter((_, index) => !present[index]);
  if (absent.length > 0) {
    problems.push(
      `${absent.length} media file(s) referenced but absent, e.g. ${absent.slice(0, 3).join(', ')}`,
    );
  }
  if (problems.length > 0) throw new SnapshotError(`snapshot check failed: ${problems.join('; ')}`);
  return snapshot;
}
