import { expect, test } from '@playwright/test';

for (const path of [
  '/no-such-page',
  '/about/999999',
  '/company/8/Not A Company',
  '/pdfShow/notice/424242',
]) {
  test(`${path} answers 404 with the Oops page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found!');
    await expect(page.locator('main')).toContainText(
      "We're sorry but we can't seem to find the page you requested. This might be because you have typed the web address incorrectly.",
    );
  });
}

test('the 404 page names no canonical address and asks search engines to leave it out', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('Back to home goes to /home/, which is the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  const back = page.getByRole('link', { name: 'Back to home' });
  await expect(back).toHaveAttribute('href', '/home/');
  await back.click();
  expect((await page.request.get('/home/', { maxRedirects: 0 })).status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https:\/\/[^/]+\/$/,
  );
});
