import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { e2eSite } from './e2e-site.ts';
import { closePopup, expectAccessible, snapshot } from './fixtures.ts';

/** The built sample's folder, known once the global setup has run. */
const site = () => e2eSite('sample').dist;
const nurses = snapshot.notices.find(
  (notice) => notice.title === 'Recruitment drive for partner hospitals',
)!;
const member = snapshot.tables.team.find((candidate) => candidate.name === 'Jonas Becker')!;

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox');
  await expect(input).toBeFocused();
  return { dialog, input };
}

async function search(page: Page, query: string) {
  const { dialog, input } = await openSearch(page);
  await input.fill(query);
  await expect(dialog.locator('.pagefind-ui__message')).toContainText(query);
  // Each result shows a grey placeholder until its fragment has loaded: judge the settled list.
  await expect(dialog.locator('.pagefind-ui__result')).not.toHaveCount(0);
  await expect(dialog.locator('.pagefind-ui__loading')).toHaveCount(0);
  return dialog;
}

/** Every record of the built index, as Pagefind stores it (gzip after an 'pagefind_dcd' signature). */
async function indexRecords(): Promise<Array<{ url: string; content: string }>> {
  const dir = join(site(), 'pagefind', 'fragment');
  return Promise.all(
    (await readdir(dir)).map(async (file) =>
      JSON.parse(
        gunzipSync(await readFile(join(dir, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ),
    ),
  );
}

test('a word found only inside a notice PDF finds that notice, and the result opens its viewer', async ({
  page,
}) => {
  expect(nurses.title).not.toMatch(/nurse/i);
  await page.goto('/notice/');
  const dialog = await search(page, 'nurses');
  const result = dialog.locator('.pagefind-ui__result').filter({ hasText: nurses.title! });
  await expect(result).toContainText('registered nurses and midwives');
  await expect(result).toContainText('Section: Notices');
  await result.getByRole('link', { name: nurses.title! }).click();
  await expect(page).toHaveURL(new RegExp(`/pdfShow/notice/${nurses.id}/$`));
});

test('a company is found by its name, under Companies', async ({ page }) => {
  await page.goto('/');
  await closePopup(page);
  const dialog = await search(page, 'Nordlicht');
  const result = dialog.locator('.pagefind-ui__result').first();
  await expect(result.getByRole('link')).toHaveText('Nordlicht Übersee GmbH');
  await expect(result.getByRole('link')).toHaveAttribute('href', /^\/company\/11\//);
  await expect(result).toContainText('Section: Companies');
});

test('staff are found by name, under Our Team', async ({ page }) => {
  await page.goto('/our%20team/');
  const dialog = await search(page, member.name.split(' ').at(-1)!);
  const result = dialog.locator('.pagefind-ui__result').first();
  await expect(result).toContainText('Section: Our Team');
  await expect(result).toContainText(member.name);
});

test('the template demo pages are left out of the index', async () => {
  const urls = (await indexRecords()).map((record) => record.url);
  expect(urls.length).toBeGreaterThan(20);
  for (const url of urls)
    expect(url).not.toMatch(
      /^\/(cause|event|blog|project|service\/|team-single|donate|volunteer|testimonial|login|register)/,
    );
});

test('nothing of the search loads until it is opened; Ctrl+K opens it, Escape closes it', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/notice/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog.getByRole('textbox')).toBeFocused();
  expect(requests).toContain('/pagefind/pagefind-ui.js');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a search that finds nothing says so and offers the main pages and contact', async ({
  page,
}) => {
  await page.goto('/notice/');
  const { dialog, input } = await openSearch(page);
  await input.fill('zqxjvw');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText(
    'Nothing found for zqxjvw. Try a shorter or another word, or go to a page below.',
  );
  const pages = dialog.getByRole('navigation', { name: 'Main pages' });
  await expect(pages.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
  await pages.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('the open search with results is accessible', async ({ page }) => {
  await page.goto('/notice/');
  await search(page, 'visa');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('there is no search button to press', async ({ page }) => {
    await page.goto('/notice/');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
  });
});
