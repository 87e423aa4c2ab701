import { describe, expect, it } from 'vitest';
import { descriptiveName, numberedAlt } from '../../src/cms/alt-text.ts';

describe('alt text of a picture without a caption', () => {
  it('takes a file name an editor wrote as words', () => {
    expect(descriptiveName('cms/ContentImage/Orientation_class_spring_intake.jpg')).toBe(
      'Orientation class spring intake',
    );
    expect(descriptiveName('gallery/New office building_Tr4Mn8v.jpg')).toBe('New office building');
  });

  it('never takes the names phones, scanners and messaging apps give', () => {
    for (const name of [
      'gallery/WhatsApp_Image_2025-03-11_at_4.12.09_PM_b7Rt2Zq.webp',
      'profile/IMG-20250312-WA0007_page-0004_Xk3pQ9a.webp',
      'about/about_IMG_0420_Tr4Mn8v.jpg',
      'logo_riverbend_Yt5Kq2s.png',
      'company profile 1.jpg',
      'Scanned page copy.jpg',
    ])
      expect(descriptiveName(name), name).toBeUndefined();
  });

  it('is named by its place and number where its file says nothing', () => {
    expect(numberedAlt('gallery/IMG_0001.jpg', 'Gallery', 12, 48)).toBe('Gallery, photo 12 of 48');
    expect(numberedAlt('profile/IMG_0001.jpg', 'Profile', 3, 37, 'page')).toBe(
      'Profile, page 3 of 37',
    );
  });
});
