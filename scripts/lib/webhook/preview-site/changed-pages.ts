/**
 * The pages a new release changes against the live one, by their address and title, for the
 * preview's bar: a page is changed when its built HTML differs, or is new. Sizes are compared
 * first, so only pages of the same size are read twice.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import pLimit from 'p-limit';

export interface ChangedPage {
  /** The page's address on the site, percent-encoded (`/our%20team/`). */
  path: string;
  title: string;
}

export interface ChangedPages {
  /** The first MAX_LISTED, home first, then by address. */
  pages: ChangedPage[];
  /** How many changed in all. */
  count: number;
}

const MAX_LISTED = 50;

/** `about/2/index.html` → `/about/2/`; `404.html`, which no link reaches, → undefined. */
export function pathOfPage(file: string): string | undefined {
  if (file === '404.html') return undefined;
  const path = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
  return encodeURI(path);
}

const titleOf = (html: string) =>
  decodeHTML(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();

async function differs(file: string, before: string): Promise<string | undefined> {
  const [now, then] = await Promise.all([stat(file), stat(before).catch(() => undefined)]);
  const html = await readFile(file, 'utf8');
  if (then?.size === now.size && (await readFile(before, 'utf8')) === html) return undefined;
  return html;
}

export async function changedPages(release: string, live: string | null): Promise<ChangedPages> {
  const files = (await readdir(release, { recursive: true })).filter(
    (file) => file.endsWith('.html') && pathOfPage(file) !== undefined,
  );
  const limit = pLimit(8);
  const changed = (
    await Promise.all(
      files.map((file) =>
        limit(async () => {
          const html = live
            ? await differs(join(release, file), join(live, file))
            : await readFile(join(release, file), 'utf8');
          return html === undefined ? [] : [{ path: pathOfPage(file)!, title: titleOf(html) }];
        }),
      ),
    )
  ).flat();
  changed.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  return { pages: changed.slice(0, MAX_LISTED), count: changed.length };
}
