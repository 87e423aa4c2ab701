/**
 * The pages a new release changes against the live one, by their address and title, for the
 * preview's bar: a page is changed when its built HTML differs, or is new. Sizes are compared
 * first, so only pages of the same size are read twice.
 */
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { decodeHTML } from 'entities';
import pLimit from 'p-limit';
import type { BuiltPage } from '../../preflight/kinds/page-accessibility.ts';

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

/** The page's title, at most MAX_TITLE characters: a name field of the back office has no limit. */
const MAX_TITLE = 200;
const titleOf = (html: string) => {
  const title = decodeHTML(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title;
};

async function differs(file: string, before: string): Promise<string | undefined> {
  const [now, then] = await Promise.all([stat(file), stat(before).catch(() => undefined)]);
  const html = await readFile(file, 'utf8');
  if (then?.size === now.size && (await readFile(before, 'utf8')) === html) return undefined;
  return html;
}

/** Whether a file is the release's own (`root`, its real path), not reached through a link out of it. */
async function ownFile(release: string, root: string, file: string): Promise<boolean> {
  const real = await realpath(join(release, file));
  return real.startsWith(root + sep) && (await lstat(real)).isFile();
}

export async function changedPages(release: string, live: string | null): Promise<ChangedPages> {
  const entries = await readdir(release, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((entry) => !entry.isSymbolicLink() && entry.name.endsWith('.html'))
    .map((entry) => relative(release, join(entry.parentPath, entry.name)))
    .filter((file) => pathOfPage(file) !== undefined);
  const root = await realpath(release);
  const owned = await Promise.all(candidates.map((file) => ownFile(release, root, file)));
  const files = candidates.filter((_, i) => owned[i]);
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

/** A page checked by the pre-flight report is read whole only below this: a bigger one is no editor's page. */
const MAX_CHECKED_BYTES = 2 * 1024 * 1024;

/** The HTML of the listed changed pages, for the report's look at them (its accessibility pass). */
export async function builtPages(release: string, changed: ChangedPages): Promise<BuiltPage[]> {
  const read = await Promise.all(
    changed.pages.map(async ({ path, title }) => {
      const page = decodeURI(path);
      const file = join(release, page.endsWith('/') ? `${page}index.html` : `${page}.html`);
      const size = await stat(file).then(
        (found) => found.size,
        () => Infinity,
      );
      return size <= MAX_CHECKED_BYTES ? [{ path, title, html: await readFile(file, 'utf8') }] : [];
    }),
  );
  return read.flat();
}
