/**
 * The notices as an RSS 2.0 feed (src/pages/notice/rss.xml.ts, advertised in every page's
 * head): newest first, each item linking to its viewer, with its PDF as an enclosure.
 *
 * The snapshot is not trusted here either: every text is made fit for XML 1.0, and a notice
 * whose date is not on the calendar is listed without one, with a warning, so no notice can
 * stop the feed (and with it the build).
 */
import type { RSSOptions } from '@astrojs/rss';
import { escapeAttribute } from 'entities';
import { calendarDate } from './clean-values.ts';
import { KIND_LABELS, noticeTitle, viewerHref, type NoticeKind } from './notices.ts';
import type { Notice, Settings } from './schema.ts';

export const NOTICE_FEED = '/notice/rss.xml';

export interface FeedNotice {
  notice: Notice;
  kind: NoticeKind;
  /** The notice's file as built: its URL, size in bytes and media type. */
  file?: { url: string; bytes: number; type: string } | undefined;
}

/** Characters XML 1.0 forbids: C0 controls but tab, line feed and return, and U+FFFE/U+FFFF (strict readers refuse the feed). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML 1.0 allows it: lone surrogates become U+FFFD, forbidden characters (pasted from word processors) go. */
export const xmlText = (text: string): string => text.toWellFormed().replace(NOT_XML, '');

/**
 * @param notices newest first, as the notices table lists them.
 * @param warn hears of each notice listed without its date.
 */
export function noticeFeed(
  settings: Settings,
  site: URL,
  notices: readonly FeedNotice[],
  warn: (message: string) => void,
): RSSOptions {
  const name = xmlText(settings.site_name ?? 'Notices');
  return {
    title: `${name}: notices`,
    description: `Notices from ${name}: announcements, schedules and documents.`,
    site,
    // Readers are told the feed's own address (atom:link rel="self"), as RSS profiles ask.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${escapeAttribute(new URL(NOTICE_FEED, site).href)}" rel="self" type="application/rss+xml"/>`,
    items: notices.map(({ notice, kind, file }) => {
      const pubDate = calendarDate(notice.date);
      if (notice.date !== null && !pubDate) {
        warn(
          `${kind} ${notice.id}: its date ${JSON.stringify(notice.date.slice(0, 40))} is not a calendar date; the feed lists it undated`,
        );
      }
      const title = noticeTitle(notice, kind);
      return {
        title: xmlText(kind === 'notice' ? title : `${KIND_LABELS[kind]}: ${title}`),
        link: viewerHref(notice, kind),
        ...(pubDate ? { pubDate } : {}),
        ...(file ? { enclosure: { url: file.url, length: file.bytes, type: file.type } } : {}),
      };
    }),
  };
}
