import { resolve } from 'node:path';

/** The snapshot the site is built from: SNAPSHOT_DIR, or the committed snapshot/. */
export const snapshotDir = (): string => resolve(process.env.SNAPSHOT_DIR || 'snapshot');
