/**
 * A next step on every page of the company site (tests/fixtures/real-shaped.ts): a closed
 * circular leads on to the open ones, a CV and a chat; service and company pages open the form
 * with their topic chosen; the form asks for an optional phone, links the privacy page, and is
 * not hidden under the fixed header when a link scrolls to it. At 390 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { ENQUIRY_MESSAGES } from '../../src/forms/contact.ts';
import { TEST_FORM_ACTION } from '../sites/sites.ts';
import { servedSite } from './served-site.ts';
import { VIEWPORTS } from './viewports.ts';

const site = servedSite('company');
const { open } = site;

/** The contact form, hydrated, and its heading in full view below the fixed header. */
async function formInView(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toHaveAttribute('data-hydrated', '');
  const heading = page.getByRole('heading', { name: 'Send us a message' });
  await expect(heading).toBeInViewport();
  const header = await page.locator('[data-site-header]').boundingBox();
  const top = (await heading.boundingBox())!.y;
  expect(top, 'the heading is below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
  return form;
}

for (const [width, height] of VIEWPORTS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the list of circulars says which are open and until when, the open ones first', async ({
      page,
    }) => {
      const main = await open(page, '/notice/');
      const statuses = main.locator('.notices__status');
      await expect(statuses).toHaveText(
        ['Open: apply by 30 Dec 2026', 'Open: apply by 30 Dec 2099', 'Closed since 15 Sept 2026'],
        { useInnerText: true },
      );
      for (const status of await statuses.all()) await expect(status).toBeVisible();
    });

    test('a closed circular leads on: the jobs open now, "Send us your CV" with the form ready, WhatsApp', async ({
      page,
    }) => {
      const main = await open(page, '/pdfShow/circular/13/');
      const wayOn = main.locator('.circular-answer__way-on');
      await expect(wayOn.getByRole('heading', { name: 'Jobs open now' })).toBeVisible();
      const open12 = site.snapshot.circulars.find((circular) => circular.id === 12)!.title!;
      const open11 = site.snapshot.circulars.find((circular) => circular.id === 11)!.title!;
      await expect(wayOn.getByRole('listitem')).toHaveText([
        `${open12} (apply by 30 Dec 2026)`,
        `${open11} (apply by 30 Dec 2099)`,
      ]);
      const chat = new URL(
        (await wayOn
          .getByRole('link', { name: 'Ask on WhatsApp about other jobs' })
          .getAttribute('href'))!,
      );
      expect(chat.searchParams.get('text')).toContain('which has closed');
      await expect(
        wayOn.getByRole('link', { name: site.snapshot.settings.email2! }),
      ).toHaveAttribute('href', `mailto:${site.snapshot.settings.email2}`);
      await wayOn.getByRole('link', { name: 'Send us your CV' }).click();
      await expect(page).toHaveURL(/\/contact\/\?about=cv#contact-form$/);
      const form = await formInView(page);
      const about = form.getByLabel('About (optional)');
      await expect(about).toHaveValue('My CV, for a future job');
      // The form carries no file: the list says where a CV goes, as the circular's page did.
      const jobs = site.snapshot.settings.email2!;
      await expect(about).toHaveAccessibleDescription(
        `This form cannot carry a file: email your CV to ${jobs}, and tell us below about the work you are looking for.`,
      );
      await about.selectOption('');
      await expect(form.locator('#contact-topic-note')).toHaveCount(0);
      // An open circular's page lists none of that until it closes.
      const openPage = await open(page, '/pdfShow/circular/11/');
      await expect(openPage.getByRole('link', { name: 'Send us your CV' })).toBeHidden();
    });

    test('a circular that closes after the build leaves the lists of open jobs in the browser', async ({
      page,
    }) => {
      // 5 January 2027 in Dhaka: the Dubai circular (apply by 30 December 2026) has closed.
      await page.clock.setFixedTime(new Date('2027-01-05T06:00:00+06:00'));
      const oman = site.snapshot.circulars.find((circular) => circular.id === 11)!.title!;
      const main = await open(page, '/pdfShow/circular/13/');
      await expect(main.locator('.circular-answer__way-on').getByRole('listitem')).toHaveText([
        `${oman} (apply by 30 Dec 2099)`,
      ]);
      await open(page, '/contact/');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('About (optional)').focus();
      await expect(form).toHaveAttribute('data-hydrated', '');
      await expect(
        form.getByLabel('About (optional)').locator('optgroup[label="Job circulars"] option'),
      ).toHaveText([oman]);
    });

    test('"Apply or ask" scrolls to the form with its heading and first field in view', async ({
      page,
    }) => {
      const main = await open(page, '/pdfShow/circular/11/');
      await main.getByRole('link', { name: 'Apply or ask' }).click();
      const form = await formInView(page);
      await expect(form.getByLabel('Your name')).toBeInViewport();
    });

    test('"Ask about this service" and "Contact this company" open the form with the topic chosen', async ({
      page,
    }) => {
      const service = site.snapshot.tables.services[1]!;
      const main = await open(page, `/service-single/${service.id}/`);
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await main.getByRole('link', { name: 'Ask about this service' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/contact/\\?about=service-${service.id}#contact-form$`),
      );
      let form = await formInView(page);
      await expect(form.getByLabel('About (optional)')).toHaveValue(service.title);

      const company = site.snapshot.tables.companies[0]!;
      await open(page, '/');
      const listed = await page
        .locator(`a[href^="/company/${company.id}/"]`)
        .first()
        .getAttribute('href');
      const companyPage = await open(page, listed!);
      await companyPage.getByRole('link', { name: 'Contact this company' }).click();
      form = await formInView(page);
      await expect(form.getByLabel('About (optional)')).toHaveValue(company.title);
    });

    test('a topic chosen before the form wakes is kept once it does', async ({ page }) => {
      await open(page, '/contact/');
      const form = page.getByRole('form', { name: 'Contact form' });
      const about = form.getByLabel('About (optional)');
      const company = site.snapshot.tables.companies[0]!.title;
      // Chosen as a quick visitor or the browser's back button would, before the script ran.
      await about.evaluate((select: HTMLSelectElement, title) => (select.value = title), company);
      await expect(form).not.toHaveAttribute('data-hydrated');
      await form.hover();
      await expect(form).toHaveAttribute('data-hydrated', '');
      await expect(about).toHaveValue(company);
    });

    test('an optional phone or WhatsApp number, checked only when given; the privacy page beside the button', async ({
      page,
    }) => {
      await open(page, '/contact/');
      const form = page.getByRole('form', { name: 'Contact form' });
      const phone = form.getByLabel('Phone or WhatsApp (optional)');
      await expect(phone).toHaveAttribute('type', 'tel');
      await expect(phone).not.toHaveAttribute('required');
      await form.getByLabel('Your name').fill('Rahim');
      await form.getByLabel('Email').fill('rahim@example.org');
      await phone.fill('call me');
      await form.getByLabel('Message').fill('Do you hire welders?');
      await form.getByRole('button', { name: 'Submit Now' }).click();
      await expect(form.getByText(ENQUIRY_MESSAGES.phone)).toBeVisible();
      await expect(phone).toBeFocused();
      await phone.fill('+880 1711-000111');
      await expect(form.getByText(ENQUIRY_MESSAGES.phone)).toHaveCount(0);

      await form.getByRole('link', { name: 'Privacy' }).click();
      await expect(page).toHaveURL(/\/privacy\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
      const main = page.locator('main');
      await expect(main).toContainText('your phone number if you give one');
      await expect(main).toContainText(new URL(TEST_FORM_ACTION).hostname);
      await expect(main.getByRole('link', { name: site.snapshot.settings.email! })).toHaveAttribute(
        'href',
        `mailto:${site.snapshot.settings.email}`,
      );
      await expect(page.locator('footer').getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy/',
      );
    });

    test('the 404 page offers the search, the main pages and contact', async ({ page }) => {
      const response = await page.goto(new URL('/no-such-page/', site.server.url).href);
      expect(response?.status()).toBe(404);
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Search the site' }).click();
      await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
      await page.keyboard.press('Escape');
      const pages = main.getByRole('navigation', { name: 'Or go to' });
      // The menu's own entries, the contact page among them whatever its name.
      await expect(pages.locator('a[href="/contact/"]')).toHaveCount(1);
      await expect(pages.getByRole('link', { name: 'Gallery' })).toBeVisible();
      expect(await pages.getByRole('link').count()).toBeGreaterThan(2);
    });
  });
}
