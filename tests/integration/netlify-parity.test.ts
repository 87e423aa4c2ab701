/**
 * Preview and Netlify agree: every URL the built site uses (each page's own address, every
 * link on every page, the canonical and Open Graph URLs, the sitemap's and the feed's) is
 * answered the same by the preview server (scripts/lib/built-site/site-server.ts) and by Netlify's own
 * CLI (`netlify dev`, offline, serving the same folder), and both answer it at once, without
 * a redirect. Issue 26: the header linked `/company/10/Harbour%20%26%20Crest%20Recruitment`,
 * which the preview served and Netlify's CLI answered with 404.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../../scripts/lib/built-site/site-server.ts';
import { htmlPages } from '../helpers/astro-build.ts';
import { freePort } from '../helpers/free-port.ts';
import { outsideScratch } from '../helpers/scratch.ts';
import { testSite } from '../helpers/test-site.ts';

/** The site-internal URLs of a page: its links, its canonical and Open Graph addresses. */
function urlsOf(html: string, site: string): string[] {
  const urls: string[] = [];
  new Parser({
    onopentag: (name, attributes) => {
      const value =
        name === 'a'
          ? attributes.href
          : name === 'link' && attributes.rel === 'canonical'
            ? attributes.href
            : attributes.property === 'og:url'
              ? attributes.content
              : undefined;
      if (value?.startsWith(site)) urls.push(value.slice(site.length - 1));
      else if (value?.startsWith('/') && !value.startsWith('//')) urls.push(value);
    },
  }).end(html);
  return urls;
}

/** A built file's address: `our team/index.html` → `/our%20team/`. */
const pathOfFile = (file: string) =>
  `/${file
    .replace(/(^|\/)index\.html$/, '$1')
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;

let root: string;
let preview: SiteServer;
let netlify: ChildProcess | undefined;
let netlifyUrl: string;
let netlifyLog = '';
let urls: string[];

beforeAll(async () => {
  // Outside the project: Netlify's CLI takes the nearest repository for its site and writes there.
  root = await outsideScratch('netlify-parity-');
  const outDir = join(root, 'dist');
  await symlink(testSite('sample').dist, outDir);
  const site = 'https://www.meridianbridge.example/';
  const pages = await htmlPages(outDir);
  const found = new Set<string>(
    [...pages.keys()].filter((file) => file !== '404.html').map(pathOfFile),
  );
  for (const html of pages.values())
    for (const url of urlsOf(html, site)) found.add(url.split('#')[0]!);
  for (const file of ['sitemap-0.xml', 'notice/rss.xml']) {
    const xml = await readFile(join(outDir, file), 'utf8');
    for (const [, url] of xml.matchAll(
      /<(?:loc|link|guid)[^>]*>https:\/\/www\.meridianbridge\.example(\/[^<]*)</g,
    ))
      found.add(url!);
  }
  urls = [...found].filter((url) => url !== '').sort();

  preview = await startSiteServer({ dir: outDir });
  const port = await freePort();
  netlifyUrl = `http://127.0.0.1:${port}`;
  // A project of its own, so the CLI reads no netlify.toml of ours (its build command, plugins) and writes its state there.
  await writeFile(join(root, 'netlify.toml'), '[build]\n  publish = "dist"\n');
  netlify = spawn(
    process.execPath,
    [
      join(process.cwd(), 'node_modules/netlify-cli/bin/run.js'),
      'dev',
      '--offline',
      // Edge functions need Deno, which it would download; the site has none.
      '--internal-disable-edge-functions',
      '--dir',
      outDir,
      '--port',
      String(port),
      '--no-open',
    ],
    {
      cwd: root,
      env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  netlify.stdout!.on('data', (chunk) => (netlifyLog += chunk));
  netlify.stderr!.on('data', (chunk) => (netlifyLog += chunk));
  // Netlify's CLI prints its address when it is ready.
  await new Promise<void>((resolve, reject) => {
    netlify!.on('exit', (code) =>
      reject(new Error(`netlify dev exited with ${code}: ${netlifyLog}`)),
    );
    netlify!.stdout!.on('data', () => netlifyLog.includes('Local dev server ready') && resolve());
  });
}, 240_000);

afterAll(async () => {
  // Waited for: it writes its state in the scratch folder, removed once this file ends.
  if (netlify && netlify.exitCode === null && netlify.signalCode === null) {
    const exited = new Promise((resolve) => netlify!.once('exit', resolve));
    netlify.kill();
    await exited;
  }
  await preview?.close();
});

const answer = async (base: string, url: string) => {
  const response = await fetch(base + url, { redirect: 'manual' });
  await response.arrayBuffer();
  return `${response.status}${response.headers.get('location') ? ` -> ${response.headers.get('location')}` : ''}`;
};

describe('the preview server and Netlify', () => {
  it('answer every URL the built site uses the same, at once', async () => {
    expect(urls.length).toBeGreaterThan(200);
    expect(urls).toContain('/company/10/harbour-crest-recruitment/');
    const limit = pLimit(8);
    const answers = await Promise.all(
      urls.map((url) =>
        limit(async () => ({
          url,
          preview: await answer(preview.url, url),
          netlify: await answer(netlifyUrl, url),
        })),
      ),
    );
    expect(answers.filter((entry) => entry.preview !== entry.netlify)).toEqual([]);
    expect(answers.filter((entry) => entry.preview !== '200')).toEqual([]);
  }, 120_000);

  it('agree on an unknown path: the 404 page with status 404', async () => {
    for (const base of [preview.url, netlifyUrl]) {
      const response = await fetch(`${base}/no/such/page/`);
      expect(response.status, base).toBe(404);
      expect(await response.text(), base).toContain('Oops! Page Not Found!');
    }
  });
});
