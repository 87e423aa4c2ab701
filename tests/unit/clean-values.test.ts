import { describe, expect, it } from 'vitest';
import { cleanText, isCalendarDate, linkTarget, profileUrl } from '../../src/cms/clean-values.ts';

describe('a CMS text as outputs may carry it', () => {
  it.each([null, undefined, '', '   ', 'undefined', 'null'])('%j is empty', (value) => {
    expect(cleanText(value).value).toBeNull();
  });

  it('keeps every script and astral character whole', () => {
    const text = 'বার্ষিক সভা 😀 Übersee 中文';
    expect(cleanText(text)).toEqual({ value: text, repairs: [] });
  });

  it('replaces a lone surrogate and drops what XML 1.0 forbids, saying what it did', () => {
    const cleaned = cleanText('a\ud800b\u0000c\u000bd\ufffe');
    expect(cleaned.value).toBe('a\ufffdbcd');
    expect(cleaned.repairs).toEqual([
      'a broken character (lone surrogate) replaced',
      '3 control character(s) removed',
    ]);
  });

  it('turns Windows line endings into \\n without calling it a repair', () => {
    expect(cleanText('a\r\nb\rc')).toEqual({ value: 'a\nb\nc', repairs: [] });
  });
});

describe('dates', () => {
  it.each(['2026-11-02', '2024-02-29', '0001-01-01'])('%s is a day', (date) =>
    expect(isCalendarDate(date)).toBe(true),
  );
  it.each(['2026-13-45', '0000-00-00', '2025-02-29', '2026-04-31', '12/05/2026', '2026-1-2'])(
    '%s is not',
    (date) => expect(isCalendarDate(date)).toBe(false),
  );
});

describe('profile links', () => {
  it.each([
    ['https://www.facebook.com/lakeside', 'https://www.facebook.com/lakeside'],
    ['www.youtube.com/@lakeside', 'https://www.youtube.com/@lakeside'],
    ['https://x.com/', null],
    ['https://www.instagram.com', null],
    ['javascript:alert(1)', null],
    ['https://user:pass@example.com/x', null],
    ['not a url', null],
  ])('%j → %j', (raw, url) => expect(profileUrl(raw)).toBe(url));
});

describe('links editors typed (a slide button, a client site)', () => {
  it.each([
    ['/about/2', '/about/2'],
    [' /contact ', '/contact'],
    ['https://www.northgate-health.example', 'https://www.northgate-health.example/'],
    ['northgate-health.example/careers', 'https://northgate-health.example/careers'],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['Click here', null],
    [null, null],
  ])('%j → %j', (raw, link) => expect(linkTarget(raw)).toBe(link));
});
