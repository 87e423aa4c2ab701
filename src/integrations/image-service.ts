/**
 * Astro's sharp image service, except that it never publishes an original in place of a
 * variant. Astro's service hands back the input bytes when sharp cannot convert them, and the
 * build writes them under the variant's name (`.webp` holding a 400-megapixel PNG). Uploads are
 * checked before pages may show them (image-check.ts), so reaching this is the site's fault:
 * the build stops, naming the image, rather than publish it unconverted.
 */
import type { LocalImageService } from 'astro';
import { sharpService } from './astro-internals.ts';

const service: LocalImageService = {
  ...sharpService,
  async transform(input, transform, config, logger) {
    const result = await sharpService.transform(input, transform, config, logger);
    if (result.data === input)
      throw new Error(
        `the image optimiser could not convert ${String(transform.src)}; its original is not published`,
      );
    return result;
  },
};

export default service;
