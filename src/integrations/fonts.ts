/**
 * The site's typefaces, self-hosted from their @fontsource packages through Astro's fonts
 * support: the Latin files are preloaded, since every page is set in them; the other scripts
 * (Latin Extended and Vietnamese names, Bengali notices) are families of their own that the
 * page's font stacks fall back to, each with the `unicode-range` its package declares, so a
 * browser downloads one only on a page holding a character of its script. Bengali headings
 * are set in the sans too: a serif Bengali would add 190 KB to a page for one notice title.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontProviders } from 'astro/config';

const require = createRequire(import.meta.url);

interface Subset {
  /** The @fontsource package, e.g. `@fontsource-variable/public-sans`. */
  pkg: string;
  subsets: string[];
}

/** Each subset's file and unicode-range, read from the package's own `wght.css`. */
function variants({ pkg, subsets }: Subset) {
  const css = readFileSync(require.resolve(`${pkg}/wght.css`), 'utf8');
  const [first, ...rest] = subsets.map((subset) => {
    const face = new RegExp(
      `/\\* [\\w-]+-${subset}-wght-normal \\*/\\s*@font-face\\s*\\{([^}]*)\\}`,
    ).exec(css)?.[1];
    const file = face && /url\(\.\/(files\/[^)]+)\)/.exec(face)?.[1];
    const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    const weight = face && /font-weight:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range || !weight) throw new Error(`${pkg} has no ${subset} variable font`);
    const src: [string] = [`${pkg}/${file}`];
    return {
      weight,
      style: 'normal' as const,
      src,
      unicodeRange: range.split(',') as [string, ...string[]],
    };
  });
  return [first!, ...rest] as [NonNullable<typeof first>, ...Array<NonNullable<typeof first>>];
}

const family = (name: string, cssVariable: string, fallbacks: string[], source: Subset) => ({
  provider: fontProviders.local(),
  name,
  cssVariable,
  fallbacks,
  display: 'swap' as const,
  options: { variants: variants(source) },
});

export const FONTS = [
  family('Public Sans', '--font-body', ['Arial', 'sans-serif'], {
    pkg: '@fontsource-variable/public-sans',
    subsets: ['latin'],
  }),
  family('Source Serif 4', '--font-heading', ['Georgia', 'serif'], {
    pkg: '@fontsource-variable/source-serif-4',
    subsets: ['latin'],
  }),
  family('Public Sans Extended', '--font-body-extended', [], {
    pkg: '@fontsource-variable/public-sans',
    subsets: ['latin-ext', 'vietnamese'],
  }),
  family('Source Serif 4 Extended', '--font-heading-extended', [], {
    pkg: '@fontsource-variable/source-serif-4',
    subsets: ['latin-ext', 'vietnamese', 'cyrillic', 'greek'],
  }),
  family('Noto Sans Bengali', '--font-body-bengali', [], {
    pkg: '@fontsource-variable/noto-sans-bengali',
    subsets: ['bengali'],
  }),
];
