/**
 * Keyboard focus is always on something a visitor can see (issue 26): tabbing through the
 * home page's Our Services carousel left 7 of its 16 links 53–83 % hidden, after which Next and
 * Previous changed the counter but not the slides; the team slider's focused link on
 * /team-single/1/ was wholly hidden; the ticker's focused links were 1–9 % visible on a phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closePopup, hydrated } from './fixtures.ts';

/** How much of the focused element is on screen: inside the window and every box that clips it (0 to 1). */
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    const box = element.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible' && getComputedStyle(parent).overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, clip.left),
        Math.max(top, clip.top),
        Math.min(right, clip.right),
        Math.min(bottom, clip.bottom),
      ];
    }
    [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
    const seen = Math.max(0, right - left) * Math.max(0, bottom - top);
    return box.width * box.height === 0 ? 0 : seen / (box.width * box.height);
  });

/** Tabs through every link of `links`, from the element before the first, checking each is wholly in view once focused. */
async function tabThrough(page: Page, links: Locator) {
  const count = await links.count();
  await links.first().focus();
  for (let index = 0; index < count; index += 1) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
    await expect.poll(() => focusedInView(page), { message: `link ${index + 1} of ${count}` }).toBeGreaterThan(0.99);
  }
}

/** The position the counter shows and the first slide wholly in the frame, both counted from 1. */
async function positions(carousel: Locator) {
  const counter = (await carousel.locator('.carousel__count [aria-hidden]').textContent())!.trim();
  const frame = (await carousel.locator('.swiper').boundingBox())!;
  const boxes = await carousel.locator('.swiper-slide').evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().x));
  return { counter: Number(counter.split('/')[0]), firstInFrame: boxes.findIndex((x) => x >= frame.x - 1) + 1 };
}

test('tabbing through Our Services brings each link into view, and Next and Previous stay in step', async ({ page }) => {
  await page.goto('/');
  await closePopup(page);
  const carousel = page.locator('.carousel--services');
  await carousel.scrollIntoViewIfNeeded();
  await hydrated(carousel.locator('.swiper'));
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
  const links = carousel.locator('.swiper-slide a');
  expect(await links.count()).toBeGreaterThan(4);
  await tabThrough(page, links);
  const next = carousel.getByRole('button', { name: /^Next:/ });
  const previous = carousel.getByRole('button', { name: /^Previous:/ });
  await previous.click();
  await expect
    .poll(async () => {
      const { counter, firstInFrame } = await positions(carousel);
      return counter === firstInFrame;
    })
    .toBe(true);
  const before = await positions(carousel);
  await previous.click();
  await expect.poll(async () => (await positions(carousel)).firstInFrame).toBe(before.firstInFrame - 1);
  expect((await positions(carousel)).counter).toBe(before.counter - 1);
  await next.click();
  await expect.poll(async () => (await positions(carousel)).firstInFrame).toBe(before.firstInFrame);
  expect((await positions(carousel)).counter).toBe(before.counter);
});

test('tabbing through the team slider on a team member page brings each link into view', async ({ page }) => {
  await page.goto('/team-single/1/');
  const carousel = page.locator('.carousel--team');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
  await tabThrough(page, carousel.locator('.swiper-slide a'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a focused notice in the ticker stops it and is shown whole', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    await expect(page.locator('.ticker__viewport')).toHaveClass(/is-running/);
    const links = page.locator('.ticker__list:not([aria-hidden]) a');
    await tabThrough(page, links);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedInView(page)).toBeGreaterThan(0.99);
  });
});
