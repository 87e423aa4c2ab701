/**
 * The paths a visitor can open on the site, for checking editors' links without the network:
 * a finished build's files when there is one (every page and file it wrote), else the pages the
 * site map gives the snapshot.
 */
import { readdir } from 'node:fs/promises';
import type { Snapshot } from '../../../src/cms/schema.ts';
import { siteMapOf } from '../../../src/cms/site-map.ts';

const decoded = (href: string) => {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
};

/** Every page (`/about/2/`) and file (`/notice/rss.xml`) a build in `dir` serves. */
export async function builtPaths(dir: string): Promise<Set<string>> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = new Set<string>();
  for (const entry of files) {
    if (!entry.isFile()) continue;
    const file = `${entry.parentPath.slice(dir.length)}/${entry.name}`.replace(/\\/g, '/');
    const path = file.startsWith('/') ? file : `/${file}`;
    paths.add(path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path);
  }
  return paths;
}

/** The pages the site map makes of a snapshot: its menus', the tables', the companies' and services'. */
export function mappedPaths(snapshot: Snapshot): Set<string> {
  const map = siteMapOf(snapshot);
  const hrefs = [
    '/',
    ...map.pages.map((entry) => entry.href),
    ...map.companyPages.map((page) => page.href),
    ...map.servicePages.map((page) => page.href),
    ...map.footer.map((link) => link.href),
    ...map.nav.flatMap((item) => (item.href ? [item.href] : [])),
  ];
  return new Set(hrefs.map(decoded));
}
