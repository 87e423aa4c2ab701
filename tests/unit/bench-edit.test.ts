/**
 * The benchmark's edit goes through the snapshot's model (scripts/lib/bench/edit.ts): a block
 * of the page's list changes, and a rebuild that changed no page, or others, is named.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editBlock, editProblem } from '../../scripts/lib/bench/edit.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function snapshotWithPage(): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'bench-edit-'));
  await mkdir(join(dir, 'menus'));
  const page = {
    id: 1001,
    name: 'Section 1',
    blocks: [
      { name: 'Overview', html: '<p>Before.</p>' },
      { name: 'Details', html: '<p>Details.</p>' },
    ],
    images: [],
  };
  await writeFile(join(dir, 'menus', '1001.json'), JSON.stringify(page));
  return dir;
}

describe('the benchmark’s edit', () => {
  it('changes the named block in the page’s list of blocks, and only it', async () => {
    const snapshot = await snapshotWithPage();
    await editBlock(snapshot, { menuId: 1001, block: 'Overview', html: '<p>After.</p>' });
    const page = JSON.parse(await readFile(join(snapshot, 'menus', '1001.json'), 'utf8')) as {
      blocks: Array<{ name: string; html: string }>;
    };
    expect(page.blocks).toEqual([
      { name: 'Overview', html: '<p>After.</p>' },
      { name: 'Details', html: '<p>Details.</p>' },
    ]);
  });

  it('stops on a block the page does not have, or an edit that changes nothing', async () => {
    const snapshot = await snapshotWithPage();
    await expect(
      editBlock(snapshot, { menuId: 1001, block: 'Mission', html: '<p>x</p>' }),
    ).rejects.toThrow('menu 1001 has no block "Mission" (it has "Overview", "Details")');
    await expect(
      editBlock(snapshot, { menuId: 1001, block: 'Overview', html: '<p>Before.</p>' }),
    ).rejects.toThrow('leaves menu 1001');
  });

  it('names a rebuild that changed no page, other pages, or rendered more than them', () => {
    const own = ['section 1/1001/index.html'];
    expect(editProblem(own, own, ['/section 1/1001/index.html'])).toBeUndefined();
    expect(editProblem(own, [], [])).toBe(
      'the edit changed none; it should have changed section 1/1001/index.html',
    );
    expect(editProblem(own, [...own, 'index.html'], [])).toContain(
      'changed section 1/1001/index.html, index.html',
    );
    expect(editProblem(own, own, ['/section 1/1001/index.html', '/notice/index.html'])).toContain(
      'rendered section 1/1001/index.html, notice/index.html beyond what a no-change build renders',
    );
  });
});
