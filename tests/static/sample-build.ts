/** The built sample every static check reads: its files, pages and the links in them. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { testSite } from '../helpers/test-site.ts';

export const DIST = testSite('sample').dist;

/** Every HTML file of the build, relative to it. */
export const htmlFiles = async () =>
  (await readdir(DIST, { recursive: true })).filter((file) => file.endsWith('.html'));

/** The site-internal pages a built page links to (a[href]), and the addresses it gives for itself (canonical, og:url). */
export async function urlsOf(file: string): Promise<{ links: string[]; own: string[] }> {
  const links: string[] = [];
  const own: string[] = [];
  const parser = new Parser({
    onopentag: (name, attribs) => {
      if (name === 'a' && attribs.href?.startsWith('/')) links.push(attribs.href);
      if (name === 'link' && attribs.rel === 'canonical') own.push(new URL(attribs.href!).pathname);
      if (name === 'meta' && attribs.property === 'og:url')
        own.push(new URL(attribs.content!).pathname);
    },
  });
  parser.end(await readFile(join(DIST, file), 'utf8'));
  return { links, own };
}

/** A URL or build file as a path compared across both: decoded, no index.html, no trailing slash. */
export const pathOf = (value: string) =>
  decodeURIComponent(new URL(value, 'http://site').pathname)
    .replace(/\/index\.html$/, '')
    .replace(/\/$/, '') || '/';
