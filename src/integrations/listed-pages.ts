/**
 * The pages the sitemap lists: those a visitor can reach by following links from the home
 * page, that are their own canonical address and do not ask to stay out of search engines
 * (`noindex`: the 404 page, a page with nothing on it yet). The home page's copies at
 * `/home/{id}/`, the template's demo pages nothing links to and the form's thank-you page are
 * left out. Read from the built pages themselves, so the list cannot drift from the links.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { Parser } from 'htmlparser2';

/** What the crawl needs of a page: where its links go, its canonical address, whether it is noindex, the day its record was published. */
interface PageFacts {
  links: string[];
  canonical: string | undefined;
  noindex: boolean;
  published: string | undefined;
}

function factsOf(html: string): PageFacts {
  const facts: PageFacts = {
    links: [],
    canonical: undefined,
    noindex: false,
    published: undefined,
  };
  new Parser({
    onopentag: (name, attributes) => {
      if (name === 'a' && attributes.href !== undefined) facts.links.push(attributes.href);
      else if (name === 'link' && attributes.rel === 'canonical') facts.canonical = attributes.href;
      else if (name === 'meta' && attributes.name === 'robots')
        facts.noindex = /\bnoindex\b/.test(attributes.content ?? '');
      else if (name === 'meta' && attributes.property === 'article:published_time')
        facts.published = attributes.content;
    },
  }).end(html);
  return facts;
}

/** The built file of a site path, when it is a page (`/our%20team/` → `our team/index.html`). */
function pageFile(root: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return decoded.endsWith('/') ? join(root, decoded, 'index.html') : undefined;
}

/**
 * The absolute URLs of the pages to list, in the order they were reached, each with the day
 * its record was published where the page says (a notice's, a circular's). A link is followed
 * only in the spelling the site uses (a page path with its trailing slash); other files
 * (PDFs, images, the feed) are not pages.
 */
export async function listedPages(
  root: string,
  site: URL,
): Promise<Map<string, string | undefined>> {
  const origin = new URL('/', site);
  const seenHrefs = new Set<string>();
  const queued = new Set<string>(['/']);
  const queue = ['/'];
  const listed = new Map<string, string | undefined>();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const file = pageFile(root, next);
    const html = file && (await readFile(file, 'utf8').catch(() => undefined));
    if (html === undefined) continue;
    const { links, canonical, noindex, published } = factsOf(html);
    const own = new URL(next, origin).href;
    if (!noindex && canonical === own) listed.set(own, published);
    for (const href of links) {
      // Nearly every link is a root-relative path the header repeats on every page: seen once, skipped after.
      if (seenHrefs.has(href)) continue;
      if (href.startsWith('/')) seenHrefs.add(href);
      const url = new URL(href, new URL(next, origin));
      if (url.origin !== origin.origin) continue;
      if (!queued.has(url.pathname)) {
        queued.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  return listed;
}

/**
 * Works out the listed pages when the build is done, for @astrojs/sitemap's `filter`, which
 * runs after it: this integration must come before the sitemap's in the config.
 */
export function listedPagesIntegration(): {
  integration: AstroIntegration;
  isListed: (page: string) => boolean;
  /** The day a listed page's record was published, for the sitemap's lastmod. */
  lastmodOf: (page: string) => string | undefined;
} {
  let listed = new Map<string, string | undefined>();
  let site: URL | undefined;
  return {
    integration: {
      name: 'listed-pages',
      hooks: {
        'astro:config:done': ({ config }) => {
          site = config.site ? new URL(config.site) : undefined;
        },
        'astro:build:done': async ({ dir, logger }) => {
          if (!site) return;
          listed = await listedPages(fileURLToPath(dir), site);
          logger.info(`${listed.size} pages reachable from the home page go in the sitemap`);
        },
      },
    },
    isListed: (page) => listed.has(page),
    lastmodOf: (page) => listed.get(page),
  };
}
