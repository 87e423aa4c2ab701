import { resolve } from 'node:path';

/** The committed snapshot, which the pull writes and everything reads unless told otherwise. */
export const DEFAULT_SNAPSHOT_DIR = 'snapshot';

/** The snapshot the site is built from: SNAPSHOT_DIR, or the committed one. Every build-time read goes through here. */
export const snapshotDir = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.SNAPSHOT_DIR || DEFAULT_SNAPSHOT_DIR);
