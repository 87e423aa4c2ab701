/**
 * The largest picture of a page's first screen is a phone's Largest Contentful Paint: loaded
 * lazily, a browser asks for it only after layout (the gallery's first photo cost mobile
 * Lighthouse 0.6 s of LCP); at the default priority, after the fonts and scripts. Checked on
 * the built sample, the pages Lighthouse measures.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { DIST } from './sample-build.ts';

/** The attributes of the first <img> inside an element with `className`. */
async function firstImageIn(file: string, className: string): Promise<Record<string, string>> {
  let depth = 0;
  let found: Record<string, string> | undefined;
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        if (depth > 0) depth += 1;
        else if (attribs.class?.split(/\s+/).includes(className)) depth = 1;
        if (depth > 0 && name === 'img' && !found) found = attribs;
      },
      onclosetag: () => {
        if (depth > 0) depth -= 1;
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(await readFile(join(DIST, file), 'utf8'));
  expect(found, `${file}: no picture in .${className}`).toBeDefined();
  return found!;
}

describe('the first screen’s largest picture is asked for at once', () => {
  it.each([
    ['index.html', 'hero'],
    ['gallery/15/index.html', 'gallery-grid'],
    // The title banner over every inner page, a phone's LCP there.
    ['contact/index.html', 'page-banner'],
    ['notice/index.html', 'page-banner'],
  ])('%s, the first picture of .%s', async (file, className) => {
    const image = await firstImageIn(file, className);
    expect(image.loading).not.toBe('lazy');
    expect(image.fetchpriority).toBe('high');
  });
});
