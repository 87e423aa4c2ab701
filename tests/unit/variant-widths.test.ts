import { describe, expect, it } from 'vitest';
import { variantWidths } from '../../src/lib/variant-widths.ts';

describe('the widths made of a picture', () => {
  it('adds the picture’s own width where a wider one was asked, so a mid-size upload stays sharp', () => {
    expect(variantWidths(900, [480, 960])).toEqual([480, 900]);
  });

  it('keeps the widths asked of a picture wider than all of them', () => {
    expect(variantWidths(1600, [480, 960])).toEqual([480, 960]);
  });

  it('makes a picture narrower than every width asked at its own width only, never enlarged', () => {
    expect(variantWidths(160, [200, 400])).toEqual([160]);
  });
});
