/**
 * The offline archive of the built sample, unpacked, checked file by file without a browser:
 * its manifest, and every reference on every page and in every style sheet leading to a file in
 * the archive, as a browser reading it from disk needs (tests/e2e/archive.spec.ts opens each
 * kind of page from disk in one).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import postcss from 'postcss';
import { x } from 'tar';
import { beforeAll, expect, test } from 'vitest';
import { archiveSite } from '../../scripts/lib/built-site/archive.ts';
import { scratch } from '../helpers/scratch.ts';
import { DIST } from './sample-build.ts';

let root: string;
let files: string[];
beforeAll(async () => {
  const out = await scratch('archive-links-');
  const { file } = await archiveSite(DIST, out, { date: new Date('2026-11-22T12:00:00Z') });
  expect(file).toMatch(/site-archive-2026-11-22\.tar\.gz$/);
  await x({ file, cwd: out });
  root = join(out, 'site-archive-2026-11-22');
  files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
});

test('the manifest lists every file with its SHA-256', async () => {
  const manifest = JSON.parse(await readFile(join(root, 'archive-manifest.json'), 'utf8'));
  expect(Object.keys(manifest.files).sort()).toEqual(
    files.filter((file) => file !== 'archive-manifest.json').sort(),
  );
  for (const [file, { sha256 }] of Object.entries<{ sha256: string }>(manifest.files)) {
    expect(
      createHash('sha256')
        .update(await readFile(join(root, file)))
        .digest('hex'),
      file,
    ).toBe(sha256);
  }
});

/** Attributes whose value is one address a browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'data', 'action'];
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

const urlsInCss = (css: string) => {
  const urls: string[] = [];
  postcss.parse(css).walkDecls((declaration) => {
    for (const [, , url] of declaration.value.matchAll(CSS_URL)) urls.push(url!);
  });
  return urls;
};

function referencesOf(html: string): string[] {
  const urls: string[] = [];
  let style = '';
  const parser = new Parser({
    onopentag: (_name, attribs) => {
      for (const attribute of URL_ATTRIBUTES) if (attribs[attribute]) urls.push(attribs[attribute]);
      for (const candidate of attribs.srcset?.split(',') ?? [])
        urls.push(candidate.trim().split(/\s+/)[0]!);
      if (attribs.style) urls.push(...urlsInCss(`x{${attribs.style}}`));
    },
    ontext: (text) => (style += text),
    onclosetag: (name) => {
      if (name === 'style') urls.push(...urlsInCss(style));
      style = '';
    },
  });
  parser.end(html);
  return urls;
}

/** Where a reference in `file` leads on disk, or why it leads nowhere there. */
async function brokenReference(file: string, reference: string): Promise<string | undefined> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('#')) return undefined;
  if (reference.startsWith('/')) return 'leads to the root of the disk, not into the archive';
  const path = decodeURIComponent(reference.split(/[?#]/)[0]!);
  const target = join(dirname(join(root, file)), path);
  if (relative(root, target).startsWith('..')) return 'leads out of the archive';
  const found = await stat(target).catch(() => undefined);
  if (!found) return 'no such file';
  return found.isFile() ? undefined : 'a folder, which a browser shows as a listing from disk';
}

test('every link, image, frame and style sheet on every page, and every file a style sheet names, is a file in the archive', async () => {
  const broken: string[] = [];
  const pages = files.filter((file) => file.endsWith('.html'));
  for (const file of [...pages, ...files.filter((name) => name.endsWith('.css'))]) {
    const text = await readFile(join(root, file), 'utf8');
    const references = file.endsWith('.css') ? urlsInCss(text) : referencesOf(text);
    for (const reference of references) {
      const why = await brokenReference(file, reference);
      if (why) broken.push(`${file}: ${reference} ${why}`);
    }
  }
  expect(broken).toEqual([]);
  expect(pages.length).toBeGreaterThan(150);
});
