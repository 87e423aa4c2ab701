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
    expect(channel.link).toBe('https://www.example.org');
    expect(channel.description).toMatch(/^Notices from Meridian Bridge Group/);
    expect(channel.language).toBe('en');
  });

  const notice = (id: number, title: string | null, date: string | null, file: string | null = null) => ({
    id,
    title,
    date,
    note: null,
    file,
    show_on_homepage: false,
  });

  it('lists notices in the given order, each linking to its viewer with its file as an enclosure', async () => {
    const { channel, '@_version': version } = await feed([
      {
        notice: notice(9, 'Office closed & moved', '2026-11-10', 'notice/a.pdf'),
        kind: 'notice',
        file: { url: '/_astro/a.1.pdf', bytes: 946, type: 'application/pdf' },
      },
      { notice: notice(8, 'Recruitment drive', '2026-10-28'), kind: 'notice' },
    ]);
    expect(version).toBe('2.0');
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(['Office closed & moved', 'Recruitment drive']);
    const [first, second] = channel.item;
    expect(first.link).toBe('https://www.example.org/pdfShow/notice/9');
    expect(first.guid['#text']).toBe('https://www.example.org/pdfShow/notice/9');
    expect(first.pubDate).toBe('Tue, 10 Nov 2026 00:00:00 GMT');
    expect(first.enclosure).toEqual({ '@_url': 'https://www.example.org/_astro/a.1.pdf', '@_length': '946', '@_type': 'application/pdf' });
    expect(second.enclosure).toBeUndefined();
  });
});

describe('job circulars and incomplete notices in the feed', () => {
  const notice = (id: number, title: string | null, date: string | null) => ({ id, title, date, note: null, file: null, show_on_homepage: false });

  it('labels a job circular and links it to its own viewer; an image notice has its picture as the enclosure', async () => {
    const { channel } = await feed([
      { notice: notice(3, 'Drivers for the port', '2026-02-10'), kind: 'circular' },
      { notice: notice(4, 'Office closed', '2026-02-01'), kind: 'notice', file: { url: '/_astro/a.png', bytes: 512, type: 'image/png' } },
    ]);
    expect(channel.item[0]).toMatchObject({ title: 'Job circular: Drivers for the port', link: 'https://www.example.org/pdfShow/circular/3' });
    expect(channel.item[1].enclosure['@_type']).toBe('image/png');
  });

  it('gives an untitled notice a neutral title and an undated one no date', async () => {
    const { channel } = await feed([{ notice: notice(9, null, null), kind: 'notice' }]);
    expect(channel.item[0].title).toBe('Notice 9');
    expect(channel.item[0].pubDate).toBeUndefined();
  });
});
