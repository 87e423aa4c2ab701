import { XMLParser } from 'fast-xml-parser';
import { expect, test } from '@playwright/test';
import { postalAddress } from '../../src/cms/postal-address.ts';
import { KIND_LABELS, noticeTitle } from '../../src/cms/notices.ts';
import { byDateNewestFirst } from '../../src/cms/order.ts';
import { snapshot } from './fixtures.ts';

const newestFirst = [...snapshot.notices]
  .sort(byDateNewestFirst)
  .map((notice) => ({ ...notice, title: noticeTitle(notice, 'notice') }));
const circulars = [...snapshot.circulars]
  .sort(byDateNewestFirst)
  .map((circular) => ({ ...circular, title: noticeTitle(circular, 'circular') }));

test.describe('the notices filter', () => {
  test('narrows the table as the visitor types, and says how many are shown', async ({ page }) => {
    await page.goto('/notice/');
    const rows = page.locator('#notice-table tbody tr');
    await expect(rows).toHaveCount(newestFirst.length);
    const filter = page.getByRole('searchbox', { name: 'Filter notices' });
    await filter.fill('visa');
    const matching = newestFirst.filter((notice) => /visa/i.test(notice.title));
    await expect(rows.locator('visible=true')).toHaveCount(matching.length);
    await expect(rows.locator('visible=true').first()).toContainText(matching[0]!.title);
    await expect(page.getByRole('status').filter({ hasText: 'notices shown' })).toHaveText(
      `${matching.length} of ${newestFirst.length} notices shown.`,
    );
    await filter.fill('Nov 2026 office');
    await expect(rows.locator('visible=true')).toHaveCount(1);
    await filter.fill('zzzz');
    await expect(rows.locator('visible=true')).toHaveCount(0);
    await expect(page.getByText('No notice matches.')).toBeVisible();
    await filter.fill('');
    await expect(rows.locator('visible=true')).toHaveCount(newestFirst.length);
  });

  test('of the job circulars filters them alone, in their own words', async ({ page }) => {
    await page.goto('/notice/');
    await page.getByRole('searchbox', { name: 'Filter job circulars' }).fill('hamburg');
    const matching = circulars.filter((circular) => /hamburg/i.test(circular.title));
    await expect(page.locator('#circular-table tbody tr').locator('visible=true')).toHaveCount(
      matching.length,
    );
    await expect(page.locator('#notice-table tbody tr').locator('visible=true')).toHaveCount(
      newestFirst.length,
    );
    await expect(page.getByRole('status').filter({ hasText: 'job circulars shown' })).toHaveText(
      `${matching.length} of ${circulars.length} job circulars shown.`,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is not there, and every notice is', async ({ page }) => {
      await page.goto('/notice/');
      await expect(page.getByRole('searchbox', { name: 'Filter notices' })).toBeHidden();
      await expect(page.locator('#notice-table tbody tr')).toHaveCount(newestFirst.length);
    });
  });
});

test('the RSS feed lists the notices and open job circulars newest first, each with its viewer and its file', async ({
  page,
  request,
}) => {
  // A circular closes by its stated deadline or its age, as of the build's day: its page says which.
  const open = [];
  for (const circular of circulars) {
    await page.goto(`/pdfShow/circular/${circular.id}/`);
    if ((await page.locator('[data-circular-closed]').count()) === 0) open.push(circular);
  }
  await page.goto('/contact/');
  const href = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute('href');
  expect(href).toBe('/notice/rss.xml');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });
  const { channel } = parser.parse(await response.text()).rss;
  const expected = [
    ...newestFirst.map((notice) => ({
      ...notice,
      label: notice.title,
      path: `/pdfShow/notice/${notice.id}/`,
    })),
    ...open.map((circular) => ({
      ...circular,
      label: `${KIND_LABELS.circular}: ${circular.title}`,
      path: `/pdfShow/circular/${circular.id}/`,
    })),
  ].sort(byDateNewestFirst);
  expect(channel.item.map((item: { title: string }) => item.title)).toEqual(
    expected.map((item) => item.label),
  );
  expect(channel.item.map((item: { link: string }) => new URL(item.link).pathname)).toEqual(
    expected.map((item) => item.path),
  );
  const first = channel.item.find((item: { link: string }) =>
    item.link.includes('/pdfShow/notice/'),
  );
  const pdf = await request.get(new URL(first.enclosure['@_url']).pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).length).toBe(Number(first.enclosure['@_length']));
});

test('every page describes the group as a schema.org Organization', async ({ page }) => {
  const { settings } = snapshot;
  const present = (...values: Array<string | null>) => values.filter((value) => value !== null);
  for (const path of ['/', '/notice/', '/donate/']) {
    await page.goto(path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(data, path).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: settings.site_name,
      email: present(settings.email, settings.email2, settings.email3),
      telephone: present(settings.phone, settings.phone2, settings.phone3),
      address: present(settings.address, settings.address2).map(postalAddress),
      sameAs: present(settings.facebook_url, settings.linkedin_url, settings.google_url).map(
        (url) => new URL(url).href,
      ),
    });
    expect(data.logo).toMatch(/^https:\/\/.+\.png$/);
  }
});
