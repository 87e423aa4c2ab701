/**
 * The site's parts from each style of the back office (src/cms/content/parts.ts): texts from the
 * tables where they have a row, else the page's own menu, else Home's; lists from both.
 */
import { describe, expect, it } from 'vitest';
import {
  aboutTexts,
  contactDetails,
  heroSlides,
  homeAbout,
  messages,
  missionTexts,
  officeFacts,
  partnerLogos,
  pictures,
  services,
  slotContent,
  staff,
} from '../../src/cms/content/parts.ts';
import { bothStyles, menusOnly, SETTINGS, tablesOnly } from '../fixtures/snapshots.ts';

const menus = menusOnly();
const tables = tablesOnly();
const pageOf = (snapshot: typeof menus, id: number) =>
  snapshot.pages.find((page) => page.id === id);
const home = pageOf(menus, 1);

describe('texts: the tables where they have a row, else the menus', () => {
  it("shows the About menu's own About block on the About page, not the Home menu's", () => {
    const [about] = aboutTexts({ own: pageOf(menus, 2), home }, []);
    expect(about!.html).toContain('Founded in 1990');
    expect(about!.origin).toBe('menu 2 (About), block "About"');
  });

  it("falls back to the Home menu's block only for what the page lacks", () => {
    const [about] = aboutTexts({ own: undefined, home }, []);
    expect(about!.html).toContain('rice and tea');
    expect(slotContent({ own: pageOf(menus, 2), home }, 'about')!.pictures[0]!.ref).toBe(
      'cms/ContentImage/about.jpg',
    );
  });

  it('takes the about texts from the tables where they have rows, by content type', () => {
    const sources = { own: pageOf(menus, 2), home };
    // Unnumbered rows in the order the back office lists them: newest first.
    expect(aboutTexts(sources, tables.tables.abouts).map((item) => item.heading)).toEqual([
      'Why choose us',
      'Who we are',
    ]);
    expect(missionTexts(sources, tables.tables.abouts, []).map((item) => item.heading)).toEqual([
      'Our mission',
      'Our vision',
    ]);
    expect(homeAbout(home, tables.tables.abouts)!.heading).toBe('Who we are');
  });

  it('puts the mission before the vision and the values, however the rows were entered', () => {
    const rows = [...tables.tables.abouts].reverse();
    const headings = missionTexts({ own: undefined, home: undefined }, rows, []).map(
      (item) => item.heading,
    );
    expect(headings).toEqual(['Our mission', 'Our vision']);
  });

  it("makes the leadership's messages tabs in the editors' order, labelled by their titles", () => {
    expect(
      messages({ own: undefined, home: undefined }, tables.tables.abouts, []).map(
        (message) => message.label,
      ),
    ).toEqual(['Message from the Managing Director', 'Message from the Chairman']);
  });

  it('shows every address, e-mail and phone of the settings, line breaks kept', () => {
    const details = contactDetails({ own: pageOf(menus, 8), home }, SETTINGS);
    expect(details.addresses).toEqual([
      'House 9, Road 4\nLakeside 1200',
      'Branch office\nRiver Street 12',
    ]);
    expect(details.emails).toEqual(['office@lakeside.example', 'jobs@lakeside.example']);
    expect(details.phones).toHaveLength(3);
    expect(details.blocks).toEqual([]);
  });

  it("gives the footer the Contact menu's licence and office hours, labelled unless they say what they are", () => {
    const contact = (blocks: Array<{ name: string; html: string }>) => ({
      own: { id: 8, name: 'Contact', blocks, images: [] },
      home: undefined,
    });
    expect(
      officeFacts(
        contact([
          { name: 'RL No.', html: '<p>RL-0000</p>' },
          { name: 'Office Hours', html: '<p>Saturday to Thursday,<br>9:00 to 18:00</p>' },
        ]),
      ),
    ).toEqual({
      licence: 'Licence: RL-0000',
      hours: 'Office hours: Saturday to Thursday, 9:00 to 18:00',
    });
    expect(
      officeFacts(
        contact([
          { name: 'Licence', html: '<p>Recruiting licence RL-0000 (Government of Bangladesh)</p>' },
          { name: 'office time', html: '<p>Open 9 to 6; closed on Fridays</p>' },
        ]),
      ),
    ).toEqual({
      licence: 'Recruiting licence RL-0000 (Government of Bangladesh)',
      hours: 'Open 9 to 6; closed on Fridays',
    });
    expect(officeFacts(contact([{ name: 'Licence', html: '<p> </p>' }]))).toEqual({
      licence: null,
      hours: null,
    });
  });

  it("shows the Contact menu's Email and Phone blocks where the settings have none of that kind", () => {
    const details = contactDetails(
      { own: pageOf(menus, 8), home },
      { ...SETTINGS, email: null, email2: null, phone: null, phone2: null, phone3: null },
    );
    expect(details.blocks.map((block) => block.slot)).toEqual(['email', 'phone']);
  });
});

describe("lists: the menus' items, then the tables' rows", () => {
  it("lists the employees, then the team in the editors' order", () => {
    const both = bothStyles();
    expect(
      staff(both.employees, both.tables.team).map((person) => [person.name, person.role]),
    ).toEqual([
      ['Rafi Karim', 'Office Coordinator'],
      ['Nadia Sultana', 'Managing Director'],
      ['Omar Faruk', 'Senior Executive, Visa Processing'],
    ]);
  });

  it("lists the Services menu's blocks, each linking to its section, then the table's services with their pages", () => {
    const items = services(
      { page: pageOf(menus, 3)!, href: '/services/3' },
      tables.tables.services,
      (row) => `/service-single/${row.id}`,
    );
    expect(items.map((item) => [item.title, item.href, item.image])).toEqual([
      ['Freight', '/services/3#freight', 'cms/ContentImage/freight.jpg'],
      ['Visas', '/services/3#visas', null],
      ['Work Permit Processing', '/service-single/31', 'siteSettings/homePageSlider/permit.jpg'],
      ['Air Ticketing', '/service-single/32', null],
    ]);
  });

  it("shows every group of a Gallery menu, each picture captioned by its group, then the gallery table's photos", () => {
    const shown = pictures({ own: pageOf(menus, 4), home }, 'gallery', tables.tables.gallery);
    expect(shown.map((picture) => picture.caption)).toEqual([
      'Opening of the new office',
      'Staff picnic',
      'Staff picnic',
      null,
      null,
    ]);
  });

  it("makes partners of the Home menu's Brand logos, the clients and the portfolio's countries", () => {
    expect(partnerLogos(home, [], tables.tables.portfolios)).toEqual([
      { ref: 'cms/ContentImage/brand_1.png', name: null, href: null },
      { ref: 'cms/ContentImage/brand_2.png', name: null, href: null },
      { ref: 'siteSettings/portfolio/flag.jfif', name: 'Saudi Arabia', href: null },
    ]);
  });
});

describe('the first screen', () => {
  it('shows the slides where there are any', () => {
    expect(heroSlides(menus.sliders, []).map((slide) => slide.id)).toEqual(['slide-2']);
  });

  it("opens on the services that have a picture where the back office has no slides (the group's current data)", () => {
    const items = services(undefined, tables.tables.services, (row) => `/service-single/${row.id}`);
    const slides = heroSlides([], items);
    expect(slides).toEqual([
      expect.objectContaining({
        title: 'Work Permit Processing',
        image: 'siteSettings/homePageSlider/permit.jpg',
        href: '/service-single/31',
      }),
    ]);
  });
});
