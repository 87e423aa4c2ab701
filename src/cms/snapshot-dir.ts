import { resolve } from 'node:path';
import { z } from 'zod';
import { readSettings, text } from '../lib/settings.ts';

/** The committed snapshot, which the pull writes and everything reads unless told otherwise. */
export const DEFAULT_SNAPSHOT_DIR = 'snapshot';

/** SNAPSHOT_DIR, in the schema of every process that reads or writes the snapshot. */
export const SNAPSHOT_SETTING = { SNAPSHOT_DIR: text(DEFAULT_SNAPSHOT_DIR) };
const snapshotSetting = z.object(SNAPSHOT_SETTING);

/** The snapshot the site is built from: SNAPSHOT_DIR, or the committed one. Every build-time read goes through here. */
export const snapshotDir = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(readSettings(snapshotSetting, env).SNAPSHOT_DIR);
