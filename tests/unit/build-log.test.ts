import { describe, expect, it } from 'vitest';
import { pagesOfBuildLog } from '../../scripts/lib/built-site/build-log.ts';

const LOG = [
  '\x1b[2m16:00:00\x1b[22m \x1b[42m generating static routes \x1b[49m',
  '16:00:00 \x1b[32m▶\x1b[39m src/pages/our team/[id].astro',
  '16:00:00   \x1b[2m├─\x1b[22m /our team/18/index.html \x1b[2m(restored)\x1b[22m',
  '16:00:00   \x1b[2m├─\x1b[22m /company/10/Harbour & Crest Recruitment/index.html \x1b[2m(+12ms)\x1b[22m ',
  '16:00:00   \x1b[2m└─\x1b[22m /notice/17/index.html (cached)',
  '16:00:01   ▶ /_astro/logo.CyzTNxXO_Z2dm6fu.png (before: 3kB, after: 5kB) (+40ms) (2/241)',
].join('\n');

describe('the pages of a build log', () => {
  it('tells pages rendered from pages copied from the incremental-build cache', () => {
    expect(pagesOfBuildLog(LOG)).toEqual({
      rendered: ['/company/10/Harbour & Crest Recruitment/index.html'],
      reused: ['/our team/18/index.html', '/notice/17/index.html'],
    });
  });

  it('reads pages rendered at the same time, whose entries share lines', () => {
    const log = [
      '16:00:00   ├─ /404.html16:00:00   ├─ /services (uk)/4/index.html16:00:00   ├─ /our team/18/index.html (restored)',
      ' (+39ms)  (+41ms) ',
      '16:00:00   ├─ /notice/rss.xml (+1.20s)',
    ].join('\n');
    expect(pagesOfBuildLog(log)).toEqual({
      rendered: ['/404.html', '/services (uk)/4/index.html', '/notice/rss.xml'],
      reused: ['/our team/18/index.html'],
    });
  });

  it('reads a page whose render logged a warning before its time', () => {
    const log = [
      '16:00:00   ├─ /mission/3/index.html16:00:00 [WARN] [sanitise] a block of /mission/3/ was cut',
      ' (+8ms)',
      '16:00:00   └─ /history/6/index.html (+2ms)',
    ].join('\n');
    expect(pagesOfBuildLog(log).rendered).toEqual([
      '/mission/3/index.html',
      '/history/6/index.html',
    ]);
  });

  it('refuses a log that lists no pages rather than report zero', () => {
    expect(() => pagesOfBuildLog('[build] Complete!')).toThrow('The build log lists no pages');
  });
});
