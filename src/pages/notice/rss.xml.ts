/** The notices' RSS feed (src/cms/notice-feed.ts). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { builtFile } from '../../cms/media.ts';
import { noticeFeed } from '../../cms/notice-feed.ts';
import { byDateNewestFirst } from '../../cms/order.ts';
import { pageData } from '../../cms/route-data.ts';

export async function GET(context: APIContext) {
  const { frame, notices, circulars } = await pageData('notice');
  const all = [
    ...notices.map((notice) => ({ notice, kind: 'notice' as const })),
    ...circulars.map((notice) => ({ notice, kind: 'circular' as const })),
  ].sort((a, b) => byDateNewestFirst(a.notice, b.notice));
  const items = await Promise.all(all.map(async (item) => ({ ...item, file: await builtFile(item.notice.file) })));
  return rss(noticeFeed(frame.settings, context.site!, items));
}
