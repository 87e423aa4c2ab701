import { describe, expect, it } from 'vitest';
import { menuHtml } from '../../src/components/layout/menu-html.ts';
import type { NavItem } from '../../src/cms/navigation.ts';

const leaf = (id: number, label: string, href: string): NavItem => ({
  id,
  label,
  href,
  page: href,
  children: [],
});

describe('the header menu markup', () => {
  it('is one small <li><a href> per entry; a dropdown is a <details> that needs no script, with the current page marked', () => {
    const nav: NavItem[] = [
      leaf(1, 'Home', '/'),
      {
        id: 2,
        label: 'About',
        page: '/about/2/',
        children: [leaf(3, 'Mission', '/mission/3/'), leaf(4, 'History', '/history/4/')],
      },
    ];
    expect(menuHtml(nav, new Set([2, 3]))).toBe(
      '<ul class="menu" role="list"><li><a href="/">Home</a></li>' +
        '<li class="has-sub is-current"><details name="submenu"><summary>About</summary>' +
        '<ul role="list"><li><a href="/mission/3/" aria-current="page">Mission</a></li>' +
        '<li><a href="/history/4/">History</a></li></ul></details></li></ul>',
    );
  });

  it('leads a dropdown whose menu has a page of its own with a link to it, current on that page only', () => {
    const about: NavItem = {
      id: 2,
      label: 'About',
      href: '/about/2/',
      page: '/about/2/',
      children: [leaf(3, 'Mission', '/mission/3/')],
    };
    const links = (current: number[]) =>
      [
        ...menuHtml([about], new Set(current)).matchAll(
          /<a href="([^"]+)"( aria-current="page")?>/g,
        ),
      ].map(([, href, mark]) => `${href}${mark ? ' *' : ''}`);
    expect(links([])).toEqual(['/about/2/', '/mission/3/']);
    expect(links([2])).toEqual(['/about/2/ *', '/mission/3/']);
    expect(links([2, 3])).toEqual(['/about/2/', '/mission/3/ *']);
  });

  it('marks only the given page on a menu it has written before for another page', () => {
    const nav: NavItem[] = [leaf(1, 'Home', '/'), leaf(2, 'Contact', '/contact')];
    expect(menuHtml(nav, new Set())).not.toContain('aria-current');
    expect(menuHtml(nav, new Set([2]))).toBe(
      '<ul class="menu" role="list"><li><a href="/">Home</a></li><li><a href="/contact" aria-current="page">Contact</a></li></ul>',
    );
    expect(menuHtml(nav, new Set([1]))).toBe(
      '<ul class="menu" role="list"><li><a href="/" aria-current="page">Home</a></li><li><a href="/contact">Contact</a></li></ul>',
    );
  });

  it('escapes what editors named, in text and in attributes', () => {
    const html = menuHtml(
      [leaf(1, '<img src=x onerror=alert(1)>', '/x/"><script>alert(1)</script>')],
      new Set(),
    );
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('href="/x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('>&lt;img src=x onerror=alert(1)&gt;</a>');
  });
});
