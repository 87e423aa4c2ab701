/** Real production builds for the unit tests, and the pages they wrote. */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Runs `astro build` with the given environment (SNAPSHOT_DIR, SITE_OUT_DIR, ...); returns its log. */
export async function astroBuild(env: Record<string, string>): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout + stderr;
}

/** Every HTML page of a build, by its path relative to the output folder. */
export async function htmlPages(outDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)));
}
