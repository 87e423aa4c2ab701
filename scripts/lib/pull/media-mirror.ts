/**
 * The snapshot's media folder as a mirror of the CMS's: each file downloaded into the new
 * snapshot, or taken from the previous one when the CMS answers 304 or confirmed it recently
 * (see `isTrusted`); a file whose bytes are not its type, or that the CMS no longer has, is
 * dropped with a warning naming where it was used; names that collide (by case, by Unicode
 * form, or as one another's folder) are refused before anything is asked.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { linkOrCopy } from '../../../src/lib/link-or-copy.ts';
import { collisionKey, contentProblem } from '../../../src/cms/media-types.ts';
import type { Manifest, ManifestFile } from '../../../src/cms/schema.ts';
import { exists } from '../../../src/lib/atomic-dir.ts';
import type { HttpClient } from './http.ts';
import { mediaUrl } from './media-path.ts';
import { allOrFirstFailure } from './settle.ts';
import { ensureParent, mediaFile } from './snapshot-writer.ts';

export interface MirrorOptions {
  http: HttpClient;
  mediaBase: string;
  /** Where each ref is used, for warnings. */
  where: ReadonlyMap<string, string>;
  warn: (message: string) => void;
  onProgress?: ((message: string) => void) | undefined;
  stopTheRest: () => void;
  /** The previous snapshot's folder and manifest, for conditional requests and copies. */
  previous: { dir: string; manifest: Manifest } | null;
  /** How long a file the CMS confirmed is taken as unchanged without asking; 0 asks on every pull. */
  recheckMs: number;
  now?: Date;
}

export interface MirrorResult {
  files: Record<string, ManifestFile>;
  /** Refs whose file could not be had, and why: the snapshot drops them. */
  dropped: Map<string, 'file-missing' | 'file-wrong-kind'>;
  downloaded: number;
  /** Files the CMS answered 304 for. */
  reused: number;
  /** Files taken from the previous snapshot without a request. */
  trusted: number;
}

/**
 * Refs that cannot all be written: names a case-insensitive or Unicode-normalising file system
 * would take for one file, and a name that is another's folder (`a/b.jpg` beside
 * `a/b.jpg/c.jpg`), which would fail the whole pull with EISDIR. Each is refused, with a
 * warning naming where it is used; the rest of the pull goes on.
 */
export function collidingRefs(
  refs: Iterable<string>,
  where: ReadonlyMap<string, string>,
  warn: (message: string) => void,
): Set<string> {
  const byKey = new Map<string, string[]>();
  for (const ref of refs)
    byKey.set(collisionKey(ref), [...(byKey.get(collisionKey(ref)) ?? []), ref]);
  const refused = new Set<string>();
  const refuse = (ref: string, why: string) => {
    if (refused.has(ref)) return;
    warn(
      `refused media file ${JSON.stringify(ref)} in ${where.get(ref)}: ${why}; nothing written for it`,
    );
    refused.add(ref);
  };
  const quoted = (others: string[]) => others.map((other) => JSON.stringify(other)).join(', ');
  for (const [key, group] of byKey) {
    if (group.length > 1)
      for (const ref of group)
        refuse(
          ref,
          `its name differs only by case or Unicode form from ${quoted(group.filter((other) => other !== ref))}`,
        );
    // Each folder on the way to this file, as a file of its own.
    const segments = key.split('/');
    for (let depth = 1; depth < segments.length; depth += 1) {
      const file = byKey.get(segments.slice(0, depth).join('/'));
      if (!file) continue;
      for (const ref of group) refuse(ref, `a folder of its name is the file ${quoted(file)}`);
      for (const ref of file) refuse(ref, `it would be the folder of ${quoted(group)}`);
    }
  }
  return refused;
}

/**
 * Whether a file may be taken from the previous snapshot without asking the CMS: it was confirmed,
 * by the same media server, within the recheck window, and is used in the same place as then. The CMS is Django, whose
 * storage never overwrites: an upload whose name is taken gets a new, suffixed name, so a
 * replaced file arrives under a new name and is downloaded. A name is reused only after its file
 * was deleted, and then by a different record, which the place check catches. Only a file changed
 * on the server's disk behind the CMS keeps its name and place; the window bounds how long that
 * goes unseen.
 */
export function isTrusted(
  entry: ManifestFile | undefined,
  usedBy: string,
  recheckMs: number,
  now: Date,
): boolean {
  if (!entry?.checkedAt || entry.usedBy !== usedBy) return false;
  const age = now.getTime() - Date.parse(entry.checkedAt);
  return age >= 0 && age < recheckMs;
}

export async function mirrorMedia(
  tmp: string,
  refs: readonly string[],
  options: MirrorOptions,
): Promise<MirrorResult> {
  const { http, previous, warn, where } = options;
  const now = options.now ?? new Date();
  const result: MirrorResult = {
    files: {},
    dropped: new Map(),
    downloaded: 0,
    reused: 0,
    trusted: 0,
  };
  // What another server confirmed says nothing about this one's files.
  const sameSource = previous?.manifest.source.media === options.mediaBase;

  const mirrorOne = async (ref: string): Promise<void> => {
    const file = mediaFile(ref);
    const dest = join(tmp, file);
    await ensureParent(dest);
    const confirmed = { checkedAt: now.toISOString(), usedBy: where.get(ref) ?? '' };
    const before = previous?.manifest.files[file];
    const beforePath = previous ? join(previous.dir, file) : undefined;
    const canReuse = before !== undefined && beforePath !== undefined && (await exists(beforePath));
    if (canReuse && sameSource && isTrusted(before, confirmed.usedBy, options.recheckMs, now)) {
      await linkOrCopy(beforePath, dest);
      result.files[file] = before;
      result.trusted += 1;
      return;
    }
    const answer = await http.download(
      mediaUrl(options.mediaBase, ref),
      dest,
      `/media/${ref}`,
      canReuse ? before : {},
    );
    if (answer.kind === 'not-modified' && before && beforePath) {
      await linkOrCopy(beforePath, dest);
      result.files[file] = { ...before, ...confirmed };
      result.reused += 1;
    } else if (answer.kind === 'downloaded' && contentProblem(ref, answer.head)) {
      warn(
        `refused media file /media/${ref} (${where.get(ref)}): ${contentProblem(ref, answer.head)}; the reference is dropped`,
      );
      await rm(dest, { force: true });
      result.dropped.set(ref, 'file-wrong-kind');
    } else if (answer.kind === 'downloaded') {
      const { kind: _kind, head: _head, ...entry } = answer;
      result.files[file] = { ...entry, ...confirmed };
      result.downloaded += 1;
    } else {
      const status =
        answer.kind === 'missing' ? `HTTP ${answer.status}` : 'HTTP 304 without an earlier copy';
      warn(`media file /media/${ref} (${where.get(ref)}): ${status}; the reference is dropped`);
      result.dropped.set(ref, 'file-missing');
    }
  };

  let done = 0;
  await allOrFirstFailure(
    refs.map(async (ref) => {
      await mirrorOne(ref);
      done += 1;
      options.onProgress?.(`media ${done}/${refs.length}, ${http.stats.requests} requests`);
    }),
    options.stopTheRest,
  );
  return result;
}
