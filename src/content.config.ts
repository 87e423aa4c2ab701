/**
 * The snapshot as Astro content collections. One loader reads and validates the whole
 * snapshot once (src/cms/snapshot-files.ts) and each collection stores its part with a
 * content digest, so Astro can tell which entries changed between builds.
 */
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { z } from 'zod';
import { snapshotDir } from './cms/snapshot-dir.ts';
import { loadSnapshot } from './cms/snapshot-files.ts';
import { EmployeeSchema, MenuPageSchema, MenuTreeSchema, NoticeSchema, SettingsSchema, SliderSchema, type Snapshot } from './cms/schema.ts';

let snapshot: Promise<Snapshot> | undefined;
const readOnce = () => (snapshot ??= loadSnapshot(snapshotDir()));

function snapshotLoader(entries: (snapshot: Snapshot) => Array<[id: string, data: Record<string, unknown>]>): Loader {
  return {
    name: 'snapshot',
    load: async ({ store, generateDigest }) => {
      const fresh = entries(await readOnce());
      const ids = new Set(fresh.map(([id]) => id));
      for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
      for (const [id, data] of fresh) store.set({ id, data, digest: generateDigest(data) });
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
