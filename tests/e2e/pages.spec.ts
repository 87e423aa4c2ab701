import {
  BANNER_TITLE_LENGTH,
  TAB_TITLE_LENGTH,
} from '../../src/components/layout/title-lengths.ts';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { postalAddress } from '../../src/cms/postal-address.ts';
import { cardAlt, cardText } from '../../src/cms/social-card.ts';
import { slugOf } from '../../src/cms/navigation.ts';
import { byDateNewestFirst, byEditorsOrder } from '../../src/cms/order.ts';
import { plainText } from '../../src/cms/sanitise.ts';
import { blockOf, groupOf, menuNamed, snapshot, textOf } from './fixtures.ts';

const home = menuNamed('Home');

test("about shows the About menu's text with its picture, then the people and the testimonials", async ({
  page,
}) => {
  await page.goto(`/about/${menuNamed('About').id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.locator('main')).toContainText(
    textOf(blockOf(menuNamed('About'), 'About Us')).slice(0, 60),
  );
  await expect(page.locator('.about__image')).toHaveAttribute('srcset', /\d+w/);
  await expect(page.getByRole('heading', { level: 2, name: 'Karim Haddad' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeVisible();
  for (const { name } of snapshot.tables.testimonials)
    await expect(page.locator('main')).toContainText(name!);
});

test('the about picture is 600 px high, 400 px under 600 px of width', async ({ page }) => {
  await page.goto(`/about/${menuNamed('About').id}/`);
  expect((await page.locator('.about__image').boundingBox())!.height).toBe(600);
  await page.setViewportSize({ width: 599, height: 900 });
  expect((await page.locator('.about__image').boundingBox())!.height).toBe(400);
});

test('clients shows the brand logos of the Home menu, then the portfolio, each named where the CMS names it', async ({
  page,
}) => {
  await page.goto(`/clients/${menuNamed('Clients').id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Clients');
  const logos = page.locator('.logo-grid img');
  await expect(logos).toHaveCount(
    groupOf(home, 'Brand').length + snapshot.tables.portfolios.length,
  );
  const first = snapshot.tables.portfolios[0]!;
  await expect(page.locator('.logo-grid li').filter({ hasText: first.title! })).toHaveCount(1);
});

test('mission shows the Mission, Vision and Values blocks', async ({ page }) => {
  const mission = menuNamed('Mission');
  await page.goto(`/mission/${mission.id}/`);
  for (const name of ['Mission', 'Vision', 'Values'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.locator('main')).toContainText(textOf(blockOf(mission, 'Vision')));
});

test('performance shows the Performance block', async ({ page }) => {
  const performance = menuNamed('Performance');
  await page.goto(`/performance/${performance.id}/`);
  await expect(page.locator('main .rich-text li')).toHaveCount(
    (blockOf(performance, 'Performance').match(/<li>/g) ?? []).length,
  );
});

test("history, linked from every footer, tells the group's story", async ({ page }) => {
  const history = menuNamed('History');
  const response = await page.goto(`/history/${history.id}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History');
  await expect(page.locator('main')).toContainText(
    textOf(blockOf(history, 'Our Story')).slice(0, 60),
  );
  await expect(page.getByRole('heading', { name: 'Milestones' })).toBeVisible();
});

test('a company page shows its Home block and logo, reached with & in its name', async ({
  page,
}) => {
  const company = snapshot.pages.find((candidate) => candidate.name.includes('&'))!;
  await page.goto(`/company/${company.id}/${slugOf(company.name)}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Details');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['Home', 'Companies', company.name]);
  await expect(page.getByRole('heading', { level: 2, name: company.name })).toBeVisible();
  await expect(page.locator('main')).toContainText(textOf(blockOf(home, company.name)));
  await expect(page.getByRole('img', { name: `${company.name} logo` })).toBeVisible();
});

test('a company kept in the companies table gets its page too, with its description', async ({
  page,
}) => {
  const row = snapshot.tables.companies[0]!;
  await page.goto(`/company/${row.id}/${slugOf(row.title)}/`);
  await expect(page.getByRole('heading', { level: 2, name: row.title })).toBeVisible();
  await expect(page.locator('main')).toContainText(textOf(row.description!).slice(0, 60));
});

test.describe('important message', () => {
  test('has three tabs, the first active, each with an image and text', async ({ page }) => {
    await page.goto(`/message/${menuNamed('Message').id}/`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Managing Partner', 'Partner', 'Partner']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText('Elena Marchetti');
    await tabs.nth(2).click();
    await expect(page.getByRole('tabpanel')).toContainText('Priya Raman');
    await expect(page.getByRole('tabpanel').locator('img')).toBeVisible();
  });

  test('switches by keyboard: arrows, Home and End', async ({ page }) => {
    await page.goto(`/message/${menuNamed('Message').id}/`);
    await page.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab').nth(1)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Daniel Osei');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('Priya Raman');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toContainText('Elena Marchetti');
  });

  test('images are 550 px high, 250 px under a 600 px window', async ({ page }) => {
    await page.goto(`/message/${menuNamed('Message').id}/`);
    expect((await page.getByRole('tabpanel').locator('img').boundingBox())!.height).toBe(550);
    await page.setViewportSize({ width: 599, height: 900 });
    expect((await page.getByRole('tabpanel').locator('img').boundingBox())!.height).toBe(250);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('shows all three messages one after another', async ({ page }) => {
      await page.goto(`/message/${menuNamed('Message').id}/`);
      for (const name of ['Elena Marchetti', 'Daniel Osei', 'Priya Raman'])
        await expect(page.locator('main')).toContainText(name);
      await expect(page.getByRole('tablist')).toBeHidden();
    });
  });
});

test.describe('notices', () => {
  const newestFirst = [...snapshot.notices].sort(byDateNewestFirst);

  test('the table lists every notice, newest first, with Show and Download; the job circulars follow', async ({
    page,
  }) => {
    await page.goto('/notice/');
    const table = page.locator('#notice-table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'SL',
      'Title',
      'Date',
      'Show',
      'Download',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(snapshot.notices.length);
    const first = newestFirst[0]!;
    await expect(rows.first().locator('td').nth(0)).toHaveText('1');
    await expect(rows.first().locator('td').nth(1)).toHaveText(first.title!);
    await expect(rows.first().getByRole('link', { name: `Show ${first.title}` })).toHaveAttribute(
      'href',
      `/pdfShow/notice/${first.id}/`,
    );
    const download = rows.first().getByRole('link', { name: /^Download/ });
    await expect(download).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByRole('heading', { level: 2, name: 'Job circulars' })).toBeVisible();
    await expect(page.locator('#circular-table tbody tr')).toHaveCount(snapshot.circulars.length);
  });

  test('Download opens the file in a new window', { tag: '@pdf-viewer' }, async ({ page }) => {
    await page.goto('/notice/');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('link', { name: /^Download/ })
        .first()
        .click(),
    ]);
    expect(popup.url()).toMatch(/\.pdf$/);
  });

  test('the menu link with an id shows the same tables', async ({ page }) => {
    await page.goto(`/notice/${menuNamed('Notice').id}/`);
    await expect(page.locator('#notice-table tbody tr')).toHaveCount(snapshot.notices.length);
    await expect(page.locator('#circular-table tbody tr')).toHaveCount(snapshot.circulars.length);
  });

  test('a notice page shows its title and its PDF in a 600 px frame', async ({ page }) => {
    const notice = newestFirst.find(
      (candidate) => candidate.title && candidate.file?.endsWith('.pdf'),
    )!;
    await page.goto(`/pdfShow/notice/${notice.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title!);
    const frame = page.locator(`iframe[title="${notice.title}"]`);
    expect((await frame.boundingBox())!.height).toBe(600);
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      /\.pdf$/,
    );
  });

  test('a notice whose file is a picture shows the picture, and a job circular has its own page', async ({
    page,
  }) => {
    const pictured = snapshot.notices.find((notice) => notice.file?.endsWith('.png'))!;
    await page.goto(`/pdfShow/notice/${pictured.id}/`);
    await expect(page.getByRole('img', { name: pictured.title! })).toBeVisible();
    const circular = snapshot.circulars[0]!;
    await page.goto(`/pdfShow/circular/${circular.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(circular.title!);
    await expect(page.getByRole('link', { name: 'All notices and job circulars' })).toHaveAttribute(
      'href',
      '/notice/',
    );
  });

  test('a notice titled in Bengali is marked as Bengali on its page and in the table', async ({
    page,
  }) => {
    const bengali = snapshot.notices.find((notice) =>
      /\p{Script=Bengali}/u.test(notice.title ?? ''),
    )!;
    await page.goto(`/pdfShow/notice/${bengali.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'bn');
    await page.goto('/notice/');
    await expect(page.locator('#notice-table td', { hasText: bengali.title! })).toHaveAttribute(
      'lang',
      'bn',
    );
    const english = snapshot.notices.find((notice) =>
      /^[\p{Script=Latin}\d\s\p{P}]+$/u.test(notice.title ?? ''),
    )!;
    await expect(page.locator('#notice-table td', { hasText: english.title! })).not.toHaveAttribute(
      'lang',
      /./,
    );
  });

  test('a notice with a title too long for the banner is shown whole under it; the tab keeps it short', async ({
    page,
  }) => {
    const long = snapshot.notices.find(
      (notice) => (notice.title?.length ?? 0) > BANNER_TITLE_LENGTH,
    )!;
    await page.goto(`/pdfShow/notice/${long.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/…$/);
    await expect(page.locator('.notice-viewer__title')).toHaveText(long.title!);
    expect([...(await page.title()).split(' | ')[0]!].length).toBeLessThanOrEqual(TAB_TITLE_LENGTH);
  });
});

test.describe('our team', () => {
  const team = [...snapshot.tables.team].sort(byEditorsOrder);

  test("shows everyone in the editors' order with photo, name and designation", async ({
    page,
  }) => {
    await page.goto('/our%20team/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Employees');
    const cards = page.locator('.employee');
    await expect(cards).toHaveCount(team.length);
    await expect(cards.getByRole('heading')).toHaveText(team.map((member) => member.name));
    const card = cards.first();
    await expect(card).toContainText(team[0]!.designation!);
    const photo = card.locator('img');
    const box = (await photo.boundingBox())!;
    expect([box.width, box.height]).toEqual([130, 130]);
    expect(await photo.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
  });

  test('a member without a photo gets a neutral placeholder', async ({ page }) => {
    const without = team.find((member) => member.image === null)!;
    await page.goto('/our%20team/');
    await expect(page.getByRole('img', { name: `No photo of ${without.name}` })).toBeVisible();
  });

  test('the menu link with an id shows the same grid', async ({ page }) => {
    await page.goto(`/our%20team/${menuNamed('Our Team').id}/`);
    await expect(page.locator('.employee')).toHaveCount(team.length);
  });
});

test('a menu without a template of its own gets a generic page of its blocks and images', async ({
  page,
}) => {
  const careers = menuNamed('Careers');
  await page.goto(`/careers/${careers.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  for (const block of [
    ...careers.blocks.map((candidate) => candidate.name),
    ...careers.images.map((group) => group.name),
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: block })).toBeVisible();
    // Each section is named by its heading, through an id made from the block's name.
    await expect(page.getByRole('region', { name: block })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Life at Meridian' }).locator('img')).toHaveCount(
    groupOf(careers, 'Life at Meridian').length,
  );
});

test('every page has a title, description, canonical URL, Open Graph tags and the favicon', async ({
  page,
}) => {
  await page.goto(`/mission/${menuNamed('Mission').id}/`);
  await expect(page).toHaveTitle(`Mission & Vision | ${snapshot.settings.site_name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https:\/\/.+\/mission\/\d+\/$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Mission & Vision',
  );
  // The sample's favicon is an .ico file, linked as it is (sharp reads no .ico to resize).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).headers()['content-type']).toBe(
    'image/vnd.microsoft.icon',
  );
});

/** The page's share picture: its URL's path, size and alt text, and the Twitter card it goes with. */
async function sharedPicture(page: Page) {
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  const url = new URL((await meta('og:image'))!);
  const { width, height } = await sharp(
    await (await page.request.get(url.pathname)).body(),
  ).metadata();
  expect(await meta('twitter:image')).toBe(url.href);
  expect(await meta('twitter:card')).toBe('summary_large_image');
  expect([await meta('og:image:width'), await meta('og:image:height')]).toEqual([
    String(width),
    String(height),
  ]);
  return { path: url.pathname, width, height, alt: await meta('og:image:alt') };
}

// Issue 26: og:image was the 420×96 logo on every page, with no alt and no Twitter card.
test('pages are shared with a 1200×630 picture: their own where they show one, else the site card', async ({
  page,
}) => {
  const named = (ref: string) =>
    new RegExp(
      `^/_astro/${ref
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '')}\\..+\\.jpg$`,
    );
  const slide = [...snapshot.sliders].sort(byEditorsOrder)[0]!;
  await page.goto('/');
  expect(await sharedPicture(page)).toMatchObject({
    path: named(slide.image),
    width: 1200,
    height: 630,
    alt: plainText(slide.title!),
  });
  const [group] = menuNamed('Gallery').images;
  await page.goto(`/gallery/${menuNamed('Gallery').id}/`);
  expect(await sharedPicture(page)).toMatchObject({
    path: named(group!.files[0]!),
    width: 1200,
    height: 630,
    alt: group!.name,
  });
  await page.goto('/notice/');
  const alt = cardAlt(cardText(snapshot.settings.site_name, snapshot.settings.title));
  expect(await sharedPicture(page)).toEqual({
    path: '/social-card.png',
    width: 1200,
    height: 630,
    alt,
  });
});

test('the Organization data gives the address as its parts', async ({ page }) => {
  await page.goto('/notice/');
  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  expect(organization.address).toEqual(
    [snapshot.settings.address!, snapshot.settings.address2!].map(postalAddress),
  );
  expect(Object.keys(organization.address[0]).length).toBeGreaterThan(2);
});

test('robots.txt points at the sitemap, which lists the pages visitors can reach and no other', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(
    /Sitemap: https:\/\/.+\/sitemap-index\.xml/,
  );
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path,
  );
  for (const path of [
    '/',
    '/notice/',
    `/our%20team/${menuNamed('Our Team').id}/`,
    `/about/${menuNamed('About').id}/`,
    '/service-single/1/',
  ])
    expect(listed).toContain(path);
  // Not the home page's copies at /home/…, the 404 page, the thank-you page or demo pages nothing links to.
  for (const path of [
    '/home/',
    `/home/${menuNamed('Home').id}/`,
    '/404/',
    '/contact/thanks/',
    '/cause/',
    '/blog-single/1/',
  ])
    expect(listed).not.toContain(path);
});
