import rss from '@astrojs/rss';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { noticeFeed } from '../../src/cms/notice-feed.ts';
import type { Settings } from '../../src/cms/schema.ts';

const SETTINGS = { site_name: 'Meridian Bridge Group' } as Settings;
const SITE = new URL('https://www.example.org');

async function feedXml(notices: Parameters<typeof noticeFeed>[2], settings = SETTINGS) {
  const warnings: string[] = [];
  const xml = await (
    await rss(noticeFeed(settings, SITE, notices, (message) => warnings.push(message)))
  ).text();
  return { xml, warnings };
}

const notice = (
  id: number,
  title: string | null,
  date: string | null,
  file: string | null = null,
) => ({
  id,
  title,
  date,
  note: null,
  file,
  show_on_homepage: false,
});

async function feed(notices: Parameters<typeof noticeFeed>[2]) {
  const { xml } = await feedXml(notices);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml)
    .rss;
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
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual([
      'Office closed & moved',
      'Recruitment drive',
    ]);
    const [first, second] = channel.item;
    expect(first.link).toBe('https://www.example.org/pdfShow/notice/9/');
    expect(first.guid['#text']).toBe('https://www.example.org/pdfShow/notice/9/');
    expect(first.pubDate).toBe('Tue, 10 Nov 2026 00:00:00 GMT');
    expect(first.enclosure).toEqual({
      '@_url': 'https://www.example.org/_astro/a.1.pdf',
      '@_length': '946',
      '@_type': 'application/pdf',
    });
    expect(second.enclosure).toBeUndefined();
  });
});

describe('job circulars and incomplete notices in the feed', () => {
  it('labels a job circular and links it to its own viewer; an image notice has its picture as the enclosure', async () => {
    const { channel } = await feed([
      { notice: notice(3, 'Drivers for the port', '2026-02-10'), kind: 'circular' },
      {
        notice: notice(4, 'Office closed', '2026-02-01'),
        kind: 'notice',
        file: { url: '/_astro/a.png', bytes: 512, type: 'image/png' },
      },
    ]);
    expect(channel.item[0]).toMatchObject({
      title: 'Job circular: Drivers for the port',
      link: 'https://www.example.org/pdfShow/circular/3/',
    });
    expect(channel.item[1].enclosure['@_type']).toBe('image/png');
  });

  it('gives an untitled notice a neutral title and an undated one no date', async () => {
    const { channel } = await feed([{ notice: notice(9, null, null), kind: 'notice' }]);
    expect(channel.item[0].title).toBe('Notice 9');
    expect(channel.item[0].pubDate).toBeUndefined();
  });
});

describe('the notices feed from a hostile snapshot', () => {
  it('lists a notice whose date is not on the calendar undated, with a warning naming it, instead of failing (N4)', async () => {
    const dates = ['2026-13-45', '0000-00-00', '2026-02-30'];
    const { xml, warnings } = await feedXml(
      dates.map((date, id) => ({
        notice: notice(id, `Notice ${id}`, date),
        kind: 'notice' as const,
      })),
    );
    const items = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel.item;
    expect(items.map((item: { title: string }) => item.title)).toEqual([
      'Notice 0',
      'Notice 1',
      'Notice 2',
    ]);
    for (const item of items) expect(item.pubDate).toBeUndefined();
    expect(warnings).toEqual(
      dates.map(
        (date, id) =>
          `notice ${id}: its date "${date}" is not a calendar date; the feed lists it undated`,
      ),
    );
  });

  it('keeps a leap day', async () => {
    const { xml, warnings } = await feedXml([
      { notice: notice(1, 'Leap', '2028-02-29'), kind: 'notice' },
    ]);
    expect(xml).toContain('<pubDate>Tue, 29 Feb 2028 00:00:00 GMT</pubDate>');
    expect(warnings).toEqual([]);
  });

  it('is XML 1.0 a strict reader accepts, whatever control characters or lone surrogates the CMS holds (N17)', async () => {
    const { xml } = await feedXml(
      [
        {
          notice: notice(1, 'Office\u000b closed\u0007 on\uFFFE Friday\ud800 😀', '2026-11-10'),
          kind: 'notice',
        },
      ],
      {
        site_name: 'Group\u0001 & Co',
      } as Settings,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    expect(xml).toContain('<title>Office closed on Friday\ufffd 😀</title>');
    expect(xml).toContain('<title>Group &amp; Co: notices</title>');
  });
});
