import { expect, type Page } from '@playwright/test';
import { disclosure } from './fixtures.ts';

/** Every page the header links to, as written in its HTML, once each; not the search dialog's, which opens apart. */
export const headerLinks = async (page: Page) =>
  [
    ...new Set(
      await page
        .locator('[data-site-header] a[href]')
        .evaluateAll((links) =>
          links.filter((link) => !link.closest('dialog')).map((link) => link.getAttribute('href')!),
        ),
    ),
  ].sort();

/** The focused element, as far as the walk needs it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      inHeader: Boolean(element?.closest('[data-site-header]')),
      tag: element?.tagName,
      href: element?.getAttribute('href') ?? null,
      closed: element?.tagName === 'SUMMARY' && !(element.parentElement as HTMLDetailsElement).open,
      // Seen: rendered, and its box inside the window.
      seen: Boolean(
        element?.checkVisibility() &&
        box &&
        box.width > 0 &&
        box.top >= 0 &&
        box.bottom <= innerHeight,
      ),
    };
  });

/**
 * Walks the header by keyboard as a visitor would: Tab from the top of the page, Enter on every
 * closed disclosure (the Menu toggle, each dropdown), until focus leaves the header. Returns the
 * links reached; each had to be on screen when it had focus.
 */
export async function walkHeaderByKeyboard(page: Page): Promise<string[]> {
  const reached: string[] = [];
  let entered = false;
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now.inHeader) {
      if (entered) break;
      continue;
    }
    entered = true;
    if (now.closed) await page.keyboard.press('Enter');
    if (now.tag === 'A') {
      expect(now.seen, `${now.href} has focus off screen`).toBe(true);
      reached.push(now.href!);
    }
  }
  return [...new Set(reached)].sort();
}

/** Opens the header by touch, the Menu toggle where there is one, then each dropdown in turn; returns the links seen on screen. */
export async function walkHeaderByTouch(page: Page): Promise<string[]> {
  const header = page.locator('[data-site-header]');
  const toggle = disclosure(header, 'Menu');
  if (await toggle.isVisible()) await toggle.tap();
  const seen = async () =>
    header
      .locator('a[href]')
      .evaluateAll((links) =>
        links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')!),
      );
  const reached = new Set(await seen());
  for (const summary of await header.locator('.has-sub summary').all()) {
    await summary.tap();
    for (const href of await seen()) reached.add(href);
  }
  return [...reached].sort();
}
