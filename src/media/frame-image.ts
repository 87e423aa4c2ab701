/**
 * The images every page's frame shows (logo, icons, banner, partner logos), made once per build.
 *
 * Astro records each page's image variants in its incremental-build manifest so that a page
 * copied from the cache still gets them; the frame's variants, recorded for every page, made that
 * manifest grow with the site (docs/performance.md, "Figures behind the code"). Asked here once per build,
 * they are recorded by the first page rendered; every build renders the pages that have no
 * `getStaticPaths` (home, 404, notices, staff, contact), and they all show the frame, so its
 * variants are always made. `tests/integration/incremental-build.test.ts` checks that every
 * image a restored page links to exists.
 */
import { getImage } from 'astro:assets';
import type { GetImageResult, UnresolvedImageTransform } from 'astro';

const made = new Map<string, Promise<GetImageResult>>();

export function frameImage(
  options: UnresolvedImageTransform & { src: { src: string } },
): Promise<GetImageResult> {
  const key = JSON.stringify({ ...options, src: options.src.src });
  let image = made.get(key);
  if (!image) made.set(key, (image = getImage(options)));
  return image;
}
