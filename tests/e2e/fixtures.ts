import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { MenuPage } from '../../src/cms/schema.ts';
import { snapshotDir } from '../../src/cms/snapshot-dir.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';

/** The snapshot the site under test was built from (the committed sample). */
export const snapshot = await loadSnapshot(snapshotDir());

export const menuNamed = (name: string) => {
  const all = snapshot.pages;
  const page = all.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`the sample has no menu named ${name}`);
  return page;
};

/** A block of a menu page, by its name. */
export const blockOf = (page: MenuPage, name: string): string => {
  const block = page.blocks.find((candidate) => candidate.name === name);
  if (!block) throw new Error(`menu ${page.name} has no block named ${name}`);
  return block.html;
};

/** An image group of a menu page, by its name: its files in the editors' order. */
export const groupOf = (page: MenuPage, name: string): string[] => {
  const group = page.images.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`menu ${page.name} has no image group named ${name}`);
  return group.files;
};

/** Text of CMS HTML as a visitor reads it. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** No serious or critical accessibility violation (axe, WCAG 2.x A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Waits until the island holding `locator` has hydrated (Astro drops its `ssr` attribute then). */
export async function hydrated(locator: Locator) {
  await expect(locator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/** A disclosure's <summary> by its text: the header's Menu and its dropdowns (Playwright gives <summary> no role). */
export const disclosure = (scope: Page | Locator, name: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });

/** Whether the <details> of a summary is open. */
export const isOpen = (summary: Locator) =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

/**
 * Closes the home page's pop-up, which opens over everything on a visit's first home page,
 * when the build has one (its image is an optional setting; tests/e2e/optional-fields.spec.ts tests it).
 */
export async function closePopup(page: Page) {
  const dialog = page.locator('dialog.popup');
  if ((await dialog.count()) === 0) return;
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Opens a page with the hero slider on the test's clock (time passes only when the test says
 * so, never by waiting) and runs it until the slider has started.
 */
export async function sliderOnTestClock(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(page.locator('.hero .swiper')).toHaveClass(/swiper-initialized/, { timeout: 100 });
  }).toPass();
}

/** Goes to the contact form, reaches for it (it wakes then) and waits until its script runs. */
export async function openContactForm(page: Page, path = '/contact/'): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.hover();
  await expect(form).toHaveAttribute('data-hydrated', '');
  return form;
}

/** Slides wholly inside a carousel's frame (hover it first, so it holds still). */
export async function visibleSlides(carousel: Locator): Promise<number> {
  const frame = (await carousel.locator('.swiper').boundingBox())!;
  const boxes = await carousel
    .locator('.swiper-slide')
    .evaluateAll((slides) =>
      slides.map((slide) => slide.getBoundingClientRect().toJSON() as DOMRect),
    );
  return boxes.filter(
    (box) => box.x >= frame.x - 2 && box.x + box.width <= frame.x + frame.width + 2,
  ).length;
}
