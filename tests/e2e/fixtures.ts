import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';

/** The snapshot the site under test was built from (the committed sample). */
export const snapshot = await loadSnapshot(process.env.SNAPSHOT_DIR || 'snapshot');

export const menuNamed = (name: string) => {
  const all = snapshot.pages;
  const page = all.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`the sample has no menu named ${name}`);
  return page;
};

/** Text of CMS HTML as a visitor reads it. */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** No serious or critical accessibility violation (axe, WCAG 2.x A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
