/**
 * Notices and job circulars as the site shows them: a title where the back office allows none
 * (CMS-API §1.3), the viewer each links to, the kind of file each holds, and which of them the
 * home page's ticker carries. Pure; the pages, the feed and the search share it.
 */
import { isImageRef, isPdfRef } from './media-types.ts';
import { byDateNewestFirst } from './order.ts';
import { hrefOf } from './page-paths.ts';
import type { Notice } from './schema.ts';

export type NoticeKind = 'notice' | 'circular';

export const KIND_LABELS: Record<NoticeKind, string> = {
  notice: 'Notice',
  circular: 'Job circular',
};

/** The notice's title, or a neutral one naming it when the editor left it empty. */
export const noticeTitle = (notice: Notice, kind: NoticeKind = 'notice'): string =>
  notice.title ?? `${KIND_LABELS[kind]} ${notice.id}`;

/** The viewer of a notice or a circular (SPEC §2: `/pdfShow/notice/{id}`). */
export const viewerHref = (notice: Pick<Notice, 'id'>, kind: NoticeKind = 'notice'): string =>
  hrefOf(['pdfShow', kind, notice.id]);

/** What the viewer does with a file: a PDF in a frame, an image shown, anything else a download. */
export type FileKind = 'pdf' | 'image' | 'download';

export function fileKind(ref: string): FileKind {
  if (isPdfRef(ref)) return 'pdf';
  return isImageRef(ref) ? 'image' : 'download';
}

export interface TickerItem {
  key: string;
  kind: NoticeKind;
  label: string;
  title: string;
  href: string;
}

/** The ticker is a teaser of the latest: the table has them all. */
export const TICKER_ITEMS = 10;

/**
 * What the home page's ticker carries: first the job circulars still open, newest first, the
 * reason most visitors come (whether editors marked them or not: a closed one is no news); then
 * the notices marked to show on the home page (the back office's flag), or the latest notices
 * where none is marked.
 */
export function tickerNotices(
  notices: readonly Notice[],
  openCirculars: readonly Notice[],
): TickerItem[] {
  const marked = notices.filter((notice) => notice.show_on_homepage);
  return [
    ...[...openCirculars]
      .sort(byDateNewestFirst)
      .map((notice) => ({ notice, kind: 'circular' as const })),
    ...[...(marked.length > 0 ? marked : notices)]
      .sort(byDateNewestFirst)
      .map((notice) => ({ notice, kind: 'notice' as const })),
  ]
    .slice(0, TICKER_ITEMS)
    .map(({ notice, kind }) => ({
      key: `${kind}-${notice.id}`,
      kind,
      label: KIND_LABELS[kind],
      title: noticeTitle(notice, kind),
      href: viewerHref(notice, kind),
    }));
}
