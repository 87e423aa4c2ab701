import { describe, expect, it } from 'vitest';
import { hashedName, mediaSpecifier } from '../../src/integrations/snapshot-media-plugin.ts';

describe('media import specifiers', () => {
  it("are the file path, with Vite's ?url only where asked", () => {
    expect(mediaSpecifier('/snap/media/notice/n 1.pdf', 'url')).toBe(
      '"/snap/media/notice/n 1.pdf?url"',
    );
    expect(mediaSpecifier('/snap/media/a.jpg')).toBe('"/snap/media/a.jpg"');
  });

  it('refuse a path that Vite would read a query or fragment from', () => {
    for (const path of [
      '/snap/media/notice/evil.html?url&.pdf',
      '/snap/media/a.jpg#x',
      '/snap/media/a\0.jpg',
    ]) {
      expect(() => mediaSpecifier(path, 'url')).toThrow('cannot be imported');
    }
  });
});

describe('hashedName (a built PDF)', () => {
  it('names the file by its content, under _astro/ where hashed files are cached for a year', () => {
    expect(hashedName('notice/notice 1.PDF', 'ab12cd34ef')).toBe('_astro/notice_1.ab12cd34.pdf');
    expect(hashedName('notice/2026/report.v2.pdf', '0123456789')).toBe(
      '_astro/report_v2.01234567.pdf',
    );
  });
});
