/**
 * The Astro internals the site relies on (src/integrations/astro-internals.ts), each checked
 * against the installed Astro: one of these failing after an upgrade names what changed
 * (docs/astro-upgrade.md). The internals a whole build shows are checked in build.test.ts and
 * incremental-build.test.ts, named there "(Astro internal N)".
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageMetadataOf, sharpService } from '../../src/integrations/astro-internals.ts';
import { imageProblem } from '../../src/integrations/image-check.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d5b79' } })
    .png()
    .toBuffer();

/** A JPEG without its last bytes, as an interrupted upload leaves it: sharp refuses it under its default `failOn`. */
const truncatedJpeg = async () => {
  const whole = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#f4a300' },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, whole.length - 10);
};

type Transform = Parameters<typeof sharpService.transform>;
const serviceConfig = {
  service: { entrypoint: 'astro/assets/services/sharp', config: {} },
} as Transform[2];
/** The service logs only what it cannot do; these tests fail on that anyway. */
const logger = {
  warn: () => {},
  info: () => {},
  error: () => {},
  debug: () => {},
} as unknown as Transform[3];

describe('the Astro internals the site relies on', () => {
  it('1. astro/assets/utils reads an upload’s size and format from its bytes', async () => {
    expect(await imageMetadataOf(await png(3, 2), '/snapshot/media/a.png')).toMatchObject({
      width: 3,
      height: 2,
      format: 'png',
    });
  });

  it('3. Astro’s sharp service makes a variant through the interface the site’s service wraps', async () => {
    const input = await png(40, 20);
    const result = await sharpService.transform(
      input,
      { src: '/a.png', width: 20, format: 'webp' },
      serviceConfig,
      logger,
    );
    expect(result.format).toBe('webp');
    expect(result.data).not.toBe(input);
    expect(await sharp(result.data).metadata()).toMatchObject({
      format: 'webp',
      width: 20,
      height: 10,
    });
  });

  it('4. Astro’s sharp service opens an image as the upload check does: what the check passes, the service converts', async () => {
    const damaged = await truncatedJpeg();
    await expect(sharp(damaged).toBuffer()).rejects.toThrow();
    expect(await imageProblem(damaged, 64, 64)).toBeUndefined();
    const result = await sharpService.transform(
      damaged,
      { src: '/a.jpg', format: 'webp' },
      serviceConfig,
      logger,
    );
    expect(result.format).toBe('webp');
  });
});
