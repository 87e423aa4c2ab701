/**
 * Small invented snapshots in the v2 shape (schema v2), written into a temp folder through the
 * snapshot writer: a base with a little of everything, which each test edits to show one quirk.
 */
import { join } from 'node:path';
import type { Snapshot, Tables } from '../../src/cms/schema.ts';
import { EMPTY_TABLES, writeFixture } from '../fixtures/snapshots.ts';
import { scratch } from './scratch.ts';

/** Settings with every field empty but the names; tests fill what they look at. */
export const baseSettings: Snapshot['settings'] = {
  id: 1,
  site_name: 'Example Group',
  title: 'Example Group',
  site_address: null,
  email: null,
  email2: null,
  email3: null,
  phone: null,
  phone2: null,
  phone3: null,
  favicon: null,
  logo: null,
  footer_logo: null,
  address: null,
  address2: null,
  google_url: null,
  facebook_url: null,
  twitter_url: null,
  linkedin_url: null,
  instagram_url: null,
  slider: null,
};

/** A snapshot with nothing in it but settings; `parts` replaces what a test needs. */
export function inventedSnapshot(
  parts: Partial<Omit<Snapshot, 'tables'>> & { tables?: Partial<Tables> } = {},
): Snapshot {
  return {
    settings: baseSettings,
    sliders: [],
    notices: [],
    circulars: [],
    employees: [],
    menus: [],
    pages: [],
    ...parts,
    tables: { ...EMPTY_TABLES, ...parts.tables },
  };
}

/** Writes the snapshot and its media files (name → bytes) into a new temp folder; returns the folder. */
export async function writeInventedSnapshot(
  snapshot: Snapshot,
  media: Record<string, string | Uint8Array> = {},
): Promise<string> {
  return writeFixture(join(await scratch('refcms-'), 'snapshot'), snapshot, media);
}
