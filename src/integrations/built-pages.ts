/**
 * The HTML pages of a built site, for the steps that run after the build (headers, search).
 * Most of a page of a large site is its menu (60 KiB for 1,000 menus), so what can be decided
 * from the `<head>` is read from the head alone.
 */
import { open, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A page's head is a few KiB; one longer than this is read whole. */
const HEAD_BYTES = 16 * 1024;

/** Every `.html` file under the built site's folder. */
export async function builtPages(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A page from its start to its `</head>` (the whole page when there is none). */
export async function pageHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const start = buffer.subarray(0, bytesRead).toString('utf8');
    const end = start.indexOf('</head>');
    if (end !== -1) return start.slice(0, end);
  } finally {
    await handle.close();
  }
  return readFile(file, 'utf8');
}
