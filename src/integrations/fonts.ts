/**
 * The site's typefaces, self-hosted from their @fontsource packages through Astro's fonts
 * support: the Latin files are preloaded, since every page is set in them; the other scripts
 * (Latin Extended and Vietnamese names, Bengali notices) are families of their own that the
 * page's font stacks fall back to, each with the `unicode-range` its package declares, so a
 * browser downloads one only on a page holding a character of its script. Bengali headings
 * are set in the sans too: a serif Bengali would add 190 KB to a page for one notice title.
 * Bengali comes as three static weights, since a page fetches only the weights its Bengali
 * words are set in: 44 to 48 KB, where the variable file is 105 KB, which a phone waited for
 * beside the page's first picture.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontProviders } from 'astro/config';

const require = createRequire(import.meta.url);

interface Subset {
  /** The @fontsource package, e.g. `@fontsource-variable/public-sans`. */
  pkg: string;
  subsets: string[];
  /** A static package's weights, one file each; a variable package has one file for all. */
  weights?: string[];
}

/** Each subset's (and weight's) file and unicode-range, read from the package's own CSS. */
function variants({ pkg, subsets, weights }: Subset) {
  const faces = subsets.flatMap((subset) =>
    weights
      ? weights.map((weight) => ({ css: `${weight}.css`, name: `${subset}-${weight}-normal` }))
      : [{ css: 'wght.css', name: `${subset}-wght-normal` }],
  );
  const [first, ...rest] = faces.map(({ css, name }) => {
    const text = readFileSync(require.resolve(`${pkg}/${css}`), 'utf8');
    const face = new RegExp(`/\\* [\\w-]+-${name} \\*/\\s*@font-face\\s*\\{([^}]*)\\}`).exec(
      text,
    )?.[1];
    const file = face && /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(face)?.[1];
    const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    const weight = face && /font-weight:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range || !weight) throw new Error(`${pkg} has no ${name} font`);
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
    pkg: '@fontsource/noto-sans-bengali',
    subsets: ['bengali'],
    weights: ['400', '600', '700'],
  }),
];
