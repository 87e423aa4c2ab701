import { readdir, readFile } from 'node:fs/promises';
import { Parser } from 'htmlparser2';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { NETLIFY_FORM } from '../../src/forms/contact-target.ts';
import { menuNamed } from './fixtures.ts';

/**
 * Every page of the build, checked by linkinator: every internal link, image (src and
 * srcset), stylesheet, script and frame on it must answer. And every built page must be
 * linked from another page or be one of the fixed routes SPEC §2 names, so the site
 * generates exactly the pages it links to, plus the routes the spec names.
 */
const SPEC_ENTRY_ROUTES = [
  '/',
  '/404.html',
  '/home',
  '/notice',
  '/our team',
  '/contact',
  '/cause',
  '/event',
  '/event-s2',
  '/project',
  '/testimonial',
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/donate',
  '/volunteer',
  '/login',
  '/register',
  '/forgot-password',
];

/** The site-internal pages a built page links to (a[href]), and the addresses it gives for itself (canonical, og:url). */
async function linksOf(file: string): Promise<string[]> {
  return (await urlsOf(file)).links;
}

async function urlsOf(file: string): Promise<{ links: string[]; own: string[] }> {
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
  parser.end(await readFile(`dist-test/${file}`, 'utf8'));
  return { links, own };
}

/** A URL or build file as a path compared across both: decoded, no index.html, no trailing slash. */
const pathOf = (value: string) =>
  decodeURIComponent(new URL(value, 'http://site').pathname)
    .replace(/\/index\.html$/, '')
    .replace(/\/$/, '') || '/';

test('every internal link and image on every page resolves, and every built page is linked', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const files = (await readdir('dist-test', { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  );
  const built = files.map((file) => pathOf(`/${file}`));
  const checker = new LinkChecker();
  // Shallow from every page: linkinator's recursion only follows links below each start
  // path, so giving it every page is what makes the check complete.
  const result = await checker.check({
    path: built.map((page) => `${baseURL}${page === '/404.html' ? page : encodeURI(page)}`),
    recurse: false,
    checkCss: true,
    concurrency: 8,
    linksToSkip: (link) => Promise.resolve(!link.startsWith(baseURL!)),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);

  // linkinator reports each good URL once, not once per page linking it: the link graph
  // comes from the pages themselves.
  const linked = new Set((await Promise.all(files.map(linksOf))).flat().map(pathOf));
  // The thank-you page is reached by sending the contact form on Netlify, never by a link.
  const entries = new Set(
    [...SPEC_ENTRY_ROUTES, `/home/${menuNamed('Home').id}`, NETLIFY_FORM.thanks].map(pathOf),
  );
  const orphans = built.filter((page) => !linked.has(page) && !entries.has(page));
  expect(orphans).toEqual([]);
  expect(built.length).toBeGreaterThan(150);
});

// Issue 26: links, canonical URLs and the feed dropped the trailing slash the sitemap kept, and a
// company was linked with %26, canonical with & and listed with &amp;.
test('every URL the site writes has one spelling, which the server answers without a redirect', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const files = (await readdir('dist-test', { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  );
  const urls = new Set<string>();
  for (const file of files) {
    const { links, own } = await urlsOf(file);
    for (const url of [...links, ...own]) urls.add(url.split('#')[0]!.split('?')[0]!);
  }
  for (const file of ['sitemap-0.xml', 'notice/rss.xml']) {
    const xml = await readFile(`dist-test/${file}`, 'utf8');
    for (const [, url] of xml.matchAll(/<(?:loc|link|guid)[^>]*>https?:\/\/[^/<]+(\/[^<]*)</g))
      urls.add(url!);
  }
  const misspelt: string[] = [];
  for (const url of urls) {
    const segments = url.split('/').slice(1, -1);
    const last = url.split('/').at(-1)!;
    // A page ends with a slash; only files (a PDF, the feed, an image) end with a name.
    if (last !== '' && !/\.[a-z0-9]+$/i.test(last)) misspelt.push(`${url}: no trailing slash`);
    for (const segment of segments) {
      const raw = decodeURIComponent(segment);
      if (encodeURIComponent(raw) !== segment || /[^\p{L}\p{M}\p{N} ._~-]/u.test(raw))
        misspelt.push(`${url}: segment ${segment}`);
    }
  }
  expect(misspelt).toEqual([]);
  const company = menuNamed('Harbour & Crest Recruitment');
  expect([...urls].filter((url) => url.startsWith(`/company/${company.id}/`))).toEqual([
    `/company/${company.id}/harbour-crest-recruitment/`,
  ]);
  const redirected: string[] = [];
  for (const url of urls) {
    const status = (await request.get(url, { maxRedirects: 0 })).status();
    if (status !== 200) redirected.push(`${status} ${url}`);
  }
  expect(redirected).toEqual([]);
});
