/**
 * The header, footer and pages of a site in each style of the back office: menus alone (SPEC
 * §2's rules), tables alone (no menus at all: built from the content that exists), and both.
 */
import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../src/cms/navigation.ts';
import { siteMapOf } from '../../src/cms/site-map.ts';
import { bothStyles, menusOnly, tablesOnly } from '../fixtures/snapshots.ts';

/** The header as labels and links, children indented. */
const outline = (nav: readonly NavItem[]): string[] =>
  nav.flatMap((item) => [
    `${item.label} ${item.href ?? '▾'}`,
    ...item.children.map((child) => `  ${child.label} ${child.href}`),
  ]);

describe('a site entered in the tables alone', () => {
  const map = siteMapOf(tablesOnly());

  it('builds the header from the content that exists, at fixed addresses', () => {
    expect(outline(map.nav)).toEqual([
      'Home /',
      'About ▾',
      '  About /about/2/',
      '  Mission /mission/3/',
      '  History /history/4/',
      '  Message /message/5/',
      'Companies ▾',
      '  Lakeside Travels (RL-0001) /company/21/lakeside-travels-rl-0001/',
      'Gallery /gallery/6/',
      'Profile /profile/7/',
      'Services /services/8/',
      'Notice /notice/',
      'Our Team /our%20team/',
      'Contact /contact/',
    ]);
  });

  it('links the footer to About, Mission, History and Contact', () => {
    expect(map.footer).toEqual([
      { label: 'About', href: '/about/2/' },
      { label: 'Mission', href: '/mission/3/' },
      { label: 'History', href: '/history/4/' },
      { label: 'Contact', href: '/contact/' },
    ]);
  });

  it("gives every part a page, none of them the back office's menus", () => {
    expect(map.pages.map((entry) => [entry.template, entry.href, entry.fromMenu])).toEqual([
      ['about', '/about/2/', false],
      ['mission', '/mission/3/', false],
      ['history', '/history/4/', false],
      ['message', '/message/5/', false],
      ['gallery', '/gallery/6/', false],
      ['profile', '/profile/7/', false],
      ['services', '/services/8/', false],
    ]);
    expect(map.servicePages).toEqual([
      { id: 31, href: '/service-single/31/' },
      { id: 32, href: '/service-single/32/' },
    ]);
  });
});

describe('a site entered in menus alone', () => {
  const map = siteMapOf(menusOnly());

  it("keeps the editors' menu in their order, adding nothing and leaving out what would be empty", () => {
    expect(outline(map.nav)).toEqual([
      'Home /',
      'About /about/2/',
      'Services /services/3/',
      'Gallery /gallery/4/',
      'Contact /contact/8/',
    ]);
  });

  it('gives no page to a menu with nothing on it, and names it for the report', () => {
    // Products' children Rice and Tea have no blocks and no pictures: Products is left empty too.
    expect(map.emptyMenus.map((menu) => menu.name)).toEqual(['Rice', 'Tea']);
    expect(map.pages.map((entry) => entry.menu.name)).not.toContain('Rice');
  });

  it('keeps a menu in the header once an editor gives it a block', () => {
    const snapshot = menusOnly();
    snapshot.pages = snapshot.pages.map((page) =>
      page.name === 'Tea'
        ? {
            ...page,
            blocks: [{ name: 'Tea', html: '<p>Assam, from the estates we trade with.</p>' }],
          }
        : page,
    );
    expect(outline(siteMapOf(snapshot).nav)).toContain('  Tea /tea/7/');
    expect(outline(siteMapOf(snapshot).nav)).not.toContain('  Rice /rice/6/');
  });
});

describe('a site entered in both styles', () => {
  const map = siteMapOf(bothStyles());

  it('adds the parts only the tables fill before the Contact entry, and nothing the menus already lead to', () => {
    expect(outline(map.nav)).toEqual([
      'Home /',
      'About /about/2/',
      'Services /services/3/',
      'Gallery /gallery/4/',
      'History /history/4/',
      'Companies ▾',
      '  Lakeside Travels (RL-0001) /company/21/lakeside-travels-rl-0001/',
      'Profile /profile/7/',
      'Notice /notice/',
      'Our Team /our%20team/',
      'Contact /contact/8/',
    ]);
  });

  it("links a menu's page and the tables' page of the same template apart: nav ids never collide", () => {
    const ids = map.nav.flatMap((item) => [item.id, ...item.children.map((child) => child.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
