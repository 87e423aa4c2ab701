/**
 * The notices as an RSS 2.0 feed (src/pages/notice/rss.xml.ts, advertised in every page's
 * head): newest first, each item linking to its viewer, with its PDF as an enclosure.
 */
import type { RSSOptions } from '@astrojs/rss';
import { KIND_LABELS, noticeTitle, viewerHref, type NoticeKind } from './notices.ts';
import type { Notice, Settings } from './schema.ts';

export const NOTICE_FEED = '/notice/rss.xml';

export interface FeedNotice {
  notice: Notice;
  kind: NoticeKind;
  /** The notice's file as built: its URL, size in bytes and media type. */
  file?: { url: string; bytes: number; type: string } | undefined;
}

/** @param notices newest first, as the notices table lists them. */
export function noticeFeed(settings: Settings, site: URL, notices: readonly FeedNotice[]): RSSOptions {
  const name = settings.site_name ?? 'Notices';
  return {
    title: `${name}: notices`,
    description: `Notices from ${name}: announcements, schedules and documents.`,
    site,
    // The site's own links have no trailing slash, and a file's URL must not get one.
    trailingSlash: false,
    customData: '<language>en</language>',
    items: notices.map(({ notice, kind, file }) => ({
      title: kind === 'notice' ? noticeTitle(notice, kind) : `${KIND_LABELS[kind]}: ${noticeTitle(notice, kind)}`,
      link: viewerHref(notice, kind),
      ...(notice.date ? { pubDate: new Date(`${notice.date}T00:00:00Z`) } : {}),
      ...(file ? { enclosure: { url: file.url, length: file.bytes, type: file.type } } : {}),
    })),
  };
}
