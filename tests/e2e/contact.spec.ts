import { expect, test, type Page } from '@playwright/test';
import { byDateNewestFirst } from '../../src/cms/order.ts';
import { blockOf, menuNamed, openContactForm as openForm, snapshot, textOf } from './fixtures.ts';

/** The sample's office map, an editor's embed. */
const MAP = 'https://www.openstreetmap.org/export/embed.html';

/** The e2e build sets CONTACT_FORM_ACTION to this (package.json test:e2e). */
const FORM_ACTION = 'https://formmail.example/send';

const MESSAGES = {
  'First name': 'Please enter your name',
  'Last name': 'Please enter your Lastname',
  Email: 'Please enter your email',
  Subject: 'Please enter your subject',
  Event: 'Select your event list',
  Notes: 'Please enter your note',
};

async function fill(page: Page, except?: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  const values: Record<string, () => Promise<unknown>> = {
    'First name': () => form.getByLabel('First name').fill('Ada'),
    'Last name': () => form.getByLabel('Last name').fill('Lovelace'),
    Email: () => form.getByLabel('Email').fill('ada@example.org'),
    Subject: () => form.getByLabel('Subject').selectOption('Support'),
    Event: () => form.getByLabel('Event').selectOption({ index: 1 }),
    Notes: () => form.getByLabel('Notes').fill('Please call me back.'),
  };
  for (const [label, set] of Object.entries(values)) if (label !== except) await set();
}

/** The lines of an address as the page shows them, one under the other. */
const linesOf = (address: string | null) => (address ?? '').split('\n').map((line) => line.trim());

test('shows every office address, email and phone of the settings, the office hours and the map', async ({
  page,
}) => {
  const contact = menuNamed('Contact');
  const { settings } = snapshot;
  await page.goto(`/contact/${contact.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const main = page.locator('main');
  for (const line of [...linesOf(settings.address), ...linesOf(settings.address2)])
    await expect(main).toContainText(line);
  for (const email of [settings.email, settings.email2].filter((value) => value !== null))
    await expect(main.getByRole('link', { name: email }).first()).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  for (const phone of [settings.phone, settings.phone2].filter((value) => value !== null))
    await expect(main).toContainText(phone);
  await expect(main).toContainText(textOf(blockOf(contact, 'Office Hours')).slice(0, 40));
  await expect(page.locator(`main iframe[src^="${MAP}"]`)).toHaveCount(1);
});

test("asks the map's host for nothing until the page itself has loaded", async ({ page }) => {
  // The logo holds the page's load event until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/logo.*', async (route) => {
    await held;
    await route.continue();
  });
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(MAP)) mapRequests.push(request.url());
  });
  await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
  const map = page.locator('main .contact-map iframe').first();
  await expect(map).toHaveAttribute('data-src', new RegExp(`^${MAP}`));
  await expect(map).not.toHaveAttribute('src');
  expect(mapRequests).toEqual([]);
  release();
  await expect(map).toHaveAttribute('src', new RegExp(`^${MAP}`));
  await expect(map).not.toHaveAttribute('data-src');
});

test('/contact/ finds the Contact menu by name and shows the same page', async ({ page }) => {
  await page.goto('/contact/');
  await expect(page.locator('main')).toContainText(
    textOf(blockOf(menuNamed('Contact'), 'Office Hours')).slice(0, 40),
  );
});

test('submitting an empty form shows every message of SPEC §5 and focuses the first field', async ({
  page,
}) => {
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Submit Now' }).click();
  for (const [label, message] of Object.entries(MESSAGES)) {
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByLabel('First name')).toBeFocused();
});

for (const [label, message] of Object.entries(MESSAGES)) {
  test(`leaving only ${label} empty shows only "${message}"; editing the field clears it`, async ({
    page,
  }) => {
    const form = await openForm(page);
    await fill(page, label);
    await form.getByRole('button', { name: 'Submit Now' }).click();
    await expect(form.locator('.field-error')).toHaveText([message]);
    await expect(form.getByLabel(label)).toBeFocused();
    const field = form.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
      await field.selectOption({ index: 1 });
    else await field.pressSequentially('x');
    await expect(form.locator('.field-error')).toHaveCount(0);
  });
}

test('a valid form posts natively to the form-mail service', async ({ page }) => {
  let posted: { method: string; body: string } | undefined;
  await page.route(`${FORM_ACTION}**`, async (route) => {
    posted = { method: route.request().method(), body: route.request().postData() ?? '' };
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thank you</p>' });
  });
  await openForm(page);
  await fill(page);
  await page.getByRole('button', { name: 'Submit Now' }).click();
  await expect(page).toHaveURL(FORM_ACTION);
  expect(posted?.method).toBe('POST');
  const fields = new URLSearchParams(posted!.body);
  expect(Object.fromEntries(fields)).toMatchObject({
    name: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.org',
    subject: 'Support',
    notes: 'Please call me back.',
  });
  expect(fields.get('events')).toBe([...snapshot.notices].sort(byDateNewestFirst)[0]!.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is still a working HTML form: the browser refuses it empty and posts it filled', async ({
    page,
  }) => {
    let posted = false;
    await page.route(`${FORM_ACTION}**`, async (route) => {
      posted = true;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thank you</p>' });
    });
    await page.goto('/contact/');
    await page.getByRole('button', { name: 'Submit Now' }).click();
    expect(
      await page
        .getByLabel('First name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(posted).toBe(false);
    await fill(page);
    await page.getByRole('button', { name: 'Submit Now' }).click();
    await expect(page).toHaveURL(FORM_ACTION);
    expect(posted).toBe(true);
  });

  test('shows the map from its <noscript> copy, and no empty frame beside it', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.locator(`main iframe[src^="${MAP}"]`)).toBeVisible();
    await expect(page.locator('main iframe[data-src]')).toHaveCount(1);
    await expect(page.locator('main iframe[data-src]')).toBeHidden();
  });
});
