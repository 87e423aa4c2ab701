/**
 * The pages the sitemap lists: those a visitor can reach by following links from the home
 * page, that are their own canonical address and do not ask to stay out of search engines
 * (`noindex`: the 404 page, a page with nothing on it yet). The home page's copies at
 * `/home/{id}/`, the template's demo pages nothing links to and the form's thank-you page are
 * left out. Read from the built pages themselves, so the list cannot drift from the links.
 *
 * Every page shares the home page's header and footer (src/layouts/), so their links are
 * followed once, from the home page; of any other page only the head and the `<main>` are
 * read as text. On a large site that is a fifth of each page, the rest being its menu.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { decodeHTMLAttribute } from 'entities';

/** What the crawl needs of a page: where its links go, its canonical address, whether it is noindex, the day its record was published. */
interface PageFacts {
  links: string[];
  canonical: string | undefined;
  noindex: boolean;
  published: string | undefined;
}

/**
 * A page's facts, found by scanning its text rather than parsing it into a tree: a large site's
 * pages are mostly their 1,000-entry menu, and parsing every element of each took a quarter of a
 * rebuild (docs/performance.md). The canonical address, robots and date are read from the head's `<link>`
 * and `<meta>` tags; the links from each `<a>`'s `href`, its value quoted or bare as HTML allows.
 * The raw text of scripts and styles and comments is skipped, as a parser would.
 */
const SKIPPED = String.raw`<(script|style)\b[^>]*>[^]*?<\/\1\s*>|<!--[^]*?-->`;
const VALUE = String.raw`\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>\x60]+))`;
const LINK = new RegExp(`${SKIPPED}|<a\\s(?:[^>]*?\\s)?href${VALUE}`, 'gi');
const HEAD_TAG = new RegExp(`${SKIPPED}|<(?:link|meta)\\s[^>]*>`, 'gi');
const HEAD_FACT = /canonical|robots|article:published_time/i;
const ATTRIBUTE = new RegExp(`([^\\s"'>/=]+)(?:${VALUE})?`, 'g');

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of tag.replace(/^<\w+/, '').matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase();
    if (!(key in attributes)) attributes[key] = decodeHTMLAttribute(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** A page's facts from its head and the part whose links are followed (`body`; the whole page when not given). */
export function factsOf(html: string, body: string = html): PageFacts {
  const facts: PageFacts = {
    links: [],
    canonical: undefined,
    noindex: false,
    published: undefined,
  };
  const headEnd = html.search(/<\/head\s*>/i);
  for (const [tag, skipped] of html
    .slice(0, headEnd === -1 ? html.length : headEnd)
    .matchAll(HEAD_TAG)) {
    // Most of a head's tags are preloads and Open Graph: only the three that matter are parsed.
    if (skipped || tag.startsWith('<!') || !HEAD_FACT.test(tag)) continue;
    const attributes = attributesOf(tag);
    if (attributes.rel === 'canonical') facts.canonical = attributes.href;
    else if (attributes.name === 'robots')
      facts.noindex = /\bnoindex\b/.test(attributes.content ?? '');
    else if (attributes.property === 'article:published_time') facts.published = attributes.content;
  }
  for (const [, skipped, double, single, bare] of body.matchAll(LINK)) {
    const href = double ?? single ?? bare;
    if (skipped === undefined && href !== undefined)
      facts.links.push(href.includes('&') ? decodeHTMLAttribute(href) : href);
  }
  return facts;
}

/** Pages read ahead of the scan: enough to keep the disk busy, few enough that a large site is never held whole. */
const READ_AHEAD = 16;

const HEAD_END = Buffer.from('</head');
const MAIN_START = Buffer.from('<main');
const MAIN_END = Buffer.from('</main>');

/**
 * A page's facts with only its head and its `<main>` decoded and scanned; the whole page
 * where it has no head or `<main>`. `<main` is looked for after the head, whose attribute
 * values may hold the words (an editor's title in a description); one inside a script of the
 * body only widens what is read.
 */
export function pageFacts(bytes: Buffer, whole: boolean): PageFacts {
  const headEnd = bytes.indexOf(HEAD_END);
  const start = headEnd === -1 ? -1 : bytes.indexOf(MAIN_START, headEnd);
  const end = bytes.lastIndexOf(MAIN_END);
  if (whole || start === -1 || end < start) return factsOf(bytes.toString('utf8'));
  return factsOf(bytes.toString('utf8', 0, headEnd), bytes.toString('utf8', start, end));
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
  const reads = new Map<number, Promise<Buffer | undefined>>();
  const read = (at: number) => {
    const file = pageFile(root, queue[at]!);
    return file ? readFile(file).catch(() => undefined) : Promise.resolve(undefined);
  };
  const listed = new Map<string, string | undefined>();
  for (let at = 0; at < queue.length; at += 1) {
    // The pages next in the queue are read while this one is scanned; the order they are listed in stays the queue's.
    for (let ahead = at; ahead < Math.min(queue.length, at + READ_AHEAD); ahead += 1)
      if (!reads.has(ahead)) reads.set(ahead, read(ahead));
    const bytes = await reads.get(at)!;
    reads.delete(at);
    if (bytes === undefined) continue;
    const next = queue[at]!;
    // The home page, read first, is read whole: its header and footer are every page's.
    const { links, canonical, noindex, published } = pageFacts(bytes, at === 0);
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
