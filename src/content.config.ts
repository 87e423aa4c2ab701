/**
 * The snapshot as one Astro content collection. Its loader reads and validates the whole
 * snapshot once (src/cms/snapshot-files.ts) and stores each part (the settings, each list, the
 * menu tree, the menus' pages, each table) as an entry with a content digest, so Astro can tell
 * which parts changed between builds; src/routing/model.ts digests the items inside a part itself.
 * One collection, not one per part: a part an installation leaves empty (most have no menus, or
 * no tables) would otherwise be an empty collection, which Astro warns about on every build.
 *
 * Under `astro dev` the loader watches the snapshot folder: a new `npm run pull` (which swaps
 * the whole folder) or a hand-edited file is read again and shows without a restart.
 */
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { z } from 'zod';
import { snapshotDir } from './cms/snapshot-dir.ts';
import { loadSnapshot } from './cms/snapshot-files.ts';
import { onSnapshotChange } from './cms/snapshot-watch.ts';
import { noticeTexts } from './integrations/pdf/notice-texts.ts';
import type { Snapshot } from './cms/schema.ts';

/** The parts of a snapshot, each one entry. */
export const SNAPSHOT_PARTS = [
  'settings',
  'sliders',
  'notices',
  'circulars',
  'employees',
  'menus',
  'pages',
  'tables',
] as const satisfies ReadonlyArray<keyof Snapshot>;

const snapshotLoader: Loader = {
  name: 'snapshot',
  load: async (context) => {
    const { store, watcher, logger } = context;
    const sync = async () => {
      const snapshot = await loadSnapshot(snapshotDir());
      for (const part of SNAPSHOT_PARTS) {
        // An entry's data is an object: the lists are wrapped.
        const data = { value: snapshot[part] };
        store.set({ id: part, data, digest: context.generateDigest(data) });
      }
    };
    await sync();
    if (watcher) {
      onSnapshotChange(
        snapshotDir(),
        watcher,
        () =>
          void sync().catch((error: unknown) =>
            logger.error(`The snapshot could not be read again: ${(error as Error).message}`),
          ),
      );
    }
  },
};

/**
 * The words of each notice's and circular's PDF (`circular-11`), for their pages: a phone's
 * readable view, a circular's deadline and JobPosting. Read as the search reads them, from the
 * same cache by file digest; the search integration warns of a PDF it cannot read, so this stays quiet.
 */
const pdfTextLoader: Loader = {
  name: 'pdf-texts',
  load: async (context) => {
    const { store, config } = context;
    const { texts } = await noticeTexts(snapshotDir(), fileURLToPath(config.cacheDir), {
      warn: () => {},
    });
    store.clear();
    for (const { notice, kind, text } of texts) {
      const data = { text };
      store.set({ id: `${kind}-${notice.id}`, data, digest: context.generateDigest(data) });
    }
  },
};

export const collections = {
  // Checked whole by loadSnapshot against src/cms/schema.ts; src/routing/model.ts gives each part its type.
  snapshot: defineCollection({ schema: z.object({ value: z.unknown() }), loader: snapshotLoader }),
  pdfTexts: defineCollection({ schema: z.object({ text: z.string() }), loader: pdfTextLoader }),
};
