/**
 * The digests of upload files, remembered between builds by what `stat` says of each file
 * (size, modification time, inode), as git's index does: a file the pull left as it was (it
 * hard-links unchanged media into each new snapshot, so all three stay) is not read again just
 * to be known. A file whose stat differs in any of them is read and hashed, 16 at a time.
 * The change time is left out on purpose: each new hard link changes it.
 */
import { readFile, stat } from 'node:fs/promises';
import pLimit from 'p-limit';
import { sha256 } from '../lib/sha256.ts';
import { readDigestCache, writeDigestCache } from './digest-cache.ts';

const VERSION = 'stat-1';

interface Known {
  stat: string;
  sha256: string;
}

const isKnown = (entry: unknown): entry is Known => {
  const { stat: seen, sha256: digest } = (entry ?? {}) as Record<string, unknown>;
  return typeof seen === 'string' && typeof digest === 'string' && /^[0-9a-f]{64}$/.test(digest);
};

/**
 * Each file's SHA-256, or its read error, in the order given; `memoFile` keeps what this call
 * learnt (only these files) for the next build.
 */
export async function fileDigests(
  files: readonly string[],
  memoFile: string,
): Promise<Array<string | NodeJS.ErrnoException>> {
  const known = await readDigestCache(memoFile, VERSION, isKnown);
  const kept = new Map<string, Known>();
  const limit = pLimit(16);
  const digests = await Promise.all(
    files.map((file) =>
      limit(async () => {
        try {
          const { size, mtimeMs, ino } = await stat(file);
          const seen = `${size} ${mtimeMs} ${ino}`;
          const memo = known.get(file);
          const digest = memo?.stat === seen ? memo.sha256 : sha256(await readFile(file));
          kept.set(file, { stat: seen, sha256: digest });
          return digest;
        } catch (error) {
          return error as NodeJS.ErrnoException;
        }
      }),
    ),
  );
  await writeDigestCache(memoFile, VERSION, kept);
  return digests;
}
