/** Real production builds for the integration tests, in process through Astro's `build()`, and the pages they wrote. */
import { build, type AstroInlineConfig } from 'astro';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { capturedLog } from './log-capture.mjs';

interface BuildOptions {
  /** The snapshot folder to build from (the site reads it as SNAPSHOT_DIR at build time). */
  snapshot: string;
  outDir: string;
  /** Astro's cache folder, which holds the incremental-build cache; the project's by default. */
  cacheDir?: string;
  /** Vite settings over the project's, as a change of code or toolchain would bring. */
  vite?: AstroInlineConfig['vite'];
}

/** Builds the site as `astro build` would; returns the build's log, formatted as the CLI prints it. */
export async function astroBuild({
  snapshot,
  outDir,
  cacheDir,
  vite,
}: BuildOptions): Promise<string> {
  const previous = process.env.SNAPSHOT_DIR;
  const log = capturedLog();
  log.length = 0;
  process.env.SNAPSHOT_DIR = snapshot;
  try {
    await build({
      root: process.cwd(),
      outDir,
      ...(cacheDir ? { cacheDir } : {}),
      ...(vite ? { vite } : {}),
      logger: { entrypoint: resolve('tests/helpers/log-capture.mjs') },
    });
    return log.join('');
  } finally {
    if (previous === undefined) delete process.env.SNAPSHOT_DIR;
    else process.env.SNAPSHOT_DIR = previous;
  }
}

/** Every HTML page of a build, by its path relative to the output folder. */
export async function htmlPages(outDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .sort();
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const),
    ),
  );
}
