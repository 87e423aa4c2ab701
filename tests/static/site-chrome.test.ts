/**
 * The sitemap's crawl follows the header's and the footer's links once, from the home page, and
 * reads only the `<main>` of every other page (src/integrations/listed-pages.ts). That holds
 * while every page's links outside its `<main>` are the home page's: this checks it on a
 * template site and a company site, with a parser, so a layout that gave one page links of its
 * own outside `<main>` fails here rather than leaving pages out of the sitemap.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { testSite } from '../helpers/test-site.ts';

/** The links a page has outside its `<main>`. */
function chromeLinks(html: string): string[] {
  const links: string[] = [];
  let inMain = 0;
  const parser = new Parser({
    onopentag: (name, attribs) => {
      if (name === 'main') inMain += 1;
      else if (name === 'a' && attribs.href !== undefined && inMain === 0) links.push(attribs.href);
    },
    onclosetag: (name) => {
      if (name === 'main') inMain -= 1;
    },
  });
  parser.end(html);
  return links;
}

describe('every page’s header and footer link where the home page’s do', () => {
  it.each(['sample', 'company'] as const)('on the %s site', async (name) => {
    const dist = testSite(name).dist;
    const pages = (await readdir(dist, { recursive: true })).filter((file) =>
      file.endsWith('index.html'),
    );
    expect(pages.length).toBeGreaterThan(20);
    const home = new Set(chromeLinks(await readFile(join(dist, 'index.html'), 'utf8')));
    expect(home.size).toBeGreaterThan(5);
    const own: string[] = [];
    for (const page of pages)
      for (const href of chromeLinks(await readFile(join(dist, page), 'utf8')))
        if (!home.has(href) && !href.startsWith('#')) own.push(`${page}: ${href}`);
    expect(own).toEqual([]);
  });
});
