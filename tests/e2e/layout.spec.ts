/**
 * What a visitor sees of the layout, at phone, tablet, laptop and wide widths: nothing runs off
 * the side, controls that say there is more, the current page marked, one way of writing dates.
 */
import { expect, test, type Page } from '@playwright/test';
import { closePopup, disclosure, menuNamed, snapshot } from './fixtures.ts';

const PAGES = [
  '/',
  `/about/${menuNamed('About').id}`,
  `/mission/${menuNamed('Mission').id}`,
  `/message/${menuNamed('Message').id}`,
  `/gallery/${menuNamed('Gallery').id}`,
  '/notice/',
  '/our%20team/',
  '/contact',
  '/cause-single/1',
  '/event-s2',
  '/event-single/1',
  '/project-single/1',
  '/service/1',
  '/blog-single/1',
];

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 768, 1280, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('no page is wider than the screen', async ({ page }) => {
      // A sweep of every page kind: its time grows with the list, not with what is checked.
      test.setTimeout(120_000);
      for (const path of PAGES) {
        await page.goto(path);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('a carousel has previous and next buttons and a dot per position, all working', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await closePopup(page);
  const featured = page.getByRole('region', { name: 'Featured Work' });
  await featured.scrollIntoViewIfNeeded();
  await featured.hover();
  // Six pictures, four in view: three positions.
  const dots = featured
    .getByRole('group', { name: 'Featured Work: positions' })
    .getByRole('button');
  await expect(dots).toHaveCount(3);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await featured.getByRole('button', { name: 'Next: Featured Work' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await featured.getByRole('button', { name: 'Previous: Featured Work' }).press('Enter');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  // Arrow keys move the carousel that has focus.
  await featured.getByRole('button', { name: 'Next: Featured Work' }).press('ArrowRight');
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await featured.getByRole('button', { name: 'Next: Featured Work' }).press('ArrowLeft');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('a carousel with many positions counts them instead of a row of dots', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await closePopup(page);
  const partners = page.getByRole('region', { name: 'Our Partners' });
  await partners.scrollIntoViewIfNeeded();
  await partners.hover();
  // Two logos in view at a time: one position fewer than logos.
  const positions = (await partners.locator('.swiper-slide').count()) - 1;
  expect(positions).toBeGreaterThan(8);
  const count = partners.locator('.carousel__count');
  await expect(count.locator('[aria-hidden]')).toHaveText(`1 / ${positions}`);
  await partners.getByRole('button', { name: 'Next: Our Partners' }).click();
  await expect(count.locator('[aria-hidden]')).toHaveText(`2 / ${positions}`);
  await expect(count.locator('.visually-hidden')).toHaveText(`Position 2 of ${positions}`);
});

test('the current page is marked in the menu on every kind of page', async ({ page }) => {
  const cases: Array<[string, string]> = [
    [`/about/${menuNamed('About').id}`, 'About'],
    [`/mission/${menuNamed('Mission').id}`, 'About'],
    ['/notice/', 'Notice'],
    ['/our%20team/', 'Our Team'],
    ['/contact', 'Contact'],
    [`/company/${menuNamed('Meridian Consulting').id}/meridian-consulting/`, 'Companies'],
  ];
  for (const [path, label] of cases) {
    await page.goto(path);
    const current = page
      .locator('#site-nav .menu > li')
      .filter({ has: page.locator('[aria-current="page"], :scope.is-current') });
    await expect(current, path).toHaveCount(1);
    await expect(current.locator(':scope > a, :scope > details > summary'), path).toHaveText(label);
  }
});

test('dates read one way everywhere, and comments come after their post', async ({ page }) => {
  for (const path of [
    '/notice/',
    '/event',
    '/event-s2',
    '/event-single/1',
    '/blog',
    '/blog-single/1',
    '/cause-single/1',
  ]) {
    await page.goto(path);
    expect(await page.locator('main').innerText(), path).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    for (const time of await page.locator('main time').all())
      await expect(time, path).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  }
  await page.goto('/blog-single/1');
  const posted = Date.parse((await page.locator('main time').first().getAttribute('datetime'))!);
  for (const time of await page.locator('.comments time').all())
    expect(Date.parse((await time.getAttribute('datetime'))!)).toBeGreaterThan(posted);
});

test('detail pages put a sidebar beside their content on a laptop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, sidebar] of [
    ['/cause-single/1', 'This cause'],
    ['/event-single/1', 'This event'],
    ['/project-single/1', 'This project'],
  ]) {
    await page.goto(path!);
    const image = (await page.locator('main .detail-image').boundingBox())!;
    const aside = (await page.getByRole('complementary', { name: sidebar }).boundingBox())!;
    expect(aside.x, path).toBeGreaterThan(image.x + image.width);
  }
});

test('the event list shows each event as a picture beside its text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/event-s2');
  const cards = page.locator('.card-grid--list .demo-card');
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThan(400);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every notice keeps its Show and Download buttons on screen', async ({ page }) => {
    await page.goto('/notice/');
    const downloads = page.getByRole('link', { name: /^Download / });
    expect(await downloads.count()).toBeGreaterThan(0);
    for (const link of await downloads.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByRole('table', { name: 'Notices, newest first' })).toBeVisible();
  });

  test('tabs share one row', async ({ page }) => {
    for (const path of [
      `/message/${menuNamed('Message').id}`,
      '/event-single/1',
      '/cause-single/1',
    ]) {
      await page.goto(path);
      const tops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size, path).toBe(1);
    }
  });

  test('the menu button turns into a close button while the menu is open', async ({ page }) => {
    await page.goto('/notice/');
    const toggle = disclosure(page, 'Menu');
    await expect(toggle.locator('.nav-toggle__open')).toBeVisible();
    await expect(toggle.locator('.nav-toggle__close')).toBeHidden();
    await toggle.click();
    await expect(toggle.locator('.nav-toggle__close')).toBeVisible();
    await expect(toggle.locator('.nav-toggle__open')).toBeHidden();
  });

  test('the staff list shows two compact cards a row, each photo a 130 px circle', async ({
    page,
  }) => {
    await page.goto('/our%20team/');
    const rows = await rowsOf(page.locator('.employee-grid > li'));
    expect(rows.slice(0, -1).every((count) => count === 2)).toBe(true);
    const photo = (await page.locator('.employee__photo').first().boundingBox())!;
    expect([photo.width, photo.height]).toEqual([130, 130]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('the notice viewer leads with its Download button, and a touch phone shows no frame naming the file', async ({
    page,
  }) => {
    await page.goto(`/pdfShow/notice/${snapshot.notices.find((notice) => notice.file)!.id}/`);
    const download = (await page.getByRole('link', { name: 'Download the PDF' }).boundingBox())!;
    expect(download.y + download.height).toBeLessThanOrEqual(844);
    await expect(page.locator('.notice-viewer__frame')).toBeHidden();
  });

  test('the lightbox covers the fixed header', async ({ page }) => {
    await page.goto(`/gallery/${menuNamed('Gallery').id}`);
    await page.locator('main a[data-pswp-width]').first().click();
    await expect(page.locator('.pswp--open')).toBeVisible();
    const header = (await page.locator('[data-site-header]').boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.pswp')),
      [header.x + 20, header.y + header.height / 2],
    );
    expect(onTop).toBe(true);
    await expect(page.locator('.pswp__bg')).toHaveCSS('opacity', '1');
  });
});

/** The number of cards on each row of a grid, from their tops. */
const rowsOf = (cards: import('@playwright/test').Locator) =>
  cards.evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });

// Issue 26: one client logo alone on the second row, one event alone on the third.
for (const width of [390, 768, 1280]) {
  test(`at ${width} px no card stands alone on the last row of the clients' logos and the events`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, cards] of [
      [`/clients/${menuNamed('Clients').id}/`, '.logo-grid > li'],
      ['/event/', '.card-grid > li'],
    ] as const) {
      await page.goto(path);
      const rows = await rowsOf(page.locator(cards));
      expect(
        rows.at(-1)! === rows[0] || rows.at(-1)! > rows[0]! / 2,
        `${path}: ${rows.join(', ')}`,
      ).toBe(true);
    }
  });
}

test('the partner strip is centred, and left out where it is beside the point', async ({
  page,
}) => {
  await page.goto(`/mission/${menuNamed('Mission').id}/`);
  // Measured as a visitor sees the strip: its lazy logos loaded, each at its own shape.
  const list = page.locator('.partners-strip__list');
  await list.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      list
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
        ),
    )
    .toBe(true);
  const strip = (await list.boundingBox())!;
  const logos = await list
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => image.getBoundingClientRect().toJSON() as DOMRect),
    );
  const [left, right] = [
    Math.min(...logos.map((box) => box.left)),
    Math.max(...logos.map((box) => box.right)),
  ];
  expect(Math.abs(left - strip.x - (strip.x + strip.width - right))).toBeLessThanOrEqual(2);
  for (const path of [
    '/no-such-page',
    '/login/',
    '/register/',
    '/forgot-password/',
    '/contact/thanks/',
  ]) {
    await page.goto(path);
    await expect(page.locator('.partners-strip'), path).toHaveCount(0);
  }
});

test('rich text keeps a readable measure on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto(`/mission/${menuNamed('Mission').id}/`);
  const perLine = await page.locator('main .rich-text p').evaluateAll((paragraphs) =>
    paragraphs.map((paragraph) => {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return paragraph.textContent.length / lines;
    }),
  );
  expect(perLine.length).toBeGreaterThan(0);
  // Full lines of about 65 to 75 characters; a paragraph's last line is shorter, so the average is a little lower.
  for (const characters of perLine) expect(characters).toBeLessThanOrEqual(80);
});
