/**
 * The snapshot as Astro content collections. One loader reads and validates the whole
 * snapshot once (src/cms/snapshot-files.ts) and each collection stores its part with a
 * content digest, so Astro can tell which entries changed between builds.
 *
 * Under `astro dev` the loaders watch the snapshot folder: a new `npm run pull` (which swaps
 * the whole folder) or a hand-edited file is read again and shows without a restart.
 */
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { z } from 'zod';
import { snapshotDir } from './cms/snapshot-dir.ts';
import { loadSnapshot } from './cms/snapshot-files.ts';
import { onSnapshotChange, snapshotVersion } from './cms/snapshot-watch.ts';
import { EmployeeSchema, MenuPageSchema, MenuTreeSchema, NoticeSchema, SettingsSchema, SliderSchema, type Snapshot } from './cms/schema.ts';

let snapshot: Promise<Snapshot> | undefined;
let readAt = -1;

/** The snapshot, read once per change: six collections share one read. */
function readCurrent(): Promise<Snapshot> {
  if (!snapshot || readAt !== snapshotVersion()) {
    readAt = snapshotVersion();
    snapshot = loadSnapshot(snapshotDir());
  }
  return snapshot;
}

function snapshotLoader(entries: (snapshot: Snapshot) => Array<[id: string, data: Record<string, unknown>]>): Loader {
  return {
    name: 'snapshot',
    load: async ({ store, generateDigest, watcher, logger }) => {
      const sync = async () => {
        const fresh = entries(await readCurrent());
        const ids = new Set(fresh.map(([id]) => id));
        for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
        for (const [id, data] of fresh) store.set({ id, data, digest: generateDigest(data) });
      };
      await sync();
      if (watcher) {
        onSnapshotChange(snapshotDir(), watcher, () =>
          sync().catch((error: unknown) => logger.error(`The snapshot could not be read again: ${(error as Error).message}`)),
        );
      }
    },
  };
}

const byId = <T extends { id: number }>(items: readonly T[]) =>
  items.map((item): [string, Record<string, unknown>] => [String(item.id), item]);

export const collections = {
  settings: defineCollection({ schema: SettingsSchema, loader: snapshotLoader((s) => [['settings', s.settings]]) }),
  sliders: defineCollection({ schema: SliderSchema, loader: snapshotLoader((s) => byId(s.sliders)) }),
  notices: defineCollection({ schema: NoticeSchema, loader: snapshotLoader((s) => byId(s.notices)) }),
  employees: defineCollection({ schema: EmployeeSchema, loader: snapshotLoader((s) => byId(s.employees)) }),
  menuTree: defineCollection({
    schema: z.object({ menus: MenuTreeSchema }),
    loader: snapshotLoader((s) => [['tree', { menus: s.menus }]]),
  }),
  pages: defineCollection({ schema: MenuPageSchema, loader: snapshotLoader((s) => byId(s.pages)) }),
};
