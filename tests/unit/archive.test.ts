import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { list } from 'tar';
import { describe, expect, it } from 'vitest';
import {
  archiveSite,
  relativeReference,
  rewriteCss,
  rewriteHtml,
} from '../../scripts/lib/built-site/archive.ts';
import { scratch } from '../helpers/scratch.ts';

const files = new Set([
  'index.html',
  '404.html',
  'about/2/index.html',
  'our team/18/index.html',
  'company/10/Harbour & Crest/index.html',
  '_astro/a b.webp',
  '_astro/site.css',
  'robots.txt',
]);

describe('relative references for the offline archive', () => {
  it.each([
    ['/', 'about/2/index.html', '../../index.html'],
    ['/about/2', 'index.html', 'about/2/index.html'],
    ['/our%20team/18', 'about/2/index.html', '../../our%20team/18/index.html'],
    [
      '/company/10/Harbour%20%26%20Crest',
      'index.html',
      'company/10/Harbour%20%26%20Crest/index.html',
    ],
    ['/_astro/a%20b.webp', 'our team/18/index.html', '../../_astro/a%20b.webp'],
    ['/about/2#team', 'about/2/index.html', 'index.html#team'],
    ['/robots.txt', 'index.html', 'robots.txt'],
    ['https://example.org/x', 'index.html', 'https://example.org/x'],
    ['mailto:a@b.example', 'index.html', 'mailto:a@b.example'],
    ['#main', 'index.html', '#main'],
    ['//cdn.example/x.js', 'index.html', '//cdn.example/x.js'],
    ['/..%2f..%2f..%2fetc/passwd', 'about/2/index.html', '../../404.html'],
    ['/about/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd', 'index.html', '404.html'],
    ['/_astro/..%5c..%5csecret', 'index.html', '404.html'],
    ['/bad%E0%A4%A', 'index.html', '404.html'],
    ['/../../etc/passwd', 'about/2/index.html', '../../etc/passwd'],
  ])('%s from %s → %s', (reference, from, expected) => {
    expect(relativeReference(reference, from, files)).toBe(expected);
  });
});

describe('pages and styles for the archive', () => {
  it('rewrites links, images and srcsets, drops scripts, CSP and lazy loading', () => {
    const html = rewriteHtml(
      '<html><head><meta http-equiv="content-security-policy" content="x"><link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/x.js"></script></head>' +
        '<body><a href="/our%20team/18">Team</a><img src="/_astro/a%20b.webp" srcset="/_astro/a%20b.webp 400w, /_astro/a%20b.webp 800w" loading="lazy" alt="A"><script>alert(1)</script></body></html>',
      'about/2/index.html',
      files,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('content-security-policy');
    expect(html).not.toContain('loading=');
    expect(html).toContain('href="../../_astro/site.css"');
    expect(html).toContain('href="../../our%20team/18/index.html"');
    expect(html).toContain('srcset="../../_astro/a%20b.webp 400w, ../../_astro/a%20b.webp 800w"');
  });

  it("shows a <noscript>'s content in its place, as scripts never run there: the office map's frame", () => {
    const map = 'https://www.openstreetmap.org/export/embed.html?bbox=1';
    const html = rewriteHtml(
      `<html><body><div class="rich-text"><iframe data-src="${map}" title="Map"></iframe><noscript><iframe src="${map}" title="Map"></iframe></noscript></div></body></html>`,
      'contact/index.html',
      files,
    );
    expect(html).not.toContain('noscript');
    expect(html).toContain(`<iframe src="${map}" title="Map"></iframe>`);
  });

  it('makes the no-JavaScript layout the layout and rewrites url()', () => {
    const css = rewriteCss(
      '@media (scripting: none){.x{display:block}} .y{background:url(/_astro/a%20b.webp)} @media (scripting:enabled) and (prefers-reduced-motion:no-preference){.z{flex-wrap:nowrap}}',
      '_astro/site.css',
      files,
    );
    expect(css).toBe(
      '@media all{.x{display:block}} .y{background:url(a%20b.webp)} @media not all{.z{flex-wrap:nowrap}}',
    );
  });

  it('drops web fonts, which no browser loads from file://, and rewrites styles inside the page', () => {
    const html = rewriteHtml(
      '<html><head><link rel="preload" href="/_astro/fonts/a.woff2" as="font" type="font/woff2" crossorigin>' +
        '<style>@font-face{font-family:Body;src:url(/_astro/fonts/a.woff2)}.x{font-family:Body,Body fallback}@media (scripting: none){.y{display:none}}</style></head><body></body></html>',
      'index.html',
      files,
    );
    expect(html).not.toContain('woff2');
    expect(html).toContain(
      '<style>.x{font-family:Body,Body fallback}@media all{.y{display:none}}</style>',
    );
  });
});

describe('the archive of a dist/ that holds symbolic links', () => {
  it('leaves every link out with a warning, so nothing points into the build machine', async () => {
    const root = await scratch('archive-links-');
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'about'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<a href="/about/">About</a>');
    await writeFile(join(dist, 'about', 'index.html'), '<p>About</p>');
    await writeFile(join(root, 'secret.txt'), 'build machine secret');
    await symlink('../secret.txt', join(dist, 'leak.txt'));
    await symlink('/etc', join(dist, 'about', 'etc'));
    const warnings: string[] = [];
    const { file } = await archiveSite(dist, root, {
      onWarning: (message) => warnings.push(message),
    });
    const entries: Array<{ path: string; type: string }> = [];
    await list({
      file,
      onReadEntry: (entry) => entries.push({ path: entry.path, type: entry.type }),
    });
    expect(entries.filter((entry) => entry.type === 'SymbolicLink')).toEqual([]);
    expect(entries.map((entry) => entry.path).filter((path) => /leak|etc/.test(path))).toEqual([]);
    expect(warnings.sort()).toEqual([
      'skipped the symbolic link about/etc: an archive holds files only',
      'skipped the symbolic link leak.txt: an archive holds files only',
    ]);
  });
});

describe('the archive of a dist/ holding names that climb out on another system', () => {
  it('leaves out names with a backslash or a drive letter, with a warning, and keeps the rest', async () => {
    const root = await scratch('archive-names-');
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'C:'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<p>Home</p>');
    await writeFile(join(dist, '..\\..\\..\\x'), 'climbs out on Windows');
    await writeFile(join(dist, 'C:', 'autoexec.bat'), 'another drive');
    await writeFile(join(dist, 'd:evil.txt'), 'drive-relative');
    await writeFile(
      join(dist, 'con.html'),
      'a device name: fails to unpack on Windows, climbs nowhere',
    );
    const warnings: string[] = [];
    const { file } = await archiveSite(dist, root, {
      onWarning: (message) => warnings.push(message),
    });
    const paths: string[] = [];
    await list({ file, onReadEntry: (entry) => paths.push(entry.path) });
    const inside = paths.map((path) => path.split('/').slice(1).join('/')).filter(Boolean);
    expect(inside.sort()).toEqual(['archive-manifest.json', 'con.html', 'index.html']);
    expect(warnings.sort()).toEqual([
      'skipped "..\\\\..\\\\..\\\\x": a backslash, a folder separator on Windows that can climb out of the archive',
      'skipped "C:": a drive letter (C:), which names another drive on Windows',
      'skipped "d:evil.txt": a drive letter (C:), which names another drive on Windows',
    ]);
  });
});
