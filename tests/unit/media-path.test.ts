import { describe, expect, it } from 'vitest';
import { collidingRefs } from '../../scripts/lib/pull/media-mirror.ts';
import { mediaUrl, resolveMediaRef } from '../../scripts/lib/pull/media-path.ts';

const BASE = 'https://cms.example.org';

describe('resolveMediaRef', () => {
  it.each([
    ['cms/ContentImage/a.jpg', 'content', 'cms/ContentImage/a.jpg'],
    [
      'cms/ContentImage/annual report 2024.jpg',
      'content',
      'cms/ContentImage/annual report 2024.jpg',
    ],
    ['cms/ContentImage/Übersee.png', 'content', 'cms/ContentImage/Übersee.png'],
    ['/media/siteSettings/logo.png', 'path', 'siteSettings/logo.png'],
    ['https://cms.example.org/media/users/e%201.jpg', 'path', 'users/e 1.jpg'],
    ['  cms/a.jpg  ', 'content', 'cms/a.jpg'],
  ] as const)('accepts %j as %s', (raw, kind, ref) => {
    expect(resolveMediaRef(raw, kind, 'image', BASE)).toEqual({ ref });
  });

  it('accepts a PDF, an image or an office document for a notice, only an image elsewhere, and an .ico for the favicon', () => {
    expect(resolveMediaRef('/media/notice/n%201.pdf', 'path', 'document', BASE)).toEqual({
      ref: 'notice/n 1.pdf',
    });
    expect(resolveMediaRef('/media/notice/n1.JPG', 'path', 'document', BASE)).toEqual({
      ref: 'notice/n1.JPG',
    });
    expect(resolveMediaRef('/media/notice/n1.docx', 'path', 'document', BASE)).toEqual({
      ref: 'notice/n1.docx',
    });
    expect(resolveMediaRef('/media/siteSettings/favicon.ico', 'path', 'icon', BASE)).toEqual({
      ref: 'siteSettings/favicon.ico',
    });
    expect(resolveMediaRef('/media/users/cv.pdf', 'path', 'image', BASE)).toEqual({
      refused: '.pdf is not allowed for an image (allowed: jpg, jpeg, jfif, png, gif, webp, avif)',
    });
  });

  it('decodes a file field once: the back office percent-encodes it, and encoding it again would fetch nothing', () => {
    expect(
      resolveMediaRef(
        '/media/notice/notice/%E0%A6%9B%E0%A6%9F__20250403.pdf',
        'path',
        'document',
        BASE,
      ),
    ).toEqual({
      ref: 'notice/notice/ছট__20250403.pdf',
    });
    expect(
      resolveMediaRef('/media/siteSettings/team/Ana_Mar%C3%ADa_x7Qp2Lk.png', 'path', 'image', BASE),
    ).toEqual({
      ref: 'siteSettings/team/Ana_María_x7Qp2Lk.png',
    });
    // A content image's name is bare: a % in it is a character, not an escape (CMS-API §1.7).
    expect(resolveMediaRef('cms/ContentImage/100%25.jpg', 'content', 'image', BASE)).toEqual({
      ref: 'cms/ContentImage/100%25.jpg',
    });
  });

  it('refuses a name too long for a file system, rather than failing the whole pull on it', () => {
    const long = `/media/notice/notice/${'ক'.repeat(90)}__20260101.pdf`;
    expect(
      (resolveMediaRef(long, 'path', 'document', BASE) as { refused: string }).refused,
    ).toMatch(/longer than 200 bytes/);
  });

  it.each([
    ['/media/notice/evil.html', 'document', '.html is not allowed for a notice'],
    ['/media/notice/evil.html?url&.pdf', 'document', 'character U+003F'],
    ['/media/notice/evil.pdf#x.html', 'document', 'character U+0023'],
    ['/media/notice/report\u202Efdp.html', 'document', 'character U+202E'],
    ['/media/notice/a%2F..%2Fb.pdf', 'document', 'encoded "/"'],
    ['/media/users/ph\u200Boto.jpg', 'image', 'character U+200B'],
    ['/media/users/logo.svg', 'image', '.svg is not allowed for an image'],
    ['/media/users/photo', 'image', 'a name without extension is not allowed'],
    ['https://cms.example.org/media/notice/a%E2%80%AEfdp.exe', 'document', 'character U+202E'],
  ] as const)('refuses %j for a %s field (%s)', (raw, field, reason) => {
    const result = resolveMediaRef(raw, 'path', field, BASE);
    expect((result as { refused: string }).refused).toContain(reason);
  });

  it.each([
    ['../../etc/passwd', 'content', '".." segment'],
    ['cms/../../secret.jpg', 'content', '".." segment'],
    ['/etc/passwd', 'content', 'absolute path'],
    ['/static/x.jpg', 'path', 'path outside /media/'],
    ['/media/../settings.py', 'path', '".." segment'],
    ['https://evil.example/media/x.jpg', 'content', 'another host'],
    ['//evil.example/media/x.jpg', 'content', 'another host'],
    ['https://cms.example.org/media/%2e%2e/x.jpg', 'content', 'another host or path'],
    ['https://cms.example.org/media/a%2F..%2F..%2Fx.jpg', 'content', 'encoded "/"'],
    ['https://cms.example.org/static/x.jpg', 'path', 'another host or path'],
    ['cms\\..\\x.jpg', 'content', 'backslash'],
    ['cms/a\u0000.jpg', 'content', 'control character'],
    // Issue 33 B29: an encoded NUL was refused as an 'empty or "." segment'.
    ['/media/notice/a%00.pdf', 'path', 'control character in file name'],
    ['https://cms.example.org/media/a%0A.jpg', 'content', 'control character in file name'],
    ['javascript:alert(1)', 'content', 'another host'],
    ['cms//a.jpg', 'content', 'empty or "." segment'],
  ] as const)('refuses %j (%s)', (raw, kind, reason) => {
    const result = resolveMediaRef(raw, kind, 'image', BASE);
    expect(result).toHaveProperty('refused');
    expect((result as { refused: string }).refused).toContain(reason);
  });
});

describe('mediaUrl', () => {
  it('encodes each segment and keeps the slashes', () => {
    expect(mediaUrl(`${BASE}/`, 'cms/annual report #1.jpg')).toBe(
      `${BASE}/media/cms/annual%20report%20%231.jpg`,
    );
  });
});

describe('collidingRefs', () => {
  const where = new Map([
    ['a/b.jpg', 'company 3, field "image"'],
    ['a/b.jpg/c.jpg', 'company 4, field "images"'],
    ['a/other.jpg', 'company 5, field "image"'],
  ]);

  // Issue 33 B30: `a/b.jpg` beside `a/b.jpg/c.jpg` failed the whole pull with EISDIR.
  it('refuses a name that is the folder of another, and that other, each with a warning naming its record', () => {
    const warnings: string[] = [];
    const refused = collidingRefs(where.keys(), where, (message) => warnings.push(message));
    expect([...refused].sort()).toEqual(['a/b.jpg', 'a/b.jpg/c.jpg']);
    expect(warnings).toEqual([
      'refused media file "a/b.jpg/c.jpg" in company 4, field "images": a folder of its name is the file "a/b.jpg"; nothing written for it',
      'refused media file "a/b.jpg" in company 3, field "image": it would be the folder of "a/b.jpg/c.jpg"; nothing written for it',
    ]);
  });

  it('sees the folder whatever its case', () => {
    expect(collidingRefs(['A/B.jpg', 'a/b.jpg/c.jpg'], new Map(), () => {}).size).toBe(2);
  });
});
