/**
 * `astro:content` over a snapshot held in memory, for tests of the data layer without a build
 * (Starlight tests its routing the same way). The store holds the parts src/content.config.ts
 * loads, each with a digest of its data, as Astro's own store does.
 *
 * Use: `vi.mock('astro:content', async () => (await import(…)).astroContent(() => snapshot))`,
 * imported in the factory since vi.mock runs before the test file's own imports.
 */
import { createHash } from 'node:crypto';
import type { Snapshot } from '../../src/cms/schema.ts';

export function astroContent(current: () => Snapshot) {
  const entry = (id: keyof Snapshot) => {
    const data = { value: current()[id] };
    return {
      id,
      collection: 'snapshot',
      data,
      digest: createHash('sha256').update(JSON.stringify(data)).digest('hex'),
    };
  };
  return {
    getEntry: async (collection: string, id: keyof Snapshot) =>
      collection === 'snapshot' ? entry(id) : undefined,
    getCollection: async () => {
      throw new Error(
        'the site reads the snapshot by its parts (getEntry), never a whole collection',
      );
    },
  };
}
