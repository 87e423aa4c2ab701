/**
 * A site in each style the back office holds content in (CMS-API Part 3): menus only (2022),
 * tables only (2026, no menus at all) and both, each pulled through the reference CMS answering
 * in the real shapes and built for real. Every page kind shows its content; nothing the editors
 * entered is left out; no editor HTML is shown as source code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlPages } from '../helpers/astro-build.ts';
import { testSite } from '../helpers/test-site.ts';
import type { TestSiteName } from '../sites/sites.ts';

/** The fixture served by the reference CMS, pulled and built (tests/sites/sites.ts): its pages by file. */
async function site(
  name: TestSiteName,
): Promise<{ pages: Map<string, string>; warnings: string[] }> {
  const built = testSite(name);
  return {
    pages: await htmlPages(built.dist),
    warnings: (built.data as { warnings: string[] }).warnings,
  };
}

/** The text a visitor reads in a page's <main>: tags out, entities in. */
const mainText = (html: string | undefined) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html ?? '')?.[1] ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** A page by its path as a link gives it, whatever the trailing slash. */
const page = (pages: Map<string, string>, path: string) => {
  const file =
    `${decodeURIComponent(path).replace(/^\//, '').replace(/\/$/, '')}/index.html`.replace(
      /^\/?index\.html$/,
      'index.html',
    );
  return pages.get(file === '/index.html' ? 'index.html' : file);
};

describe('a site entered only in the tables (no menus at all)', () => {
  let pages: Map<string, string>;
  beforeAll(async () => ({ pages } = await site('tables-only')));

  it('opens on a first screen made from the services, with the about text and services', () => {
    const home = mainText(pages.get('index.html'));
    expect(home).toContain('Work Permit Processing');
    expect(home).toContain('Lakeside trades rice and tea and runs travel desks.');
    expect(home).not.toContain('Business Strategy'); // the template's own services stay on its sample pages
  });

  it('builds the header from what exists, every entry a built page', () => {
    const home = pages.get('index.html')!;
    for (const href of [
      '/about/2',
      '/mission/3',
      '/history/4',
      '/message/5',
      '/gallery/6',
      '/profile/7',
      '/services/8',
      '/notice/',
      '/our%20team',
      '/contact',
    ]) {
      expect(home, href).toContain(`href="${href}`);
      expect(page(pages, href), href).toBeDefined();
    }
  });

  it('shows each about text where a visitor looks for it', () => {
    expect(mainText(page(pages, '/about/2'))).toContain('Thirty years on the water.');
    expect(mainText(page(pages, '/about/2'))).toContain('Our visas came in ten days.');
    expect(mainText(page(pages, '/mission/3'))).toMatch(
      /Fair trade on the lake\..*The first name in river trade\./,
    );
    expect(mainText(page(pages, '/history/4'))).toContain('Founded on the shore.');
    const message = mainText(page(pages, '/message/5'));
    expect(message.indexOf('Message from the Managing Director')).toBeLessThan(
      message.indexOf('Message from the Chairman'),
    );
  });

  it('lists the team with their designations, the company with its page, the photos, the circulars', () => {
    expect(mainText(pages.get('our team/index.html'))).toMatch(
      /Nadia Sultana Managing Director.*Omar Faruk Senior Executive, Visa Processing/,
    );
    expect(mainText(page(pages, '/company/21/lakeside-travels-rl-0001'))).toContain(
      'Air tickets and visas for workers abroad.',
    );
    expect(pages.get('gallery/6/index.html')).toMatch(/office_day\.[0-9a-f]{8}/);
    expect(mainText(pages.get('notice/index.html'))).toMatch(
      /Job circulars.*Drivers for the river port/,
    );
    expect(page(pages, '/pdfShow/circular/4')).toBeDefined();
    expect(mainText(page(pages, '/service-single/31'))).toContain('Permits filed and tracked.');
  });

  it('never shows the placeholder where content exists, nor a heading standing alone', () => {
    expect(mainText(pages.get('our team/index.html'))).not.toContain(
      'Our team list is being updated',
    );
    for (const [file, html] of pages)
      expect(html, file).not.toMatch(/<h2[^>]*>[^<]*<\/h2>\s*<\/section>/);
  });
});

describe('a site entered only in menus, with free-text block names', () => {
  let pages: Map<string, string>;
  beforeAll(async () => ({ pages } = await site('menus-only')));

  it('shows a slide title the editor wrote as HTML as text, never as source code', () => {
    const home = pages.get('index.html')!;
    expect(mainText(home)).toContain('Grow Faster');
    expect(home).not.toContain('&lt;span');
    expect(home).not.toContain('font-size: 60pt');
  });

  it("shows the About menu's own blocks on the About page: its text, its counters, a testimonial with its photo", () => {
    const about = mainText(pages.get('about/2/index.html'));
    expect(about).toMatch(/Founded in 1990.*500\+ Happy Clients.*34 Years.*Ayesha Rahman/);
    expect(about).not.toContain('rice and tea');
  });

  it("shows a block no slot names on its page, with the image group of its name: Home's project, the Services menu's services", () => {
    expect(mainText(pages.get('index.html'))).toContain(
      'Our project for the river port: a new booking site.',
    );
    expect(pages.get('index.html')).toMatch(/web_design\.[0-9a-f]{8}/);
    expect(mainText(pages.get('services/3/index.html'))).toMatch(
      /Freight.*Door to door freight.*Visas.*Travel visas in ten days/,
    );
  });

  it('shows every image group of a Gallery menu, captioned by its name', () => {
    expect(mainText(pages.get('gallery/4/index.html'))).toMatch(
      /Opening of the new office.*Staff picnic/,
    );
  });

  it('shows partner logos from a group named Brand', () => {
    expect(pages.get('index.html')).toMatch(/brand_1\.[0-9a-f]{8}/);
  });

  it('shows the contact details of the settings, every phone and both addresses with their line breaks', () => {
    const contact = mainText(pages.get('contact/8/index.html'));
    expect(contact).toMatch(/\+880 1700 000001.*\+880 1700 000002.*\+880 1700 000003/);
    expect(pages.get('contact/8/index.html')).toContain('Branch office\nRiver Street 12');
  });
});

describe('a site entered in both styles', () => {
  let pages: Map<string, string>;
  let warnings: string[];
  beforeAll(async () => ({ pages, warnings } = await site('both-styles')));

  it("keeps the menus' pages and adds the parts only the tables fill", () => {
    expect(mainText(pages.get('about/2/index.html'))).toContain('Founded in 1990');
    expect(mainText(page(pages, '/history/4'))).toContain('Founded on the shore.');
    expect(mainText(pages.get('our team/index.html'))).toMatch(
      /Rafi Karim Office Coordinator.*Nadia Sultana/,
    );
  });

  it("names in the pull's warnings what it does not show", () => {
    expect(warnings).toContain(
      'menu 8 (Contact), block "Phone" is not shown: the contact page shows the general settings\' phone numbers in its place',
    );
  });
});
