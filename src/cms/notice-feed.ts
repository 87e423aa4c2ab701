/**
 * The notices as an RSS 2.0 feed (src/pages/notice/rss.xml.ts, advertised in every page's
 * head): newest first, each item linking to its viewer, with its PDF as an enclosure.
 */
import type { RSSOptions } from '@astrojs/rss';
import type { Notice, Settings } from './schema.ts';

export const NOTICE_FEED = '/notice/rss.xml';

export interface FeedNotice {
  notice: Notice;
  /** The notice's PDF as built: its URL and size in bytes. */
  file?: { url: string; bytes: number } | undefined;
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
    items: notices.map(({ notice, file }) => ({
      title: notice.title,
      link: `/pdfShow/notice/${notice.id}`,
      pubDate: new Date(`${notice.date}T00:00:00Z`),
      ...(file ? { enclosure: { url: file.url, length: file.bytes, type: 'application/pdf' } } : {}),
    })),
  };
}
