/**
 * The benchmark's editor: one block of one menu's page changed through the snapshot's own
 * model (read and checked by its schema, written as the pull writes it), and the built pages
 * that must show the edit, from the site map. A block the page does not have, or an edit that
 * changes nothing, stops the bench: a rebuild that renders nothing measures nothing.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MenuPageSchema } from '../../../src/cms/schema.ts';
import { siteMapOf } from '../../../src/cms/site-map.ts';
import { loadSnapshot, menuPageFile, readSnapshotFile } from '../../../src/cms/snapshot-files.ts';
import { stableStringify } from '../../../src/cms/stable-json.ts';

export interface BlockEdit {
  menuId: number;
  block: string;
  html: string;
}

export async function editBlock(snapshotDir: string, edit: BlockEdit): Promise<void> {
  const file = menuPageFile(edit.menuId);
  const page = await readSnapshotFile(snapshotDir, file, MenuPageSchema);
  const block = page.blocks.find((candidate) => candidate.name === edit.block);
  if (!block)
    throw new Error(
      `menu ${edit.menuId} has no block "${edit.block}" (it has ${page.blocks.map((b) => `"${b.name}"`).join(', ') || 'none'})`,
    );
  if (block.html === edit.html)
    throw new Error(`the edit leaves menu ${edit.menuId}'s "${edit.block}" as it is`);
  block.html = edit.html;
  await writeFile(join(snapshotDir, file), stableStringify(page));
}

/** The built file of the edited menu's own page (`section 1/1001/index.html`). */
export async function editedPageFiles(snapshotDir: string, edit: BlockEdit): Promise<string[]> {
  const entry = siteMapOf(await loadSnapshot(snapshotDir)).entries.get(edit.menuId);
  if (!entry) throw new Error(`menu ${edit.menuId} is not in the site map`);
  return [`${decodeURIComponent(entry.href).replace(/^\//, '')}index.html`];
}

/**
 * Why an edit's rebuild is wrong, or undefined: the HTML files it changed must be exactly the
 * edited pages, and the pages it rendered beyond those a no-change build renders must be them too.
 */
export function editProblem(
  expected: readonly string[],
  changed: readonly string[],
  renderedBeyondUnchanged: readonly string[],
): string | undefined {
  const list = (files: readonly string[]) => (files.length ? files.join(', ') : 'none');
  const want = list([...expected].sort());
  if (list([...changed].sort()) !== want)
    return `the edit changed ${list(changed)}; it should have changed ${want}`;
  const rendered = renderedBeyondUnchanged.map((page) => page.replace(/^\//, ''));
  if (list([...rendered].sort()) !== want)
    return `the edit's rebuild rendered ${list(rendered)} beyond what a no-change build renders; it should have rendered ${want}`;
  return undefined;
}
