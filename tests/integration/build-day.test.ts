/**
 * A site that knows the date (issue 50): the same back office built on two days, before and after
 * a job circular's deadline. Whether a circular is open is decided on the build's day
 * (SITE_BUILD_DATE), everywhere a visitor or a search engine meets it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlPages } from '../helpers/astro-build.ts';
import { testSite } from '../helpers/test-site.ts';
import { TEST_BUILD_DAY } from '../sites/build-site.ts';

/** The sample's circular with "Apply by 15 December" in its PDF, marked for the home page. */
const HAMBURG = { id: 3, title: 'Theatre nurses for a Hamburg hospital group' };

async function siteOf(name: 'sample' | 'sample-later') {
  const site = testSite(name);
  const pages = await htmlPages(site.dist);
  const page = (file: string) => pages.get(file) ?? '';
  return {
    ticker: /<section class="ticker"[^]*?<\/section>/.exec(page('index.html'))?.[0] ?? '',
    list: /<table id="circular-table"[^]*?<\/table>/.exec(page('notice/index.html'))?.[0] ?? '',
    circular: page(`pdfShow/circular/${HAMBURG.id}/index.html`),
    feed: await readFile(join(site.dist, 'notice/rss.xml'), 'utf8'),
  };
}

const rowOf = (list: string, title: string) =>
  [...list.matchAll(/<tr role="row"[^>]*>[^]*?<\/tr>/g)]
    .map((row) => row[0])
    .find((row) => row.includes(title)) ?? '';

describe(`a circular on the build's day (${TEST_BUILD_DAY}, then 2026-12-16)`, () => {
  it('is open everywhere before its deadline', async () => {
    const before = await siteOf('sample');
    expect(before.ticker).toContain(HAMBURG.title);
    expect(rowOf(before.list, HAMBURG.title)).toMatch(
      /notices__status" data-open-until="2026-12-15"[^>]*><span class="when-open"[^>]*>\s*Open: apply by <time datetime="2026-12-15">15 Dec 2026<\/time>/,
    );
    expect(before.circular).toContain('"@type":"JobPosting"');
    expect(before.circular).toMatch(/Open: apply by/);
    expect(before.feed).toContain(HAMBURG.title);
  });

  it('is closed everywhere after it: ticker, list, page, JobPosting and feed', async () => {
    const after = await siteOf('sample-later');
    expect(after.ticker).not.toContain(HAMBURG.title);
    const row = rowOf(after.list, HAMBURG.title);
    expect(row).toMatch(
      /notices__status--closed[^>]*><span class="when-closed"[^>]*>\s*Closed\s*since <time datetime="2026-12-15">/,
    );
    expect(row).not.toMatch(/class="when-closed"[^>]*\shidden/);
    expect(after.circular).not.toContain('JobPosting');
    expect(after.circular).toContain('data-circular-closed');
    expect(after.feed).not.toContain(HAMBURG.title);
    // Open circulars come first, the closed after them.
    const statuses = [
      ...after.list.matchAll(/class="notices__status( notices__status--closed)?"/g),
    ].map((match) => (match[1] ? 'closed' : 'open'));
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
    expect(statuses).toContain('open');
  });
});
