import { describe, expect, it } from 'vitest';
import {
  fileKind,
  noticeTitle,
  tickerNotices,
  TICKER_ITEMS,
  viewerHref,
} from '../../src/cms/notices.ts';
import type { Notice } from '../../src/cms/schema.ts';

const notice = (
  id: number,
  date: string | null,
  title: string | null = `Notice about ${id}`,
  home = false,
): Notice => ({
  id,
  title,
  date,
  note: null,
  file: null,
  show_on_homepage: home,
});

describe('notices and job circulars', () => {
  it('gives a notice the back office saved without a title a neutral one naming it', () => {
    expect(noticeTitle(notice(9, null, null))).toBe('Notice 9');
    expect(noticeTitle(notice(3, null, null), 'circular')).toBe('Job circular 3');
  });

  it('links each to its own viewer', () => {
    expect(viewerHref(notice(9, null))).toBe('/pdfShow/notice/9/');
    expect(viewerHref(notice(3, null), 'circular')).toBe('/pdfShow/circular/3/');
  });

  it.each([
    ['notice/notice/a__20260101.pdf', 'pdf'],
    ['notice/notice/a__20260101.PNG', 'image'],
    ['notice/notice/a__20260101.jfif', 'image'],
    ['notice/notice/a__20260101.docx', 'download'],
  ])('shows %s as %s', (ref, kind) => expect(fileKind(ref)).toBe(kind));
});

describe('the ticker', () => {
  it('carries the open circulars first, then the latest notices, each newest first, undated last', () => {
    const items = tickerNotices(
      [notice(1, '2026-01-01'), notice(2, null), notice(3, '2026-03-01')],
      [notice(1, '2026-02-01'), notice(4, '2026-04-01')],
    );
    expect(items.map((item) => item.key)).toEqual([
      'circular-4',
      'circular-1',
      'notice-3',
      'notice-1',
      'notice-2',
    ]);
    expect(items[1]).toMatchObject({ label: 'Job circular', href: '/pdfShow/circular/1/' });
  });

  it('carries only the notices marked for the home page when any is marked, and every open circular', () => {
    const items = tickerNotices(
      [notice(1, '2026-01-01', 'A', true), notice(2, '2026-05-01')],
      [notice(7, '2026-02-01', 'B', true), notice(8, '2026-01-15', 'C')],
    );
    expect(items.map((item) => item.title)).toEqual(['B', 'C', 'A']);
  });

  it('is a teaser: at most ten', () => {
    const many = Array.from({ length: 25 }, (_, index) => notice(index + 1, '2026-01-01'));
    expect(tickerNotices(many, [])).toHaveLength(TICKER_ITEMS);
  });
});
