/** The notices' RSS feed (src/cms/notice-feed.ts). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { builtFile } from '../../cms/media.ts';
import { noticeFeed } from '../../cms/notice-feed.ts';
import { pageData } from '../../cms/route-data.ts';

export async function GET(context: APIContext) {
  const { frame, notices } = await pageData('notice');
  const items = await Promise.all(notices.map(async (notice) => ({ notice, file: await builtFile(notice.file) })));
  return rss(noticeFeed(frame.settings, context.site!, items, (message) => context.logger.warn(message)));
}
