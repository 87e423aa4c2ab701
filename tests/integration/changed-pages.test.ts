/** Which pages a preview changes against the live release (scripts/lib/webhook/desk/changed-pages.ts). */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedPages, pathOfPage } from '../../scripts/lib/webhook/desk/changed-pages.ts';
import { scratch } from '../helpers/scratch.ts';

async function site(dir: string, pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), html);
  }
  return dir;
}

const page = (title: string, body = '') =>
  `<html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('the pages a preview changes', () => {
  it('names the pages whose HTML differs or is new, home first, by address and title', async () => {
    const dir = await scratch('changed-pages-');
    const live = await site(join(dir, 'live'), {
      'index.html': page('Home', 'old'),
      'notice/index.html': page('Notices'),
      'our team/index.html': page('Our Team', 'same size A'),
      '404.html': page('Oops'),
    });
    const next = await site(join(dir, 'next'), {
      'index.html': page('Home', 'new'),
      'notice/index.html': page('Notices'),
      'our team/index.html': page('Our Team', 'same size B'),
      'company/8/index.html': page('Tom &amp; Co'),
      '404.html': page('Oops!'),
    });
    expect(await changedPages(next, live)).toEqual({
      pages: [
        { path: '/', title: 'Home' },
        { path: '/company/8/', title: 'Tom & Co' },
        { path: '/our%20team/', title: 'Our Team' },
      ],
      count: 3,
    });
    expect((await changedPages(next, null)).count).toBe(4);
  });

  it('follows no link out of the release', async () => {
    const dir = await scratch('changed-pages-');
    const outside = await site(join(dir, 'outside'), { 'secret/index.html': page('Secret') });
    const next = await site(join(dir, 'next'), { 'index.html': page('Home') });
    await symlink(join(outside, 'secret'), join(next, 'records'));
    await symlink(join(outside, 'secret', 'index.html'), join(next, 'leak.html'));
    expect(await changedPages(next, null)).toEqual({
      pages: [{ path: '/', title: 'Home' }],
      count: 1,
    });
  });

  it('gives each built file the address it is served at', () => {
    expect(pathOfPage('index.html')).toBe('/');
    expect(pathOfPage('about/2/index.html')).toBe('/about/2/');
    expect(pathOfPage('contact/thanks.html')).toBe('/contact/thanks');
    expect(pathOfPage('404.html')).toBeUndefined();
  });
});
