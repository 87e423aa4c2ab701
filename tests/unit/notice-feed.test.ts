import rss from '@astrojs/rss';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { noticeFeed } from '../../src/cms/notice-feed.ts';
import type { Settings } from '../../src/cms/schema.ts';

const SETTINGS = { site_name: 'Meridian Bridge Group' } as Settings;
const SITE = new URL('https://www.example.org');

async function feed(notices: Parameters<typeof noticeFeed>[2]) {
  const xml = await (await rss(noticeFeed(SETTINGS, SITE, notices))).text();
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml).rss;
}

describe('the notices feed', () => {
  it('is RSS 2.0 with a titled, linked, described channel', async () => {
    const channel = (await feed([])).channel;
    expect(channel.title).toBe('Meridian Bridge Group: notices');
    expect(channel.link).toBe('https://www.example.org/');
    expect(channel.description).toMatch(/^Notices from Meridian Bridge Group/);
    expect(channel.language).toBe('en');
    expect(channel['atom:link']).toEqual({
      '@_href': 'https://www.example.org/notice/rss.xml',
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
  });

  it('lists notices in the given order, each linking to its viewer with its PDF as an enclosure', async () => {
    const { channel, '@_version': version } = await feed([
      {
        notice: { id: 9, title: 'Office closed & moved', date: '2026-11-10', file: 'notice/a.pdf' },
        file: { url: '/_astro/a.1.pdf', bytes: 946 },
      },
      { notice: { id: 8, title: 'Recruitment drive', date: '2026-10-28', file: null } },
    ]);
    expect(version).toBe('2.0');
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(['Office closed & moved', 'Recruitment drive']);
    const [first, second] = channel.item;
    expect(first.link).toBe('https://www.example.org/pdfShow/notice/9/');
    expect(first.guid['#text']).toBe('https://www.example.org/pdfShow/notice/9/');
    expect(first.pubDate).toBe('Tue, 10 Nov 2026 00:00:00 GMT');
    expect(first.enclosure).toEqual({ '@_url': 'https://www.example.org/_astro/a.1.pdf', '@_length': '946', '@_type': 'application/pdf' });
    expect(second.enclosure).toBeUndefined();
  });
});
