import type { AstroConfig } from 'astro';
import { describe, expect, it } from 'vitest';
import { iconProblem, imageProblem } from '../../src/integrations/image-check.ts';
import imageService from '../../src/integrations/image-service.ts';
import { declaredPng, icoOf, undecodablePng, whitePng } from '../helpers/hostile-image.ts';

describe('imageProblem (which image uploads may be published)', () => {
  it('refuses an image whose header declares more pixels than the budget, without decoding it (N9, N10)', async () => {
    expect(await imageProblem(declaredPng(20_000, 20_000), 20_000, 20_000)).toBe(
      'it is 20000 × 20000 pixels (400 megapixels), over the budget of 40 megapixels',
    );
    expect(await imageProblem(declaredPng(16_000, 16_000), 16_000, 16_000)).toMatch(
      /\(256 megapixels\), over the budget/,
    );
  });

  it('refuses an image the optimiser cannot decode (N20)', async () => {
    expect(await imageProblem(undecodablePng(), 64, 64)).toMatch(
      /^the image optimiser cannot (read|decode) it$/,
    );
  });

  it('refuses an image taller than a variant may be', async () => {
    expect(await imageProblem(declaredPng(100, 20_000), 100, 20_000)).toBe(
      'it is 100 × 20000 pixels, over 16383 on a side',
    );
  });

  it('accepts an ordinary image', async () => {
    expect(await imageProblem(whitePng(64, 48), 64, 48)).toBeUndefined();
  });
});

describe('iconProblem (which .ico favicons may be published)', () => {
  // Issue 33 B32: an icon's directory says 256 × 256 at most; the PNG inside may declare anything.
  it('refuses an icon whose embedded PNG declares more pixels than the budget', () => {
    expect(iconProblem(icoOf(declaredPng(20_000, 20_000)))).toBe(
      'it is 20000 × 20000 pixels (400 megapixels), over the budget of 40 megapixels',
    );
  });

  it('accepts an ordinary icon, and refuses one whose directory is cut short', () => {
    expect(iconProblem(icoOf(whitePng(32, 32)))).toBeUndefined();
    expect(iconProblem(icoOf(whitePng(32, 32)).subarray(0, 12))).toBe('it is not a readable icon');
  });
});

describe('the image service (variants by sharp)', () => {
  const config = { service: { entrypoint: '', config: {} } } as unknown as AstroConfig['image'];
  const logger = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Parameters<
    typeof imageService.transform
  >[3];

  it('never hands back the original in place of a variant it could not make (N20)', async () => {
    await expect(
      imageService.transform(
        undecodablePng(),
        { src: 'users/x.png', format: 'webp', width: 32 },
        config,
        logger,
      ),
    ).rejects.toThrow(
      'the image optimiser could not convert users/x.png; its original is not published',
    );
  });

  it('makes variants of an ordinary image', async () => {
    const { data, format } = await imageService.transform(
      whitePng(64, 48),
      { src: 'users/y.png', format: 'webp', width: 32 },
      config,
      logger,
    );
    expect(format).toBe('webp');
    expect(Buffer.from(data).subarray(8, 12).toString()).toBe('WEBP');
  });
});
