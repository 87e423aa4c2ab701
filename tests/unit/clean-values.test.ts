import { describe, expect, it } from 'vitest';
import {
  cleanName,
  cleanText,
  cutGraphemes,
  isCalendarDate,
  linkTarget,
  MAX_CODE_POINTS_PER_GRAPHEME,
  profileUrl,
  quotable,
  TEXT_LIMITS,
  UNITS_PER_CHARACTER,
  withoutName,
} from '../../src/cms/clean-values.ts';

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

// Issue 49 B44: a letter followed by 100,000 combining marks is one grapheme, and passed every cap.
describe('a text cap counts what costs', () => {
  it('keeps at most 16 code points of one character, and the cap bounds the units too', () => {
    const name = `M${'\u0301'.repeat(100_000)}eridian`;
    const { value, repairs } = cleanText(name, TEXT_LIMITS.line);
    // One character of 16 code points; the run of marks past what the cap can hold is not read.
    expect(value).toBe(`M${'\u0301'.repeat(MAX_CODE_POINTS_PER_GRAPHEME - 1)}`);
    expect(repairs).toEqual([
      'characters of more than 16 code points, or more than 2 units each in all, cut',
    ]);
    expect(cleanText(name, TEXT_LIMITS.line).cut).toBe('marks');
    expect(cleanText('x'.repeat(400), TEXT_LIMITS.line).cut).toBe('length');
    const many = cleanText(`${'a\u0301'.repeat(400)}`, TEXT_LIMITS.line).value!;
    expect(many).toBe('a\u0301'.repeat(300));
    const marks = cleanText(
      'x'.concat('\u0301'.repeat(50)).repeat(10_000),
      TEXT_LIMITS.line,
    ).value!;
    expect(marks.length).toBeLessThanOrEqual(TEXT_LIMITS.line * UNITS_PER_CHARACTER + 32);
    // Attack pass: 300 tag sequences of 16 code points each (9,600 units) passed the cap whole,
    // and 1,200 menus so named made a 23 MB header.
    const tags = cleanName(('\u{1F3F4}' + '\u{E0067}'.repeat(15)).repeat(300)).value!;
    expect(tags.length).toBeLessThanOrEqual(TEXT_LIMITS.line * UNITS_PER_CHARACTER + 32);
  });

  it('keeps real characters whole: accents, conjuncts, emoji families, and Latin text as it is', () => {
    const text = 'Übersee বার্ষিক ক্ষ্ম 👨‍👩‍👧‍👦 🇧🇩 e\u0301';
    expect(cleanText(text, TEXT_LIMITS.line).value).toBe(text);
    expect(cutGraphemes('plain latin text', 5)).toBe('plain');
    expect(cutGraphemes('বার্ষিক সভা', 3)).toBe('বার্ষিক');
  });
});

describe('a text quoted on one line', () => {
  it('loses its controls and bidirectional formatting, and nothing else', () => {
    expect(quotable('Nadia \u202Egnp.exe\u202C \u2066x\u2069\u200F\u061C and\tmore\n')).toBe(
      'Nadia gnp.exe x andmore',
    );
    expect(quotable('বার্ষিক সভা 😀 Übersee')).toBe('বার্ষিক সভা 😀 Übersee');
  });
});

describe("the footer's tagline under the group's name", () => {
  it('leaves out the name it repeats, and nothing else', () => {
    const name = 'Riverbend Group';
    expect(withoutName('Riverbend Group: overseas recruitment', name)).toBe('Overseas recruitment');
    expect(withoutName('Riverbend Group – travel and training', name)).toBe('Travel and training');
    expect(withoutName('riverbend group', name)).toBeNull();
    expect(withoutName('Riverbend Group is licensed to recruit', name)).toBe(
      'Riverbend Group is licensed to recruit',
    );
    expect(withoutName('Overseas recruitment since 1998', name)).toBe(
      'Overseas recruitment since 1998',
    );
    expect(withoutName('  ', name)).toBeNull();
    expect(withoutName('Riverbend Group: x', null)).toBe('Riverbend Group: x');
  });
});
