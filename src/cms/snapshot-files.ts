/**
 * Where each part of a snapshot lives, and reading it back with validation.
 * Used by the Astro loaders, the pull (to compare with the previous snapshot) and the
 * reference CMS; plain Node, no `astro:` imports.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  EmployeesSchema,
  ManifestSchema,
  MenuPageSchema,
  MenuTreeSchema,
  NoticesSchema,
  SettingsSchema,
  SlidersSchema,
  TABLES,
  tableSchemaOf,
  type Manifest,
  type Snapshot,
  type Table,
  type Tables,
} from './schema.ts';
import { formatZodError } from './zod-errors.ts';

export const SNAPSHOT_FILES = {
  settings: 'settings.json',
  sliders: 'sliders.json',
  notices: 'notices.json',
  circulars: 'circulars.json',
  employees: 'employees.json',
  menus: 'menus.json',
  manifest: 'manifest.json',
} as const;
export const MEDIA_DIR = 'media';
export const menuPageFile = (menuId: number): string => `menus/${menuId}.json`;
/** `tables/company-messages.json` for `companyMessages`. */
export const tableFile = (table: Table): string =>
  `tables/${table.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.json`;

export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

export async function readSnapshotFile<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch (error) {
    throw new SnapshotError(
      `${join(dir, file)}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SnapshotError(`${join(dir, file)}: not valid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(json);
  if (!result.success)
    throw new SnapshotError(`${join(dir, file)}: ${formatZodError(result.error)}`);
  return result.data;
}

/** Every menu of the tree, each parent before its children, in the CMS's order. */
export function flattenMenus<T extends { children: readonly T[] }>(tree: readonly T[]): T[] {
  return tree.flatMap((node) => [node, ...flattenMenus(node.children)]);
}

export async function loadSnapshot(dir: string): Promise<Snapshot> {
  const [settings, sliders, notices, circulars, employees, menus, tableLists] = await Promise.all([
    readSnapshotFile(dir, SNAPSHOT_FILES.settings, SettingsSchema),
    readSnapshotFile(dir, SNAPSHOT_FILES.sliders, SlidersSchema),
    readSnapshotFile(dir, SNAPSHOT_FILES.notices, NoticesSchema),
    readSnapshotFile(dir, SNAPSHOT_FILES.circulars, NoticesSchema),
    readSnapshotFile(dir, SNAPSHOT_FILES.employees, EmployeesSchema),
    readSnapshotFile(dir, SNAPSHOT_FILES.menus, MenuTreeSchema),
    Promise.all(
      TABLES.map((table) => readSnapshotFile(dir, tableFile(table), tableSchemaOf(table))),
    ),
  ]);
  const pages = await Promise.all(
    flattenMenus(menus).map((menu) => readSnapshotFile(dir, menuPageFile(menu.id), MenuPageSchema)),
  );
  const tables = Object.fromEntries(
    TABLES.map((table, index) => [table, tableLists[index]]),
  ) as unknown as Tables;
  return { settings, sliders, notices, circulars, employees, menus, pages, tables };
}

export function loadManifest(dir: string): Promise<Manifest> {
  return readSnapshotFile(dir, SNAPSHOT_FILES.manifest, ManifestSchema);
}
