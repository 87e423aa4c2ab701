import { expect, test } from '@playwright/test';
import { slugOf } from '../../src/cms/navigation.ts';
import { disclosure, expectAccessible, menuNamed, openContactForm, snapshot } from './fixtures.ts';

const company = snapshot.pages.find((page) => page.name.includes('&'))!;
const PAGES = {
  home: '/',
  about: `/about/${menuNamed('About').id}`,
  clients: `/clients/${menuNamed('Clients').id}`,
  mission: `/mission/${menuNamed('Mission').id}`,
  performance: `/performance/${menuNamed('Performance').id}`,
  history: `/history/${menuNamed('History').id}`,
  message: `/message/${menuNamed('Message').id}`,
  notices: '/notice/',
  notice: `/pdfShow/notice/${snapshot.notices[0]!.id}`,
  employees: '/our%20team/',
  contact: '/contact',
  company: `/company/${company.id}/${slugOf(company.name)}/`,
  generic: `/careers/${menuNamed('Careers').id}`,
  gallery: `/gallery/${menuNamed('Gallery').id}`,
  profile: `/profile/${menuNamed('Profile').id}`,
  documents: `/document/${menuNamed('Document').id}`,
  'not found': '/no-such-page',
  // The demo pages (events, posts, sign-in, donation): tests/e2e/demo.spec.ts.
};

for (const [kind, path] of Object.entries(PAGES)) {
  test(`${kind} (${path}) has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test('the contact form with its errors showing has no serious violation', async ({ page }) => {
  const form = await openContactForm(page);
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.locator('.field-error')).toHaveCount(6);
  await expectAccessible(page);
});

test('the open lightbox has no serious violation', async ({ page }) => {
  await page.goto(`/gallery/${menuNamed('Gallery').id}`);
  await page.locator('.gallery-grid a').first().click();
  await expect(page.locator('.gallery-grid')).toHaveAttribute('data-lightbox-open', '');
  await expectAccessible(page);
});

test('the open mobile menu has no serious violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/notice/');
  await disclosure(page, 'Menu').click();
  await disclosure(page, 'About').click();
  await expectAccessible(page);
});
