/**
 * The images every page's frame shows (logo, icons, banner, partner logos), made once per build.
 *
 * Astro records each page's image variants in its incremental-build manifest so that a page
 * copied from the cache still gets them. The frame's 26 variants, recorded for each of 6,000
 * pages, made that manifest 123 MB, read and written on every build. Asked here once per build,
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
