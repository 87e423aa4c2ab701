import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a build's output depends on besides its snapshot and settings. */
const SOURCES = ['src', 'astro.config.mjs', 'tsconfig.json', 'netlify.toml', 'package-lock.json'];

async function filesOf(path: string): Promise<string[]> {
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTDIR') return undefined;
      throw error;
    },
  );
  if (!entries) return [path];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let digest: Promise<string> | undefined;

/** A digest of every file the build reads from the project, once per process. */
export function sourceDigest(): Promise<string> {
  digest ??= (async () => {
    const files = (await Promise.all(SOURCES.map(filesOf))).flat().sort();
    const hash = createHash('sha256');
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file));
    return hash.digest('hex');
  })();
  return digest;
}
