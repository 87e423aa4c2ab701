/**
 * The notices as an RSS 2.0 feed (src/pages/notice/rss.xml.ts, advertised in every page's
 * head): newest first, each item linking to its viewer, with its PDF as an enclosure.
 */
import type { RSSOptions } from '@astrojs/rss';
import { escapeAttribute } from 'entities';
import { hrefOf } from './page-paths.ts';
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
    // Readers are told the feed's own address (atom:link rel="self"), as RSS profiles ask.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${escapeAttribute(new URL(NOTICE_FEED, site).href)}" rel="self" type="application/rss+xml"/>`,
    items: notices.map(({ notice, file }) => ({
      title: notice.title,
      link: hrefOf(['pdfShow', 'notice', notice.id]),
      pubDate: new Date(`${notice.date}T00:00:00Z`),
      ...(file ? { enclosure: { url: file.url, length: file.bytes, type: 'application/pdf' } } : {}),
    })),
  };
}
