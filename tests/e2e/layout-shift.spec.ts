import { expect, test } from '@playwright/test';

/**
 * Nothing jumps while a page starts: the layout before the islands and scripts run matches the
 * one after (the carousels, the ticker, the gallery and the notice filter reserve their final
 * size). The limit is a tenth of Core Web Vitals' "good" cumulative layout shift: the site's
 * pages shift by at most 0.002, and a field inserted above the notices table shifted it by 0.07.
 */
const MAX_CLS = 0.01;
const PAGES = ['/', '/gallery/15/', '/contact/', '/notice/', '/our%20team/'];
const WIDTHS = [375, 412, 768, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 820 } });

    for (const path of PAGES) {
      test(`${decodeURI(path)} does not shift as it starts`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { layoutShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await expect(
          page.locator('astro-island[ssr]:not([client="visible"]):not([client="needed"])'),
        ).toHaveCount(0);
        // Islands that wake when seen, or when the visitor reaches for them: bring each into
        // view, as a reader scrolling down would, and move the pointer over it.
        for (const island of await page
          .locator('astro-island[client="visible"], astro-island[client="needed"]')
          .all()) {
          // An island has no box of its own (display: contents); its content has.
          const content = island.locator(':scope > *').first();
          await content.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          if ((await island.getAttribute('client')) === 'needed') await content.hover();
          await expect(island).not.toHaveAttribute('ssr');
        }
        if (path === '/') await expect(page.locator('.ticker__viewport')).toHaveClass(/is-running/);
        const cls = await page.evaluate(
          () =>
            new Promise<number>((done) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  done(
                    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
                      (sum, value) => sum + value,
                      0,
                    ),
                  ),
                ),
              ),
            ),
        );
        expect(cls).toBeLessThan(MAX_CLS);
      });
    }
  });
}
