import { expect, test, type Page } from '@playwright/test';
import { byDateNewestFirst, byEditorsOrder } from '../../src/cms/order.ts';
import { plainText } from '../../src/cms/sanitise.ts';
import {
  blockOf,
  closePopup,
  groupOf,
  hydrated,
  menuNamed,
  sliderOnTestClock,
  snapshot,
  visibleSlides,
} from './fixtures.ts';
import { VIEWPORTS } from './viewports.ts';

const slides = [...snapshot.sliders].sort(byEditorsOrder);
/** The notices editors marked for the home page, newest first. */
const onHome = snapshot.notices.filter((notice) => notice.show_on_homepage).sort(byDateNewestFirst);

// Issue 26: at 1280×900 the slider filled the window and NOTICES & EVENTS began below the fold.
for (const [width, height] of VIEWPORTS) {
  test(`at ${width}×${height} the first screen shows the slider and NOTICES & EVENTS`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: width, height: height });
    await page.goto('/');
    await closePopup(page);
    const ticker = (await page.locator('.ticker').boundingBox())!;
    const title = (await page.getByRole('heading', { name: 'NOTICES & EVENTS' }).boundingBox())!;
    const hero = (await page.locator('.hero').boundingBox())!;
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(title.y + title.height).toBeLessThanOrEqual(height);
    // The slider ends where the ticker starts; on a wide screen the ticker ends where the window does.
    expect(Math.round(hero.y + hero.height)).toBe(Math.round(ticker.y));
    if (width >= 600) expect(Math.round(ticker.y + ticker.height)).toBe(height);
    else expect(hero.height).toBe(300);
  });
}

test.describe('the hero slider', () => {
  // The back office keeps slide titles as rich text; the slider shows their words.
  const titles = slides.map((slider) => plainText(slider.title!));
  const active = (page: Page) => page.locator('.hero .swiper-slide-active .hero__title');
  /**
   * Runs the test's clock until the slider moves on to `title`. The next wait starts when the
   * last move's transition has ended, in real time, so the clock goes on in steps till then.
   */
  const expectNextSlide = (page: Page, title: string) =>
    expect(async () => {
      await page.clock.runFor(500);
      await expect(active(page)).toHaveText(title, { timeout: 1 });
    }).toPass({ intervals: [10] });

  test('advances by itself every 3 seconds', async ({ page }) => {
    await sliderOnTestClock(page, '/');
    await closePopup(page);
    await expect(active(page)).toHaveText(titles[0]!);
    await page.clock.runFor(3_500);
    await expect(active(page)).toHaveText(titles[1]!);
  });

  test('can be paused and moved by its dots', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    // The slides wake as the visitor reaches for them; only then can they be paused.
    await page.locator('.hero').hover();
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await hydrated(pause);
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(active(page)).toHaveText(titles[2]!);
  });

  test('fills the window below the header and the ticker, and is 300 px high under 600 px of width', async ({
    page,
  }) => {
    await page.goto('/');
    const below = async (selector: string) => (await page.locator(selector).boundingBox())!.height;
    expect((await below('.hero')) + (await below('.header-slot')) + (await below('.ticker'))).toBe(
      900,
    );
    await page.setViewportSize({ width: 599, height: 800 });
    expect(await below('.hero')).toBe(300);
  });

  test('keeps moving under a resting pointer, and stops while one of its controls has focus', async ({
    page,
  }) => {
    await sliderOnTestClock(page, '/');
    await closePopup(page);
    await page.locator('.hero').hover();
    await page.clock.runFor(3_500);
    await expect(active(page)).toHaveText(titles[1]!);
    await page.getByRole('button', { name: 'Go to slide 1' }).focus();
    await page.clock.runFor(10_000);
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeFocused();
    await expect(active(page)).toHaveText(titles[1]!);
    await page.getByRole('button', { name: 'Go to slide 1' }).blur();
    await expectNextSlide(page, titles[2]!);
  });

  test('comes back to the first slide after the last', async ({ page }) => {
    await sliderOnTestClock(page, '/');
    await closePopup(page);
    for (const title of [...titles.slice(1), titles[0]!]) await expectNextSlide(page, title);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the slides wake at the first touch: their dots then move them', async ({ page }) => {
      await page.goto('/');
      await closePopup(page);
      await page.locator('.hero').tap({ position: { x: 8, y: 8 } });
      const dot = page.getByRole('button', { name: 'Go to slide 2' });
      await hydrated(dot);
      await dot.tap();
      await expect(active(page)).toHaveText(titles[1]!);
    });
  });

  test('hides titles at 500 px or narrower', async ({ page }) => {
    await page.setViewportSize({ width: 501, height: 800 });
    await page.goto('/');
    await expect(active(page)).toBeVisible();
    await page.setViewportSize({ width: 500, height: 800 });
    await expect(active(page)).toBeHidden();
    await expect(page.locator('.hero .swiper-slide-active .hero__details')).toBeVisible();
  });
});

test.describe('the notice ticker', () => {
  test('is headed NOTICES & EVENTS and its links lead to the right notice', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    await expect(page.getByRole('heading', { name: 'NOTICES & EVENTS' })).toBeVisible();
    const notice = onHome[1]!;
    const link = page.locator('.ticker').getByRole('link', { name: notice.title! });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', `/pdfShow/notice/${notice.id}/`);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title!);
  });

  test('carries every open job circular and the notices editors marked for the home page, no other', async ({
    page,
  }) => {
    await page.goto('/');
    const ticker = page.locator('.ticker');
    for (const notice of onHome)
      await expect(ticker.getByRole('link', { name: notice.title! })).toHaveCount(1);
    // The sample's three circulars are all open on the test sites' day (28 November 2026).
    for (const circular of snapshot.circulars)
      await expect(
        ticker.getByRole('link', { name: `Job circular: ${circular.title}` }),
      ).toHaveAttribute('href', `/pdfShow/circular/${circular.id}/`);
    const unmarked = snapshot.notices.find((notice) => !notice.show_on_homepage && notice.title)!;
    await expect(ticker.getByRole('link', { name: unmarked.title! })).toHaveCount(0);
  });

  test('scrolls, and pauses on hover', async ({ page }) => {
    await page.goto('/');
    await closePopup(page);
    const rail = page.locator('.ticker__rail');
    await expect(rail).toHaveCSS('animation-play-state', 'running');
    const x = async () => (await rail.boundingBox())!.x;
    const start = await x();
    await expect.poll(x).toBeLessThan(start);
    await page.locator('.ticker__viewport').hover();
    await expect(rail).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(rail).toHaveCSS('animation-play-state', 'running');
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stays still', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('.ticker__viewport')).not.toHaveClass(/is-running/);
      await expect(page.locator('.ticker__rail')).toHaveCSS('animation-name', 'none');
    });
  });
});

const SLIDE_COUNTS = {
  featured: { 1300: 4, 1000: 3, 700: 2, 400: 1 },
  partners: { 1300: 4, 1000: 3, 700: 2, 400: 2 },
};

for (const [layout, counts] of Object.entries(SLIDE_COUNTS)) {
  for (const [width, count] of Object.entries(counts)) {
    test(`the ${layout} carousel shows ${count} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width: Number(width), height: 900 });
      await page.goto('/');
      await closePopup(page);
      const carousel = page.locator(`.carousel--${layout}`);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
      await carousel.hover();
      await expect.poll(() => visibleSlides(carousel)).toBe(count);
    });
  }
}

test('the featured and partner carousels play by themselves at 1000 ms a move', async ({
  page,
}) => {
  await page.goto('/');
  await closePopup(page);
  const carousel = page.locator('.carousel--featured');
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const wrapper = carousel.locator('.swiper-wrapper');
  await expect(wrapper).toHaveCSS('transition-duration', '1s', { timeout: 8000 });
  await expect
    .poll(
      async () =>
        carousel
          .locator('.swiper-slide')
          .first()
          .evaluate((slide) => slide.classList.contains('swiper-slide-active')),
      { timeout: 8000 },
    )
    .toBe(false);
});

test('the about block comes from the Home menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
  await expect(page.locator('.about')).toContainText(
    plainText(blockOf(menuNamed('Home'), 'About')).slice(0, 50),
  );
});

test("Our Services shows the first six services in the editors' order and leads to all of them", async ({
  page,
}) => {
  await page.goto('/');
  const services = [...snapshot.tables.services].sort(byEditorsOrder);
  const section = page.getByRole('region', { name: 'Our Services' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    services.slice(0, 6).map((service) => service.title),
  );
  await section.getByRole('link', { name: `All ${services.length} services` }).click();
  await expect(
    page
      .locator('main h2, main h3')
      .filter({ hasText: services.at(-1)!.title })
      .first(),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide, notice and carousel image is on the page, with no controls that need a script', async ({
    page,
  }) => {
    await page.goto('/');
    for (const slider of slides)
      await expect(page.getByRole('heading', { name: plainText(slider.title!) })).toBeVisible();
    // Every slide is shown: no dots or Pause that would do nothing.
    await expect(page.getByRole('button', { name: /^Go to slide|slideshow$/ })).toHaveCount(0);
    for (const notice of onHome)
      await expect(
        page.locator('.ticker').getByRole('link', { name: notice.title! }),
      ).toBeVisible();
    const featured = page.locator('.carousel--featured img');
    await expect(featured).toHaveCount(groupOf(menuNamed('Home'), 'Featured Work').length);
    for (const image of await featured.all()) await expect(image).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('pages without islands load no framework JavaScript', async ({ page }) => {
  for (const path of ['/notice/', '/our%20team/', `/message/${menuNamed('Message').id}/`]) {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        scripts.push(await response.text());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.some((body) => body.includes('react.dev/errors') || body.includes('swiper')),
      path,
    ).toBe(false);
    page.removeAllListeners('response');
  }
});
