/**
 * A site entered in the back office's content tables alone, as the group's 2026 installation
 * holds it (CMS-API Part 3): no menus, no slides. Built from `npm run sample -- --style tables`;
 * every kind of page shows what its table holds, and the header leads to all of them.
 */
import { expect, test } from '@playwright/test';
import { byDateNewestFirst, byEditorsOrder } from '../../src/cms/order.ts';
import { plainText } from '../../src/cms/sanitise.ts';
import { servedSite } from './served-site.ts';
import { closePopup, disclosure } from './fixtures.ts';

const site = servedSite('sample-tables');
const { open } = site;
const rowsOf = <T extends { serial_number: number | null; id: number }>(rows: readonly T[]) =>
  [...rows].sort(byEditorsOrder);
const abouts = (type: string) =>
  site.snapshot.tables.abouts.filter((row) => row.content_type === type);

test('the header leads to every part the tables fill, each page with a heading and its words or pictures, never a placeholder', async ({
  page,
}) => {
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const labels = await nav.locator('a, summary').allTextContents();
  const expected = [
    'Home',
    'About',
    'Mission',
    'History',
    'Message',
    ...site.snapshot.tables.companies.map((row) => row.title),
    'Gallery',
  ];
  expect(labels.map((label) => label.trim())).toEqual(
    expect.arrayContaining([...expected, 'Profile', 'Services', 'Notice', 'Our Team', 'Contact']),
  );
  // The template's Donate Now button leads to its demo page, not to the group's content.
  const links = nav.locator('a[href^="/"]:not(.header-action)');
  const hrefs = [
    ...new Set(
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!)),
    ),
  ];
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of hrefs) {
    const main = await open(page, href);
    await expect(page.getByRole('heading', { level: 1 }), href).not.toBeEmpty();
    const text = (await main.innerText()).trim();
    // Its words, or for a gallery its pictures.
    if ((await main.locator('.gallery-grid img').count()) < 3)
      expect(text.length, href).toBeGreaterThan(150);
    expect(text, href).not.toMatch(/\bundefined\b|being updated|no images here yet/i);
    for (const heading of await main.locator('h2, h3').allInnerTexts())
      expect(heading.trim(), href).not.toBe('');
  }
});

test('the home page opens on the services with pictures, then the about text, the services and the job circulars', async ({
  page,
}) => {
  await open(page, '/');
  await closePopup(page);
  const withPictures = rowsOf(site.snapshot.tables.services).filter((service) => service.image);
  await expect(page.locator('.hero .swiper-slide')).toHaveCount(withPictures.length);
  await expect(page.locator('.hero .swiper-slide').first()).toContainText(withPictures[0]!.title);
  await expect(page.locator('.about')).toContainText(
    plainText(abouts('About us')[0]!.details!).slice(0, 50),
  );
  const services = page.getByRole('region', { name: 'Our Services' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(
    rowsOf(site.snapshot.tables.services)
      .slice(0, 6)
      .map((service) => service.title),
  );
  const newest = [...site.snapshot.circulars].sort(byDateNewestFirst)[0]!;
  await expect(
    page.locator('.ticker').getByRole('link', { name: `Job circular: ${newest.title}` }),
  ).toHaveCount(1);
});

test('About shows the company intro, why clients choose the group and the testimonials', async ({
  page,
}) => {
  const main = await open(page, '/about/2/');
  for (const type of ['Company intro', 'Why choose us'])
    await expect(main.getByRole('heading', { name: abouts(type)[0]!.title! })).toBeVisible();
  for (const { name } of site.snapshot.tables.testimonials) await expect(main).toContainText(name!);
});

test('Mission shows the mission, the vision and the values; History the story', async ({
  page,
}) => {
  let main = await open(page, '/mission/3/');
  for (const type of ['Our mission', 'Our vision', 'Our values']) {
    await expect(main.getByRole('heading', { level: 2, name: type })).toBeVisible();
    await expect(main).toContainText(plainText(abouts(type)[0]!.details!).slice(0, 50));
  }
  main = await open(page, '/history/4/');
  await expect(main).toContainText(plainText(abouts('Our story')[0]!.details!).slice(0, 50));
});

test("Message has one tab per leadership message, in the editors' order", async ({ page }) => {
  await open(page, '/message/5/');
  const messages = rowsOf(abouts('Company message'));
  await expect(page.getByRole('tab')).toHaveCount(messages.length);
  await page.getByRole('tab').last().click();
  await expect(page.getByRole('tabpanel')).toContainText(
    plainText(messages.at(-1)!.details!).slice(0, 50),
  );
});

test('each sister concern has its page, reached from the Companies menu', async ({ page }) => {
  for (const company of site.snapshot.tables.companies) {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await disclosure(nav, 'Companies').click();
    await nav.getByRole('link', { name: company.title, exact: true }).click();
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: company.title })).toBeVisible();
    await expect(main).toContainText(plainText(company.description!).slice(0, 50));
  }
});

test("Our Team lists every member in the editors' order, each with the designation typed for them", async ({
  page,
}) => {
  const main = await open(page, '/our%20team/');
  const team = rowsOf(site.snapshot.tables.team);
  await expect(main.locator('.employee h2')).toHaveText(team.map((member) => member.name));
  await expect(main.locator('.employee').first()).toContainText(team[0]!.designation!);
});

test('Gallery shows every photo of the gallery table in the lightbox; Profile every profile page', async ({
  page,
}) => {
  let main = await open(page, '/gallery/6/');
  await expect(main.locator('.gallery-grid img')).toHaveCount(site.snapshot.tables.gallery.length);
  await main.locator('.gallery-grid a').first().click();
  await expect(page.locator('.pswp__counter')).toHaveText(
    `1 / ${site.snapshot.tables.gallery.length}`,
  );
  await page.keyboard.press('Escape');
  main = await open(page, '/profile/7/');
  await expect(main.locator('.gallery-grid img')).toHaveCount(site.snapshot.tables.profiles.length);
});

test('Services lists every service, and each has a page of its own', async ({ page }) => {
  const services = rowsOf(site.snapshot.tables.services);
  const main = await open(page, '/services/8/');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(
    services.map((service) => service.title),
  );
  const last = services.at(-1)!;
  await open(page, `/service-single/${last.id}/`);
  await expect(page.locator('main')).toContainText(plainText(last.details!).slice(0, 50));
});

test('Notice lists the notices and the job circulars, each with its viewer and file', async ({
  page,
}) => {
  const main = await open(page, '/notice/');
  await expect(main.locator('#notice-table tbody tr')).toHaveCount(site.snapshot.notices.length);
  await expect(main.locator('#circular-table tbody tr')).toHaveCount(
    site.snapshot.circulars.length,
  );
  const circular = [...site.snapshot.circulars].sort(byDateNewestFirst)[0]!;
  await main.getByRole('link', { name: `Show ${circular.title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(circular.title!);
  await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
    'href',
    /\.pdf$/,
  );
});

test('Contact shows every address, e-mail and phone of the settings', async ({ page }) => {
  const main = await open(page, '/contact/');
  const { settings } = site.snapshot;
  for (const line of [settings.address, settings.address2].flatMap(
    (address) => address?.split('\n') ?? [],
  ))
    await expect(main).toContainText(line.trim());
  for (const contact of [settings.email, settings.email2, settings.phone, settings.phone2])
    if (contact) await expect(main).toContainText(contact);
});
