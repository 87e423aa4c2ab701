import { describe, expect, it } from 'vitest';
import { safeLink, twitterHandle } from '../../src/cms/links.ts';

describe('safeLink (slide buttons)', () => {
  it.each([
    ['/contact', '/contact/'],
    ['  /about/2  ', '/about/2/'],
    ['/about/2?ref=slide#top', '/about/2/?ref=slide#top'],
    ['/notice/rss.xml', '/notice/rss.xml'],
    ['https://example.org/x', 'https://example.org/x'],
    ['http://example.org', 'http://example.org/'],
  ])('follows %j', (link, href) => {
    expect(safeLink(link)).toBe(href);
  });

  it.each([
    null,
    '',
    '   ',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    '/\\evil.example',
    'mailto:a@b.example',
    'contact',
    'vbscript:x',
  ])('drops %j', (link) => {
    expect(safeLink(link)).toBeUndefined();
  });
});

describe('twitterHandle', () => {
  it.each([
    ['https://twitter.com/meridianbridge', '@meridianbridge'],
    // Longer than the 15 characters a handle may have: not an account.
    ['https://twitter.com/meridianbridge_example', undefined],
    ['https://x.com/@acme/', '@acme'],
    ['https://twitter.com/acme/status/1', undefined],
    ['https://example.org/acme', undefined],
    [null, undefined],
  ])('%j → %j', (url, handle) => {
    expect(twitterHandle(url)).toBe(handle);
  });
});
