/** The notices' and open job circulars' RSS feed (src/cms/notice-feed.ts). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { noticeFile } from '../../media/media.ts';
import { noticeFeed } from '../../cms/notice-feed.ts';
import { byDateNewestFirst } from '../../cms/order.ts';
import { feedData } from '../../routing/index.ts';

export async function GET(context: APIContext) {
  const { settings, notices, circulars } = await feedData();
  const all = [
    ...notices.map((notice) => ({ notice, kind: 'notice' as const })),
    ...circulars.map((notice) => ({ notice, kind: 'circular' as const })),
  ].sort((a, b) => byDateNewestFirst(a.notice, b.notice));
  const items = await Promise.all(
    all.map(async (item) => {
      const file = await noticeFile(item.notice.file);
      return { ...item, file: file && { url: file.url, bytes: file.bytes, type: file.mime } };
    }),
  );
  return rss(noticeFeed(settings, context.site!, items, (message) => context.logger.warn(message)));
}
