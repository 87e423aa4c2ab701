/**
 * Under `astro dev`: tells the content loaders when the snapshot changed, so a new pull or a
 * hand-edited file shows without a restart. A pull swaps the whole folder with renames, which
 * file watchers can miss, so the manifest (new on every pull) is also checked once a second.
 * Changes are gathered for 200 ms: a pull touches hundreds of files at once.
 */
import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { SNAPSHOT_FILES } from './snapshot-files.ts';

interface Watcher {
  add(path: string): unknown;
  on(event: 'all', listener: (event: string, path: string) => void): unknown;
}

const listeners = new Set<() => void>();
let started = false;

export function onSnapshotChange(dir: string, watcher: Watcher, listener: () => void): void {
  listeners.add(listener);
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const notify of listeners) notify();
    }, 200);
  };
  watcher.add(dir);
  watcher.on('all', (_event, path) => {
    if (path === dir || path.startsWith(dir + sep)) changed();
  });
  const manifest = join(dir, SNAPSHOT_FILES.manifest);
  const signature = () => {
    try {
      const info = statSync(manifest);
      return `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch {
      return 'none';
    }
  };
  let last = signature();
  setInterval(() => {
    const now = signature();
    if (now !== last) {
      last = now;
      changed();
    }
  }, 1_000).unref();
}
