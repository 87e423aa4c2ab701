/**
 * Upload digests remembered by stat between builds (src/integrations/file-digests.ts): an
 * unchanged file is known without being read, a changed one is read again, and a file that
 * cannot be read gives its error.
 */
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileDigests } from '../../src/integrations/file-digests.ts';
import { inParallel } from '../../src/lib/in-parallel.ts';
import { sha256 } from '../../src/lib/sha256.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Puts a digest in the memo that no file has: only a memo hit can return it. */
async function plantDigest(memo: string, file: string, digest: string): Promise<void> {
  const cache = JSON.parse(await readFile(memo, 'utf8')) as {
    files: Record<string, { sha256: string }>;
  };
  cache.files[file]!.sha256 = digest;
  await writeFile(memo, JSON.stringify(cache));
}

describe('upload digests remembered by stat', () => {
  it('are each file’s SHA-256, or its read error', async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-digests-'));
    await writeFile(join(dir, 'a.pdf'), 'first');
    const [digest, missing] = await fileDigests(
      [join(dir, 'a.pdf'), join(dir, 'gone.pdf')],
      join(dir, 'memo.json'),
    );
    expect(digest).toBe(sha256('first'));
    expect((missing as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('come from the memo while a file’s stat is unchanged, and from its bytes once it changes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-digests-'));
    const file = join(dir, 'a.pdf');
    const memo = join(dir, 'memo.json');
    await writeFile(file, 'first');
    await fileDigests([file], memo);
    const planted = 'f'.repeat(64);
    await plantDigest(memo, file, planted);
    expect(await fileDigests([file], memo)).toEqual([planted]);

    // Same size, other bytes, a later modification time: read again.
    await writeFile(file, 'other');
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    expect(await fileDigests([file], memo)).toEqual([sha256('other')]);
  });
});

describe('work shared among runners', () => {
  it('gives each runner every n-th item and returns the results in the items’ order', async () => {
    const shares: number[][] = [];
    const results = await inParallel([1, 2, 3, 4, 5], 2, async (share) => {
      shares.push(share);
      return share.map((item) => item * 10);
    });
    expect(shares).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(results).toEqual([10, 20, 30, 40, 50]);
  });
});
