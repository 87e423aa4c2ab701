import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWeigher } from '../../scripts/lib/built-site/page-weight.ts';
import { scratch } from '../helpers/scratch.ts';

async function site(files: Record<string, string>) {
  const dist = await scratch();
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dist, path, '..'), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  return createWeigher(dist);
}

describe('page weight', () => {
  it('counts module scripts and island code with what they import, and import() apart', async () => {
    const weigh = await site({
      'index.html':
        '<script type="module" src="/_astro/a.js"></script><astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island><script type="module">import "/_astro/inline.js";</script>',
      '_astro/a.js': 'import{x}from"./shared.js";',
      '_astro/island.js': 'import"./shared.js";const big=()=>import(`./lazy.js`);',
      '_astro/client.js': 'export{y}from"./react.js";',
      '_astro/shared.js': 'export const x=1;',
      '_astro/react.js': 'export const y=2;',
      '_astro/inline.js': '1',
      '_astro/lazy.js': 'import"./lazy-dep.js";',
      '_astro/lazy-dep.js': '2',
    });
    const weight = await weigh('index.html');
    expect(weight.js.files).toEqual([
      '/_astro/a.js',
      '/_astro/client.js',
      '/_astro/inline.js',
      '/_astro/island.js',
      '/_astro/react.js',
      '/_astro/shared.js',
    ]);
    expect(weight.lazyJs.files).toEqual(['/_astro/lazy-dep.js', '/_astro/lazy.js']);
    expect(weight.js.gzip).toBeGreaterThan(0);
  });

  it('counts each web font once, whether preloaded, named by @font-face, or both', async () => {
    const weigh = await site({
      'index.html':
        '<link rel="preload" href="/_astro/fonts/a.woff2" as="font" crossorigin><style>@font-face{src:url("/_astro/fonts/a.woff2")}@font-face{src:url(/_astro/fonts/b.woff2)}</style>',
      '_astro/fonts/a.woff2': 'x'.repeat(100),
      '_astro/fonts/b.woff2': 'y'.repeat(50),
    });
    const { fonts } = await weigh('index.html');
    expect(fonts.files).toEqual(['/_astro/fonts/a.woff2', '/_astro/fonts/b.woff2']);
    expect(fonts.bytes).toBe(150);
  });

  it('counts a font of a unicode-range only where the page has a character in it, as browsers fetch them', async () => {
    const style =
      '<style>@font-face{src:url(/_astro/fonts/latin.woff2);unicode-range:U+0000-00FF,U+2000-206F}' +
      '@font-face{src:url(/_astro/fonts/bengali.woff2);unicode-range:U+0951-0952,U+0980-09FE}</style>';
    const weigh = await site({
      'latin/index.html': `${style}<p>Office closed &amp; reopened</p><script>"\u0995"</script>`,
      'bengali/index.html': `${style}<p>বার্ষিক সাধারণ সভা</p>`,
      '_astro/fonts/latin.woff2': 'x'.repeat(10),
      '_astro/fonts/bengali.woff2': 'y'.repeat(20),
    });
    expect((await weigh('latin/index.html')).fonts.files).toEqual(['/_astro/fonts/latin.woff2']);
    // Its spaces are Latin: the Latin file loads too.
    expect((await weigh('bengali/index.html')).fonts.files).toEqual([
      '/_astro/fonts/bengali.woff2',
      '/_astro/fonts/latin.woff2',
    ]);
  });

  it("counts one of a family's weights for a range, the regular one, as a browser fetches only those its text uses", async () => {
    const face = (weight: string, file: string) =>
      `@font-face{font-family:"Noto Sans Bengali";font-weight:${weight};src:url(/_astro/fonts/${file}.woff2);unicode-range:U+0980-09FE}`;
    const weigh = await site({
      'index.html': `<style>${face('700', 'bold')}${face('400', 'regular')}${face('600', 'semibold')}</style><p>সভা</p>`,
      '_astro/fonts/bold.woff2': 'x'.repeat(30),
      '_astro/fonts/regular.woff2': 'y'.repeat(20),
      '_astro/fonts/semibold.woff2': 'z'.repeat(25),
    });
    const { fonts } = await weigh('index.html');
    expect(fonts.files).toEqual(['/_astro/fonts/regular.woff2']);
    expect(fonts.bytes).toBe(20);
  });

  it('finds no JavaScript on a page without scripts', async () => {
    const weigh = await site({ 'plain/index.html': '<h1>Hi</h1>' });
    const weight = await weigh('plain/index.html');
    expect(weight.js).toEqual({ files: [], bytes: 0, gzip: 0 });
    expect(weight.html.bytes).toBe(11);
  });
});
