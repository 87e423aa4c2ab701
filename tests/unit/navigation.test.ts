import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  TEMPLATES,
  isReservedSection,
  buildNav,
  currentIds,
  companyNames,
  findMenu,
  mainPages,
  menuPath,
  slugOf,
  templateOf,
} from '../../src/cms/navigation.ts';
import { siteMap, tableSummary } from '../../src/cms/site-map.ts';
import { EMPTY_TABLES, menu } from '../fixtures/snapshots.ts';
import { MAX_SEGMENT_BYTES, cutToBytes, hrefOf, pathSegment } from '../../src/cms/page-paths.ts';
import type { MenuPage } from '../../src/cms/schema.ts';

const NO_TABLES = tableSummary(EMPTY_TABLES, { notices: 0, circulars: 0, employees: 0 });
const home: MenuPage = {
  id: 1,
  name: 'Home',
  blocks: ['About', 'Mission', 'Harbour & Crest', 'Acme/Overseas'].map((name) => ({
    name,
    html: '',
  })),
  images: [],
};
const companies = companyNames(home);
const tree = [
  menu(1, 'Home'),
  menu(2, 'About', null, [menu(3, 'Mission', 2), menu(6, 'History', 2)]),
  menu(7, 'Companies', null, [menu(8, 'Harbour & Crest', 7), menu(9, 'Acme/Overseas', 7)]),
  menu(18, 'Our Team'),
  menu(19, 'Contact'),
  menu(20, 'Careers Überblick'),
];

describe('path segments', () => {
  it.each([
    ['Our Team', 'Our Team'],
    ['Nordlicht Übersee', 'Nordlicht Übersee'],
    ['Visa & Travel', 'Visa - Travel'],
    ['Acme/Overseas', 'Acme-Overseas'],
    ["a\\b?c#d%e'f(g)", 'a-b-c-d-e-f-g-'],
    ['tab\there', 'tab-here'],
    ['  padded  ', 'padded'],
    ['..', '--'],
    ['', '-'],
    // One spelling of the same letters: a decomposed Ü (U + combining diaeresis) is composed.
    ['U\u0308bersee', 'Übersee'],
  ])('%j → %j', (name, segment) => {
    expect(pathSegment(name)).toBe(segment);
  });

  it('needs no escape but for spaces and non-Latin letters, whatever the name holds', () => {
    for (const name of ['Harbour & Crest', "Partners' (Gulf) Ltd.", 'A+B=C; D@E, F!', 'Q?#%/\\']) {
      const segment = pathSegment(name);
      expect(encodeURIComponent(segment).replaceAll('%20', ' '), name).toBe(segment);
    }
  });

  it('writes page hrefs with encoded segments and a trailing slash, the one spelling Netlify serves without a redirect', () => {
    expect(hrefOf([])).toBe('/');
    expect(hrefOf(['notice'])).toBe('/notice/');
    expect(hrefOf(['our team', 18])).toBe('/our%20team/18/');
    expect(hrefOf(['company', '10', 'Nordlicht Übersee'])).toBe(
      '/company/10/Nordlicht%20%C3%9Cbersee/',
    );
  });

  // Issue 25 N5: a menu named with 90 CJK characters (270 bytes) failed the build with ENAMETOOLONG.
  it('cuts a long name to MAX_SEGMENT_BYTES between two characters', () => {
    const cjk = '国際人材派遣'.repeat(15);
    const segment = pathSegment(cjk);
    expect(Buffer.byteLength(segment)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
    expect(segment).toBe(cjk.slice(0, MAX_SEGMENT_BYTES / 3));
    // Never half an emoji or a letter without its accent.
    expect(cutToBytes('ab👩‍👩‍👧', 10)).toBe('ab');
    expect(cutToBytes('e\u0301e\u0301', 4)).toBe('e\u0301');
    expect(pathSegment('x'.repeat(119) + 'é')).toBe('x'.repeat(119));
  });

  it('gives menus whose names end up as the same segment distinct pages, under the byte limit on disk', () => {
    const long = '国際人材派遣'.repeat(15);
    const menus = [
      menu(40, `${long}東京`),
      menu(41, `${long}大阪`),
      menu(42, 'Visa & Travel'),
      menu(43, 'Visa / Travel'),
    ];
    const paths = menus.map((entry) => menuPath(entry, companies));
    expect(new Set(paths.map((path) => hrefOf(path))).size).toBe(menus.length);
    for (const path of paths)
      for (const segment of path)
        expect(Buffer.byteLength(segment)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
    const company = menuPath(menu(44, `${long}株式会社`, 7), new Set([`${long}株式会社`]));
    expect(Buffer.byteLength(company[2]!)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
  });
});

describe('menu links', () => {
  it('links Home to /, a leaf to /{lowercased name}/{id}, a company child to its company page', () => {
    expect(menuPath(tree[0]!, companies)).toEqual([]);
    expect(menuPath(tree[3]!, companies)).toEqual(['our team', '18']);
    expect(menuPath(tree[5]!, companies)).toEqual(['careers überblick', '20']);
    expect(menuPath(menu(8, 'Harbour & Crest', 7), companies)).toEqual([
      'company',
      '8',
      'harbour-crest',
    ]);
    expect(menuPath(menu(9, 'Acme/Overseas', 7), companies)).toEqual([
      'company',
      '9',
      'acme-overseas',
    ]);
  });

  it('does not take a section block such as Mission for a company', () => {
    expect(templateOf(menu(3, 'Mission', 2), companies)).toBe('mission');
    expect(companies.has('Mission')).toBe(false);
  });

  it('gives unknown names the generic page and known ones their template, whatever the case', () => {
    expect(templateOf(menu(20, 'Careers Überblick'), companies)).toBe('generic');
    expect(templateOf(menu(21, ' CONTACT '), companies)).toBe('contact');
  });
});

describe('the header menu', () => {
  const nav = buildNav(tree, companies, new Set([1, 2, 3, 6, 8, 9, 18, 19, 20]));
  const currentLabels = (path: string) => {
    const current = currentIds(nav, path);
    return nav.filter((item) => current.has(item.id)).map((item) => item.label);
  };

  it('turns an entry with children into a dropdown, with a link of its own only when its menu has a page', () => {
    const [, about, companiesMenu] = nav;
    expect(about!.href).toBe('/about/2/');
    expect(about!.children.map((child) => child.href)).toEqual(['/mission/3/', '/history/6/']);
    expect(companiesMenu!.href).toBeUndefined();
  });

  it('marks the current page, matching encoded and decoded paths', () => {
    expect(currentLabels('/our%20team/18/')).toEqual(['Our Team']);
    const current = currentIds(nav, '/company/8/harbour-crest/');
    expect(current.has(nav[2]!.id)).toBe(true);
    expect(current.has(nav[2]!.children[0]!.id)).toBe(true);
    expect(current.size).toBe(2);
  });

  it("marks a menu on its section's index page and a dropdown on its own page", () => {
    expect(currentLabels('/our%20team/')).toEqual(['Our Team']);
    expect(currentLabels('/contact/')).toEqual(['Contact']);
    expect(currentLabels('/about/2/')).toEqual(['About']);
    expect(currentLabels('/company/')).toEqual([]);
    expect(currentLabels('/mission/')).toEqual(['About']);
  });
});

describe('menus found by name', () => {
  it('finds nested menus regardless of case', () => {
    expect(findMenu(tree, 'history')?.id).toBe(6);
    expect(findMenu(tree, 'Profile')).toBeUndefined();
  });

  it('builds the footer links and drops a missing menu', () => {
    expect(siteMap(tree, [home], NO_TABLES).footer).toEqual([
      { label: 'About', href: '/about/2/' },
      { label: 'Mission', href: '/mission/3/' },
      { label: 'History', href: '/history/6/' },
      { label: 'Contact', href: '/contact/19/' },
    ]);
    expect(siteMap([menu(19, 'Contact')], [], NO_TABLES).footer).toEqual([
      { label: 'Contact', href: '/contact/19/' },
    ]);
  });

  it('links the footer to the page a menu really gets, even when a Home block makes a child menu a company', () => {
    const map = siteMap(
      tree,
      [{ ...home, blocks: [...home.blocks, { name: 'Founders', html: '' }] }],
      NO_TABLES,
    );
    const founders = siteMap(
      [...tree, menu(40, 'People', null, [menu(41, 'Founders', 40)])],
      [{ ...home, blocks: [...home.blocks, { name: 'Founders', html: '' }] }],
      NO_TABLES,
    );
    expect(founders.pages.find((entry) => entry.menu.id === 41)).toMatchObject({
      template: 'company',
      href: '/company/41/founders/',
    });
    expect(map.footer.map((link) => link.href)).toEqual([
      '/about/2/',
      '/mission/3/',
      '/history/6/',
      '/contact/19/',
    ]);
  });
});

describe("names the site's own pages use", () => {
  it('give a menu a page of its own beside the demo page of that name', () => {
    expect(menuPath(menu(30, 'Service'), companies)).toEqual(['service-page', '30']);
    expect(menuPath(menu(31, 'Blog'), companies)).toEqual(['blog-page', '31']);
    expect(menuPath(menu(32, 'Login'), companies)).toEqual(['login-page', '32']);
    expect(menuPath(menu(33, 'Services'), companies)).toEqual(['services', '33']);
  });

  it('are every first segment src/pages/ takes that is not a CMS template', async () => {
    const entries = await readdir('src/pages');
    const taken = entries
      .map((entry) => entry.replace(/\.(astro|ts)$/, ''))
      .filter(
        (name) =>
          !name.startsWith('[') &&
          !(TEMPLATES as readonly string[]).includes(name) &&
          name !== 'index',
      );
    for (const name of taken) expect(isReservedSection(name), name).toBe(true);
  });

  // Issue 33 B46, B47: a menu named `_headers` or `index.html` stopped every build (EISDIR).
  it.each([
    '_headers',
    '_redirects',
    'index.html',
    '404.html',
    'pagefind',
    'favicon.ico',
    'sitemap-index.xml',
    'sitemap-0.xml',
    'sitemap-12.xml',
    'rss.xml',
    'robots.txt',
    'social-card.png',
    '_astro',
    '.well-known',
    '.htaccess',
    '_anything',
  ])('keep %j, a name the build or the host uses at the root, from every menu', (name) => {
    expect(isReservedSection(name)).toBe(true);
    for (const spelling of [name, name.toUpperCase()]) {
      const [section] = menuPath(menu(40, spelling), companies);
      expect(section, spelling).not.toBe(name);
      expect(isReservedSection(section!), section).toBe(false);
    }
  });

  it('leave ordinary names alone, dots inside them included', () => {
    for (const name of ['Careers', 'Sitemap', 'Version 2.0', 'index']) {
      expect(isReservedSection(name.toLowerCase()), name).toBe(false);
      expect(menuPath(menu(41, name), companies)[0]).toBe(name.toLowerCase());
    }
  });
});

describe('slugs for ids and anchors', () => {
  it.each([
    ['How to Apply', 'how-to-apply'],
    ['OUR DOCUMENT', 'our-document'],
    ['Harbour & Crest', 'harbour-crest'],
    ['Nordlicht Übersee GmbH', 'nordlicht-ubersee-gmbh'],
    ['  --  ', 'section'],
  ])('%j → %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});

describe('the main pages a lost visitor is offered (404, a search that finds nothing)', () => {
  const item = (id: number, label: string, href?: string, children: string[] = []) => ({
    id,
    label,
    ...(href ? { href } : {}),
    page: href ?? `/x/${id}/`,
    children: children.map((child, index) => ({
      id: id * 10 + index,
      label: child,
      href: `/c/${id}/${index}/`,
      page: `/c/${id}/${index}/`,
      children: [],
    })),
  });

  it('are the top entries with a page of their own, then contact where the menu has none', () => {
    const nav = [
      item(1, 'Home', '/home/1/'),
      item(2, 'Companies', undefined, ['Riverbend Travels']),
      item(3, 'About', '/about/3/', ['Mission']),
    ];
    expect(mainPages(nav, '/contact/')).toEqual([
      { label: 'Home', href: '/home/1/' },
      { label: 'About', href: '/about/3/' },
      { label: 'Contact us', href: '/contact/' },
    ]);
    expect(mainPages([...nav, item(4, 'Reach us', '/contact')], '/contact/')).toEqual([
      { label: 'Home', href: '/home/1/' },
      { label: 'About', href: '/about/3/' },
      { label: 'Reach us', href: '/contact' },
    ]);
  });

  it('are eight at most, and contact is never cut off', () => {
    const nav = Array.from({ length: 12 }, (_, index) =>
      item(index + 1, `P${index}`, `/p/${index}/`),
    );
    const pages = mainPages(nav, '/contact/');
    expect(pages).toHaveLength(9);
    expect(pages.at(-1)).toEqual({ label: 'Contact us', href: '/contact/' });
  });
});
