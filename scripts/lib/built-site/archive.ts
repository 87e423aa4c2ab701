/**
 * The offline copy: the built site as plain files that browse straight from disk.
 * Every internal reference (href, src, srcset, CSS url()) becomes a relative path ending in
 * index.html where a folder is meant; scripts are dropped, since module scripts do not run
 * from file://, and the pages' no-JavaScript layout is made the layout; web fonts are dropped,
 * since browsers refuse fonts from file:// (a CORS check a file cannot pass), and the
 * metric-matched fallbacks Astro writes show instead; a manifest lists every file with its
 * SHA-256; the whole is one .tar.gz.
 */
import { cp, lstat, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import render from 'dom-serializer';
import { isText } from 'domhandler';
import { findAll, prepend, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { create } from 'tar';
import { sha256 } from '../../../src/lib/sha256.ts';

export interface ArchiveResult {
  file: string;
  files: number;
  bytes: number;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'poster'];
const SRCSET_ATTRIBUTES = ['srcset'];

export interface ArchiveOptions {
  date?: Date;
  onWarning?: (message: string) => void;
}

export async function archiveSite(
  distDir: string,
  outDir: string,
  options: ArchiveOptions = {},
): Promise<ArchiveResult> {
  const name = `site-archive-${(options.date ?? new Date()).toISOString().slice(0, 10)}`;
  const work = await mkdtemp(join(tmpdir(), 'site-archive-'));
  const site = join(work, name);
  try {
    // A link in dist/ is no file of the site: copied, it would point into the build machine.
    await cp(distDir, site, {
      recursive: true,
      verbatimSymlinks: true,
      filter: async (source) => {
        const name = relative(distDir, source);
        const unsafe = name && unsafeName(name);
        if (unsafe) {
          options.onWarning?.(`skipped ${JSON.stringify(name)}: ${unsafe}`);
          return false;
        }
        if (!(await lstat(source)).isSymbolicLink()) return true;
        options.onWarning?.(`skipped the symbolic link ${name}: an archive holds files only`);
        return false;
      },
    });
    // Files only: folders are reached through their index.html.
    const files = (await readdir(site, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(site, join(entry.parentPath, entry.name)).split(sep).join('/'));
    const exists = new Set(files);
    for (const file of files) {
      if (file.endsWith('.html'))
        await writeFile(
          join(site, file),
          rewriteHtml(await readFile(join(site, file), 'utf8'), file, exists),
        );
      else if (file.endsWith('.css'))
        await writeFile(
          join(site, file),
          rewriteCss(await readFile(join(site, file), 'utf8'), file, exists),
        );
    }
    const manifest = await manifestOf(site, files);
    await writeFile(join(site, 'archive-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = join(outDir, `${name}.tar.gz`);
    await create({ gzip: true, file, cwd: work, portable: true }, [name]);
    return { file, files: Object.keys(manifest.files).length, bytes: (await stat(file)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Why a path of the build (`/`-separated here) would leave the folder the archive is unpacked
 * in on some system, or undefined. Linux allows `\` and `:` in a name, but on Windows
 * `..\..\x` climbs out, and `C:x` names another drive to tools that join a path's parts one
 * by one. Names Windows keeps for devices (`con`, `aux`) are kept: they fail to unpack there
 * but climb nowhere, and a page of that name is worth more than the warning.
 */
export function unsafeName(path: string): string | undefined {
  if (path.startsWith('/')) return 'an absolute path';
  for (const segment of path.split('/')) {
    if (segment === '..' || segment === '.') return 'a name that climbs out of the archive';
    if (segment.includes('\\'))
      return 'a backslash, a folder separator on Windows that can climb out of the archive';
    if (/^[a-z]:/i.test(segment))
      return 'a drive letter (C:), which names another drive on Windows';
  }
  return undefined;
}

/**
 * `/our%20team/18?x#top` seen from `about/2/index.html` → `../../our%20team/18/index.html#top`.
 * External and fragment-only references are left as they are. A path whose decoded segments
 * would climb out of the archive (`/..%2f..%2fetc/passwd`) points at the archive's 404 page.
 */
export function relativeReference(
  reference: string,
  fromFile: string,
  exists: ReadonlySet<string>,
): string {
  if (!reference.startsWith('/') || reference.startsWith('//')) return reference;
  const url = new URL(reference, 'http://site');
  const segments = url.pathname.split('/').slice(1).map(decodedSegment);
  if (segments.some((segment) => segment === undefined))
    return relativeReference('/404.html', fromFile, exists);
  let target = segments.join('/');
  if (!exists.has(target)) {
    const index = posix.join(target, 'index.html');
    if (exists.has(index) || target === '') target = index;
  }
  const path = posix.relative(posix.dirname(fromFile), target) || posix.basename(target);
  return `${path
    .split('/')
    .map((segment) => (segment === '..' ? segment : encodeURIComponent(segment)))
    .join('/')}${url.hash}`;
}

/** A path segment as a file name, or undefined when it would name another folder (`..`, `a/b`). */
function decodedSegment(segment: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return /[/\\\0]/.test(name) || name === '..' || name === '.' ? undefined : name;
}

export function rewriteHtml(html: string, file: string, exists: ReadonlySet<string>): string {
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children);
  for (const element of elements) {
    const { attribs } = element;
    if (
      element.name === 'script' ||
      (element.name === 'meta' &&
        attribs['http-equiv']?.toLowerCase() === 'content-security-policy')
    ) {
      removeElement(element);
      continue;
    }
    if (element.name === 'link' && attribs.rel === 'preload' && attribs.as === 'font') {
      removeElement(element);
      continue;
    }
    // No script runs in the archive, but the browser reading it runs scripts, so it would show
    // a <noscript>'s markup as nothing: its content takes its place (the office map's frame).
    if (element.name === 'noscript') {
      for (const child of [...element.children]) prepend(element, child);
      removeElement(element);
      continue;
    }
    if (element.name === 'style') {
      for (const child of element.children)
        if (isText(child)) child.data = rewriteCss(child.data, file, exists);
    }
    // Lazy loading waits for scrolling, which a page read from disk gains nothing from.
    if (element.name === 'img' && attribs.loading === 'lazy') delete attribs.loading;
    for (const attribute of URL_ATTRIBUTES) {
      if (attribs[attribute])
        attribs[attribute] = relativeReference(attribs[attribute], file, exists);
    }
    for (const attribute of SRCSET_ATTRIBUTES) {
      if (attribs[attribute]) {
        attribs[attribute] = attribs[attribute]
          .split(',')
          .map((candidate) => {
            const [url, ...descriptor] = candidate.trim().split(/\s+/);
            return [relativeReference(url!, file, exists), ...descriptor].join(' ');
          })
          .join(', ');
      }
    }
  }
  return render(document, { encodeEntities: 'utf8' });
}

const SCRIPTING_NONE = /\(\s*scripting\s*:\s*none\s*\)/g;
const SCRIPTING_ENABLED = /\(\s*scripting\s*:\s*enabled\s*\)/;
const SITE_URL = /url\(\s*(['"]?)(\/[^'")]+)\1\s*\)/g;

/** A style sheet as postcss reads it, made to browse from disk. */
export function rewriteCss(css: string, file: string, exists: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkAtRules((rule) => {
    if (rule.name === 'font-face') return void rule.remove();
    if (rule.name !== 'media') return;
    // No script runs in the archive: its "without JavaScript" layout is the layout, and rules
    // for when a script will run (the ticker's one scrolling line) never apply.
    if (SCRIPTING_ENABLED.test(rule.params)) {
      rule.params = 'not all';
      rule.raws.afterName = ' ';
      rule.raws.between = '';
    } else rule.params = rule.params.replace(SCRIPTING_NONE, 'all');
  });
  // Within one declaration's value, url() names a file of the site.
  root.walkDecls((declaration) => {
    declaration.value = declaration.value.replace(
      SITE_URL,
      (_match, quote: string, url: string) =>
        `url(${quote}${relativeReference(url, file, exists)}${quote})`,
    );
  });
  return root.toString();
}

async function manifestOf(root: string, files: string[]) {
  const entries = await Promise.all(
    files.sort().map(async (file) => {
      const data = await readFile(join(root, file));
      return [file, { sha256: sha256(data), bytes: data.length }] as const;
    }),
  );
  return { createdAt: new Date().toISOString(), files: Object.fromEntries(entries) };
}
