/**
 * The group's company site, built from an invented back office in the shapes of the real 2026
 * one (tests/fixtures/real-shaped.ts): tables only, no template setting. The snapshot is pulled
 * from the reference CMS as an installation without unpaginated lists (each answers 404), then
 * built and served as Netlify serves it. Every check runs at 390 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEMPLATE_PAGE_FILES, patternOf } from '../../src/integrations/template-pages.ts';
import { REAL_SITE } from '../fixtures/real-shaped.ts';
import { servedSite } from './served-site.ts';
import { disclosure, expectAccessible } from './fixtures.ts';
import { VIEWPORTS } from './viewports.ts';

const site = servedSite('company');
const { open } = site;

/** Every page the site map lists, as paths. */
async function listedPages(page: Page): Promise<string[]> {
  await page.goto(new URL('/sitemap-0.xml', site.server.url).href);
  const xml = await page.content();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const GALLERY = '/gallery/6/';
const PROFILE = '/profile/7/';

for (const [width, height] of VIEWPORTS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('no template furniture: the header leads to contact, no demo page is built, linked or mapped', async ({
      page,
    }) => {
      await open(page, '/');
      const action = page.locator('.header-action');
      await expect(action).toHaveText('Contact us');
      await expect(action).toHaveAttribute('href', '/contact/');
      const demo = TEMPLATE_PAGE_FILES.map(patternOf).map((pattern) =>
        pattern.replace('[id]', '1').replace('[blogList]/page/[page]', 'blog/page/2'),
      );
      for (const path of [...demo, '/service/99/']) {
        const response = await page.goto(new URL(`${path}/`, site.server.url).href);
        expect(response?.status(), path).toBe(404);
      }
      const listed = await listedPages(page);
      for (const path of demo) expect(listed.join(' ')).not.toContain(`${path}/`);
      await expect(page.locator('body')).not.toContainText(/donat|volunteer|blog/i);
    });

    test('the contact form asks for a name, an e-mail and a message, about a company or a service', async ({
      page,
    }) => {
      const main = await open(page, '/contact/');
      const form = main.getByRole('form', { name: 'Contact form' });
      await expect(form.locator('[required]')).toHaveCount(3);
      await expect(form.getByLabel('Your name')).toHaveAttribute('required', '');
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      const about = form.getByLabel('About (optional)');
      for (const row of site.snapshot.tables.companies)
        await expect(about.locator('option', { hasText: row.title })).toHaveCount(1);
      await expect(
        about.locator('option', { hasText: site.snapshot.tables.services[0]!.title }),
      ).toHaveCount(1);
      await expect(form.locator('[name="events"], [name="subject"]')).toHaveCount(0);
      // It wakes as the visitor starts to fill it in.
      await expect(form).not.toHaveAttribute('data-hydrated');
      await form.getByLabel('Your name').fill('Ada');
      await expect(form).toHaveAttribute('data-hydrated', '');
      await form.getByLabel('Email').fill('ada@');
      await form.getByLabel('Message').fill('Do you hire welders?');
      await form.getByRole('button', { name: 'Submit Now' }).click();
      await expect(form.getByText('Please enter an email address we can answer')).toBeVisible();
      await expect(page).toHaveURL(/\/contact\/$/);
    });

    test('a job circular: open until its stated deadline, answered by the form with it chosen, a call or WhatsApp', async ({
      page,
    }) => {
      const main = await open(page, '/pdfShow/circular/11/');
      const title = site.snapshot.circulars.find((circular) => circular.id === 11)!.title!;
      await expect(main.getByText('Open: apply by 30 Dec 2099')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Call +880 1711 000111' })).toHaveAttribute(
        'href',
        'tel:+8801711000111',
      );
      const whatsapp = new URL(
        (await main.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href'))!,
      );
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/8801711000111');
      expect(whatsapp.searchParams.get('text')).toContain(`"${title}" of 2 Nov 2026.`);
      const posting = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').nth(1).textContent())!,
      );
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        // The job, without the shipyard and the country the circular's title names.
        title: 'Welders and pipe fitters',
        datePosted: '2026-11-02',
        validThrough: '2099-12-30',
        jobLocation: { address: { addressCountry: 'OM' } },
        hiringOrganization: { '@type': 'Organization', name: site.snapshot.settings.site_name },
      });
      await main.getByRole('link', { name: 'Apply or ask' }).click();
      await expect(page).toHaveURL(/\/contact\/\?about=circular-11#contact-form$/);
      const form = page.getByRole('form', { name: 'Contact form' });
      await expect(form).toHaveAttribute('data-hydrated', '');
      await expect(form.getByLabel('About (optional)')).toHaveValue(title);
    });

    test('a closed circular says so, offers no way to apply, and has left the JobPostings and the feed', async ({
      page,
      request,
    }) => {
      const main = await open(page, '/pdfShow/circular/13/');
      await expect(
        main.getByText('Closed: this circular no longer takes applications'),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Apply or ask' })).toHaveCount(0);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      const feed = await (
        await request.get(new URL('/notice/rss.xml', site.server.url).href)
      ).text();
      expect(feed).toContain('/pdfShow/circular/11/');
      expect(feed).not.toContain('/pdfShow/circular/13/');
      await open(page, '/contact/');
      const about = page.getByLabel('About (optional)');
      await expect(about.locator('optgroup[label="Job circulars"] option')).toHaveText(
        site.snapshot.circulars.filter((circular) => circular.id !== 13).map((c) => c.title!),
      );
      const sitemap = await (
        await request.get(new URL('/sitemap-0.xml', site.server.url).href)
      ).text();
      expect(sitemap).toMatch(/pdfShow\/circular\/11\/<\/loc><lastmod>2026-11-02/);
    });

    test('share links on a circular and a company page; WhatsApp beside mobile numbers only', async ({
      page,
    }) => {
      for (const path of ['/pdfShow/circular/12/', await firstCompany(page)]) {
        const main = await open(page, path);
        const share = main.locator('share-links');
        const url = new URL(
          path,
          (await page.locator('link[rel="canonical"]').getAttribute('href'))!,
        ).href;
        await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
          'href',
          `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
        );
        await expect(share.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
          'href',
          `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
        );
        expect(await share.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
          encodeURIComponent(url),
        );
        // Chromium's headless shell has a clipboard: the copy button is the script's.
        await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
      }
      for (const where of ['main', 'footer'] as const) {
        await open(page, '/contact/');
        const scope = page.locator(where);
        await expect(scope.locator('a[href^="https://wa.me/8801711000111"]')).toHaveCount(1);
        await expect(scope.locator('a[href^="https://wa.me/"]')).toHaveCount(
          // Both of the fixture's numbers are Bangladeshi mobiles.
          2,
        );
      }
    });

    test("on a phone a circular's PDF reads as text with Download and Open in full, on a computer in its frame", async ({
      page,
    }) => {
      const main = await open(page, '/pdfShow/circular/11/');
      const frame = main.locator('.notice-viewer__frame');
      const text = main.locator('.notice-viewer__text');
      if (width < 600) {
        await expect(frame).toBeHidden();
        await expect(text).toBeVisible();
        await expect(text).toContainText('Apply by 30 December 2099');
        await expect(main.getByRole('link', { name: 'Open in full' })).toBeVisible();
      } else {
        await expect(frame).toBeVisible();
        await expect(text).toBeHidden();
      }
      await expect(main.getByRole('link', { name: 'Download the PDF' })).toBeVisible();
      await expectAccessible(page);
    });

    test('contact details: an address line without its stray comma, each e-mail once, phones to dial from abroad', async ({
      page,
    }) => {
      for (const where of ['main', 'footer'] as const) {
        await open(page, '/contact/');
        const scope = page.locator(where);
        await expect(scope).toContainText('Block C, Dhanmondi');
        await expect(scope).not.toContainText(',Block C');
        await expect(scope.getByRole('link', { name: 'jobs@riverbend-group.example' })).toHaveCount(
          1,
        );
        const phone = scope.getByRole('link', { name: '+880 1711 000111', exact: true });
        await expect(phone).toHaveAttribute('href', 'tel:+8801711000111');
      }
    });

    test("a long gallery is paged in the editors' order, each photo whole and named, never by its file", async ({
      page,
    }) => {
      let main = await open(page, GALLERY);
      const grid = main.locator('.gallery-grid');
      await expect(grid.locator('img')).toHaveCount(24);
      await expect(grid.locator('img').first()).toHaveAttribute(
        'alt',
        `Gallery, photo 1 of ${site.snapshot.tables.gallery.length}`,
      );
      for (const alt of await grid
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? '')))
        expect(alt).not.toMatch(/whatsapp|img|_|\.webp/i);
      // 1200 × 800 uploads: shown at 3:2, not cut to a tile.
      const ratio = await grid
        .locator('img')
        .first()
        .evaluate(
          (image) => image.getBoundingClientRect().width / image.getBoundingClientRect().height,
        );
      expect(ratio).toBeCloseTo(1.5, 1);
      await main.getByRole('link', { name: 'Next page' }).click();
      main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
      await expect(page).toHaveTitle(/^Gallery, page 2 of 2 \| /);
      await expect(main.locator('.gallery-grid img')).toHaveCount(
        site.snapshot.tables.gallery.length - 24,
      );
      await expect(main.locator('.gallery-grid img').first()).toHaveAttribute(
        'alt',
        `Gallery, photo 25 of ${site.snapshot.tables.gallery.length}`,
      );
      // The lightbox counts as the names do: across the pages, not within this one.
      await main.locator('.gallery-grid a').first().click();
      await expect(main.locator('.gallery-grid')).toHaveAttribute('data-lightbox-open', '');
      await expect(page.locator('.pswp__counter')).toHaveText(
        `25 / ${site.snapshot.tables.gallery.length}`,
      );
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('.pswp__counter')).toHaveText(
        `26 / ${site.snapshot.tables.gallery.length}`,
      );
    });

    test('the profile runs in page order, each page numbered, all 37 across its pages', async ({
      page,
    }) => {
      const main = await open(page, PROFILE);
      const first = main.locator('.gallery-grid li').first();
      await expect(first).toContainText('Page 1');
      // The back office lists the profile newest upload first, which is its page order.
      const src = await first.locator('a').getAttribute('href');
      expect(src).toMatch(/page-0001/);
      await open(page, `${PROFILE}2/`);
      await expect(page.locator('.gallery-grid li').last()).toContainText(
        `Page ${site.snapshot.tables.profiles.length}`,
      );
    });

    test('texts read as written: sentences whole, the mission before the vision, an unsigned message signed', async ({
      page,
    }) => {
      let main = await open(page, '/about/2/');
      await expect(main).toContainText(
        'has placed workers with employers in eleven countries since 2009.',
      );
      main = await open(page, '/mission/3/');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'Our mission',
        'Our vision',
      ]);
      main = await open(page, '/message/5/');
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(main.locator('figcaption')).toHaveText(site.snapshot.settings.site_name!);
    });
  });
}

// That no two pages share a title is checked over every listed page without a browser (tests/static/page-titles.test.ts).
test('a company page is titled by its name, a service page by its title', async ({ page }) => {
  const company = site.snapshot.tables.companies[1]!;
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await disclosure(nav, 'Companies').click();
  await nav.getByRole('link', { name: company.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.title);
  await expect(page).toHaveTitle(`${company.title} | ${site.snapshot.settings.site_name}`);
  // A name with its licence, 80 characters long, is whole in the heading (the tab shortens it).
  const long = site.snapshot.tables.companies.find((row) => row.title.length > 70)!;
  await open(
    page,
    (await listedPages(page)).find((path) => path.startsWith(`/company/${long.id}/`))!,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(long.title);
  const service = site.snapshot.tables.services[2]!;
  await open(page, `/service-single/${service.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
});

test("canonical addresses use the settings' site address, not the sample's domain", async ({
  page,
}) => {
  await open(page, '/our%20team/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${REAL_SITE}our%20team/`,
  );
  for (const path of await listedPages(page)) expect(path).not.toContain('meridianbridge');
});

for (const path of [
  '/',
  '/contact/',
  GALLERY,
  PROFILE,
  '/company/1/',
  '/privacy/',
  '/pdfShow/circular/13/',
]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    const target = path === '/company/1/' ? await firstCompany(page) : path;
    await open(page, target);
    await expectAccessible(page);
  });
}

async function firstCompany(page: Page): Promise<string> {
  const listed = await listedPages(page);
  return listed.find((path) => path.startsWith('/company/1/'))!;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pictures are two small columns of whole photos, and nothing is wider than the screen', async ({
    page,
  }) => {
    for (const path of ['/', '/contact/', GALLERY, PROFILE, '/our%20team/']) {
      await open(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await open(page, GALLERY);
    const boxes = await page
      .locator('.gallery-grid img')
      .evaluateAll((images) =>
        images.slice(0, 2).map((image) => image.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[0]!.width / boxes[0]!.height).toBeCloseTo(1.5, 1);
  });

  test('the header keeps its one call to action, and the contact details dial abroad', async ({
    page,
  }) => {
    await open(page, '/contact/');
    await disclosure(page, 'Menu').click();
    await expect(page.locator('.header-action')).toBeVisible();
    await expect(page.locator('.header-action')).toHaveText('Contact us');
    await expect(
      page.locator('main').getByRole('link', { name: '+880 1811 000222' }),
    ).toHaveAttribute('href', 'tel:+8801811000222');
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('"Apply or ask" opens the contact form, where the visitor picks the circular from the list', async ({
    page,
  }) => {
    const main = await open(page, '/pdfShow/circular/11/');
    await main.getByRole('link', { name: 'Apply or ask' }).click();
    await expect(page).toHaveURL(/\/contact\/\?about=circular-11#contact-form$/);
    const about = page.getByRole('form', { name: 'Contact form' }).getByLabel('About (optional)');
    const title = site.snapshot.circulars.find((circular) => circular.id === 11)!.title!;
    await about.selectOption(title);
    await expect(about).toHaveValue(title);
    // The share links work without scripts; the share and copy buttons need one.
    await open(page, '/pdfShow/circular/11/');
    await expect(page.locator('share-links').getByRole('link')).toHaveCount(3);
    await expect(page.locator('share-links').getByRole('button')).toHaveCount(0);
  });
});
