/**
 * A job circular's page on the template's sample (snapshot/circulars.json): a JobPosting for an
 * open one, a way to answer it that keeps SPEC's contact form, share links, and a PDF a phone
 * can read. The company site's circulars (the form with the circular chosen, closed ones) are
 * in company-site.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { noticeTitle } from '../../src/cms/notices.ts';
import { snapshot } from './fixtures.ts';
import { VIEWPORTS } from './viewports.ts';

const circular = snapshot.circulars[0]!;
const path = `/pdfShow/circular/${circular.id}/`;

for (const [width, height] of VIEWPORTS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a circular answers with the contact form, a call and share links, and reads on a phone', async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.locator('main');
      const title = noticeTitle(circular, 'circular');
      const frame = main.locator('.notice-viewer__frame');
      if (width < 600) {
        await expect(frame).toBeHidden();
        await expect(main.locator('.notice-viewer__text')).toContainText(title);
        await expect(main.getByRole('link', { name: 'Open in full' })).toBeVisible();
      } else {
        // SPEC §9: the template's frame, 600 px high, at desktop width.
        await expect(frame).toBeVisible();
        expect((await frame.boundingBox())!.height).toBe(600);
      }
      const posting = page.locator('script[type="application/ld+json"]').nth(1);
      if ((await page.locator('[data-circular-closed]').count()) === 0) {
        expect(JSON.parse((await posting.textContent())!)).toMatchObject({
          '@type': 'JobPosting',
          // The job, without the hospital group and the town the circular's title names.
          title: 'Theatre nurses',
          datePosted: circular.date,
        });
        await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
        await main.getByRole('link', { name: 'Apply or ask' }).click();
        // SPEC §5's form is unchanged on the template: the link leads to it.
        await expect(page).toHaveURL(/\/contact\/#contact-form$/);
        await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
        await page.goto(path);
      } else {
        await expect(posting).toHaveCount(0);
      }
      const share = page.locator('share-links');
      const url = encodeURIComponent(
        (await page.locator('link[rel="canonical"]').getAttribute('href'))!,
      );
      await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
      await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\?text=.*${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    });
  });
}

// Issue 50: a circular whose last day passed after the build kept "Open: apply by …" and its JobPosting.
test.describe('a circular whose last day passes after the build (apply by 15 December)', () => {
  for (const [width, height] of VIEWPORTS)
    test(`says so in the browser, on its page and in the list, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      // The group's day: 06:00 on 16 December in Dhaka, still the 15th in UTC.
      await page.clock.setFixedTime(new Date('2026-12-16T06:00:00+06:00'));
      await page.goto(path);
      const answer = page.locator('.circular-answer');
      await expect(
        answer.getByText('Closed: this circular no longer takes applications (since 15 Dec 2026).'),
      ).toBeVisible();
      await expect(answer.getByRole('link', { name: 'Apply or ask' })).toBeHidden();
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      await page.goto('/notice/');
      const row = page.getByRole('row', { name: new RegExp(circular.title!) });
      await expect(row.getByText('Closed since 15 Dec 2026')).toBeVisible();
      await expect(row.getByText(/^Open/)).toBeHidden();
    });

  test('stays open on its last day', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-15T23:30:00+06:00'));
    await page.goto(path);
    await expect(page.getByText('Open: apply by 15 Dec 2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply or ask' })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  });
});
