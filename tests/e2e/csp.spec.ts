import { expect, test, type Page } from '@playwright/test';
import { menuNamed, openContactForm } from './fixtures.ts';

/** Records Content-Security-Policy violations and script errors from the first byte on. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  page.on(
    'console',
    (message) =>
      message.type() === 'error' &&
      /CSP|Content Security Policy/.test(message.text()) &&
      problems.push(message.text()),
  );
  page.on('pageerror', (error) => problems.push(String(error)));
  // Offline here: the video and map providers are not reachable, and need not be.
  await page.route(/youtube-nocookie|openstreetmap/, (route) => route.abort());
  return problems;
}

test('every page carries a CSP that its own scripts, styles, islands, frames and images live within', async ({
  page,
}) => {
  // A sweep of every page kind: its time grows with the list, not with what is checked.
  test.setTimeout(120_000);
  const problems = await watch(page);
  await page.goto('/');
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute(
    'content',
    /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  await page.locator('.hero').hover();
  await expect(page.locator('.hero .swiper')).toHaveClass(/swiper-initialized/);
  await page.keyboard.press('Escape');
  for (const layout of ['featured', 'partners']) {
    await page.locator(`.carousel--${layout}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`.carousel--${layout} .swiper`)).toHaveClass(/swiper-initialized/);
  }
  await page.goto(`/gallery/${menuNamed('Gallery').id}`);
  await page.locator('.gallery-grid a').first().click();
  await expect(page.locator('.gallery-grid')).toHaveAttribute('data-lightbox-open', '');
  await page.keyboard.press('ArrowRight');
  const form = await openContactForm(page);
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await page.goto('/blog');
  await page
    .getByRole('button', { name: /^Play video/ })
    .first()
    .click();
  await page.goto(`/message/${menuNamed('Message').id}`);
  await page.getByRole('tab').nth(1).click();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('[data-toast]')).toHaveText('Empty field is not allowed!');
  expect(problems).toEqual([]);
});
