import { expect, test, type Page } from '@playwright/test';
import { menuNamed } from './fixtures.ts';

/** Every picture of a menu's image groups, in the editors' order. */
const picturesOf = (menu: string) => menuNamed(menu).images.flatMap((group) => group.files);

const PAGES = [
  { menu: 'Gallery', section: 'gallery', title: 'Gallery' },
  { menu: 'Profile', section: 'profile', title: 'Profile' },
  { menu: 'Document', section: 'document', title: 'Our Documents' },
];

for (const { menu, section, title } of PAGES) {
  test(`${title} shows every picture of its image groups as a grid`, async ({ page }) => {
    await page.goto(`/${section}/${menuNamed(menu).id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.gallery-grid img')).toHaveCount(picturesOf(menu).length);
  });
}

test('each gallery picture is captioned with the name of its group', async ({ page }) => {
  await page.goto(`/gallery/${menuNamed('Gallery').id}/`);
  const captions = menuNamed('Gallery').images.flatMap((group) =>
    group.files.map(() => group.name),
  );
  await expect(page.locator('.gallery-grid__caption')).toHaveText(captions);
});

const grid = (page: Page) => page.locator('.gallery-grid');
const counter = (page: Page) => page.locator('.pswp__counter');

/** Opens the lightbox at an image and waits for its opening animation to end. */
async function openAt(page: Page, index: number, how: 'click' | 'tap' = 'click') {
  await grid(page).locator('a').nth(index)[how]();
  await expect(grid(page)).toHaveAttribute('data-lightbox-open', '');
}

async function openGallery(page: Page) {
  await page.goto(`/gallery/${menuNamed('Gallery').id}/`);
}

test('3 columns of 500 px rows; 1 column at 600 px', async ({ page }) => {
  await openGallery(page);
  const boxes = await grid(page)
    .locator('li')
    .evaluateAll((items) =>
      items.slice(0, 4).map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(boxes.map((box) => box.height)).toEqual([500, 500, 500, 500]);
  expect(new Set(boxes.slice(0, 3).map((box) => box.y)).size).toBe(1);
  expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
  await page.setViewportSize({ width: 600, height: 900 });
  const narrow = await grid(page)
    .locator('li')
    .evaluateAll((items) =>
      items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(narrow[1]!.y).toBeGreaterThan(narrow[0]!.y);
  expect(narrow[0]!.x).toBe(narrow[1]!.x);
});

test('thumbnails are optimised; each links to a large variant with its real size', async ({
  page,
}) => {
  await openGallery(page);
  const link = grid(page).locator('a').first();
  await expect(link.locator('img')).toHaveAttribute('srcset', /400w.*800w/);
  const [href, width, height] = await Promise.all(
    ['href', 'data-pswp-width', 'data-pswp-height'].map((name) => link.getAttribute(name)),
  );
  const natural = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src!;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, href);
  expect(natural).toEqual([Number(width), Number(height)]);
});

test('the lightbox loads only when the visitor reaches for it, and the first click opens it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openGallery(page);
  // Every request the page makes by itself has been made.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /react|photoswipe|Gallery/i.test(path))).toEqual([]);
  await expect(grid(page)).not.toHaveAttribute('data-lightbox-ready');
  await openAt(page, 2);
  await expect(counter(page)).toHaveText(`3 / ${picturesOf('Gallery').length}`);
  await expect(page).toHaveURL(`/gallery/${menuNamed('Gallery').id}/`);
});

test('the lightbox opens at the clicked image, navigates, and closes back to index 0', async ({
  page,
}) => {
  await openGallery(page);
  const total = picturesOf('Gallery').length;
  await openAt(page, 2);
  await expect(page.locator('.pswp')).toBeVisible();
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  await expect(grid(page)).toHaveAttribute('data-lightbox-index', '2');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`4 / ${total}`);
  await page.getByRole('button', { name: 'Previous image' }).click();
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('data-lightbox-index', '0');
});

test('the close button and a click outside the image close it too', async ({ page }) => {
  await openGallery(page);
  await openAt(page, 4);
  await expect(counter(page)).toHaveText(/^5 \//);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('data-lightbox-index', '0');

  await openAt(page, 1);
  await expect(counter(page)).toHaveText(/^2 \//);
  await page.mouse.click(640, 880);
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('data-lightbox-index', '0');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  test('a swipe moves to the next image', async ({ page }) => {
    await openGallery(page);
    await openAt(page, 0, 'tap');
    await expect(counter(page)).toHaveText(/^1 \//);
    const swipe = async (fromX: number, toX: number) => {
      const client = await page.context().newCDPSession(page);
      await client.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y: 370 }],
      });
      for (let step = 1; step <= 8; step += 1) {
        await client.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 8, y: 370 }],
        });
      }
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 60);
    await expect(counter(page)).toHaveText(/^2 \//);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every image is shown and links to its large file', async ({ page }) => {
    await page.goto(`/gallery/${menuNamed('Gallery').id}/`);
    const links = grid(page).locator('a');
    await expect(links).toHaveCount(picturesOf('Gallery').length);
    for (const link of await links.all())
      await expect(link).toHaveAttribute('href', /^\/_astro\/.+\.(webp|jpg|png)$/);
  });
});
