import { createHash } from 'node:crypto';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEFAULT_SNAPSHOT_DIR } from '../../src/cms/snapshot-dir.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import { startCmsServer, type CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import { pull, type PullOptions } from '../../scripts/lib/pull/pull.ts';
import {
  DEFAULT_MAX_JSON_BYTES,
  DEFAULT_MAX_MEDIA_BYTES,
  DEFAULT_MEDIA_RECHECK_HOURS,
} from '../../scripts/lib/pull/pull-config.ts';

import { scratch } from './scratch.ts';

export const SAMPLE = DEFAULT_SNAPSHOT_DIR;

/** A private copy of the sample snapshot that a test may edit, in `dir` or a new scratch folder. */
export async function copyOfSample(dir?: string): Promise<string> {
  dir ??= join(await scratch(), 'source');
  await cp(SAMPLE, dir, { recursive: true });
  return dir;
}

/** Every file below `dir` (relative path → sha256), to prove a folder did not change. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const hashes = await Promise.all(
    files.map(
      async (file) =>
        [
          relative(dir, file),
          createHash('sha256')
            .update(await readFile(file))
            .digest('hex'),
        ] as const,
    ),
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

export async function startCms(options: Partial<CmsServerOptions> = {}) {
  return startCmsServer({ snapshotDir: SAMPLE, endpoints: DEFAULT_ENDPOINTS, ...options });
}

/** Pull options for tests: fast retries, short timeouts, nothing printed. */
export function pullOptions(
  apiUrl: string,
  out: string,
  overrides: Partial<PullOptions> = {},
): PullOptions {
  return {
    apiUrl,
    mediaUrl: apiUrl,
    endpoints: DEFAULT_ENDPOINTS,
    out,
    concurrency: 8,
    mediaConcurrency: 8,
    timeoutMs: 2_000,
    retries: 2,
    retryDelayMs: 10,
    maxJsonBytes: DEFAULT_MAX_JSON_BYTES,
    maxMediaBytes: DEFAULT_MAX_MEDIA_BYTES,
    mediaRecheckHours: DEFAULT_MEDIA_RECHECK_HOURS,
    ...overrides,
  };
}

export const pullFrom = (apiUrl: string, out: string, overrides: Partial<PullOptions> = {}) =>
  pull(pullOptions(apiUrl, out, overrides));

/** Fixtures write values of the wrong type on purpose, so an edit sees loosely typed JSON unless told otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type LooseJson = any;

/** Rewrites one JSON file of a snapshot copy through `edit`. */
export async function editJson<T = LooseJson>(
  file: string,
  edit: (data: T) => void,
): Promise<void> {
  const data = JSON.parse(await readFile(file, 'utf8')) as T;
  edit(data);
  await writeFile(file, JSON.stringify(data, null, 2));
}
