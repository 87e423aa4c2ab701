/** The records of a written search index (Pagefind's fragments), as the search box would show them. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

export async function searchFragments(indexDir: string): Promise<Fragment[]> {
  const dir = join(indexDir, 'fragment');
  return Promise.all(
    (await readdir(dir)).map(async (file) => {
      // Each is gzipped: a signature, then the record as JSON.
      const text = gunzipSync(await readFile(join(dir, file))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
    }),
  );
}
