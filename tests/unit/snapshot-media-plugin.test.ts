import { describe, expect, it } from 'vitest';
import { mediaSpecifier } from '../../src/build/snapshot-media-plugin.ts';

describe('media import specifiers', () => {
  it("are the file path, with Vite's ?url only where asked", () => {
    expect(mediaSpecifier('/snap/media/notice/n 1.pdf', 'url')).toBe('"/snap/media/notice/n 1.pdf?url"');
    expect(mediaSpecifier('/snap/media/a.jpg')).toBe('"/snap/media/a.jpg"');
  });

  it('refuse a path that Vite would read a query or fragment from', () => {
    for (const path of ['/snap/media/notice/evil.html?url&.pdf', '/snap/media/a.jpg#x', '/snap/media/a\0.jpg']) {
      expect(() => mediaSpecifier(path, 'url')).toThrow('cannot be imported');
    }
  });
});
