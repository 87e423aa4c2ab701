import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, snapshot, visibleSlides } from './fixtures.ts';

/** Each kind of template page with an id: the ids that exist (SPEC §2, §9). */
const ID_RANGES: Record<string, number> = {
  '/service': 16,
  '/service-single': 16,
  '/cause-single': 12,
  '/event-single': 9,
  '/project-single': 22,
  '/team-single': 6,
  '/blog-single': 15,
  '/blog-single-left-sidebar': 15,
  '/blog-single-fullwidth': 15,
};

for (const [base, last] of Object.entries(ID_RANGES)) {
  test(`${base}/1 to ${base}/${last} exist, and ${base}/${last + 1} answers 404`, async ({
    request,
  }) => {
    for (let id = 1; id <= last; id += 1)
      expect((await request.get(`${base}/${id}`)).status(), `${base}/${id}`).toBe(200);
    expect((await request.get(`${base}/${last + 1}`)).status()).toBe(404);
    expect((await request.get(`${base}/0`)).status()).toBe(404);
  });
}

test('a service page is titled Our Services, lists the first 6 services and shows 3 solutions', async ({
  page,
}) => {
  await page.goto('/service/9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  await expect(page.getByRole('complementary', { name: 'Services' }).getByRole('link')).toHaveCount(
    6,
  );
  await expect(page.locator('.solutions li')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Next:/ })).toHaveAttribute('href', '/service/10/');
});

test('causes: 3 featured campaigns, 12 causes with goal, raised and progress', async ({ page }) => {
  await page.goto('/cause');
  await expect(page.locator('.campaign')).toHaveCount(3);
  await expect(page.locator('#causes-title + ul > li')).toHaveCount(12);
  await expect(page.locator('.demo-card progress').first()).toHaveAttribute('value', /\d+/);
  await expect(page.locator('.demo-card').first()).toContainText(/Raised: \$[\d,]+/);
  await expect(page.locator('.demo-card').first()).toContainText(/Goal: \$[\d,]+/);
});

test('a cause has tabs Description, Donations, Comments with the first active', async ({
  page,
}) => {
  await page.goto('/cause-single/4');
  await expect(page.getByRole('tab')).toHaveText(['Description', 'Donations', 'Comments']);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Donations' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('380 donors');
});

test('an event has tabs Event Schedule, Map Location, Contact Us with the first active', async ({
  page,
}) => {
  await page.goto('/event-single/3');
  await expect(page.getByRole('tab')).toHaveText(['Event Schedule', 'Map Location', 'Contact Us']);
  await expect(page.getByRole('tabpanel')).toContainText('Time');
  await page.getByRole('tab', { name: 'Map Location' }).click();
  await expect(page.getByRole('tabpanel').locator('iframe')).toBeAttached();
});

test('projects: all 22, each linking to its page', async ({ page }) => {
  await page.goto('/project');
  await expect(page.locator('.demo-card')).toHaveCount(22);
  await expect(page.locator('.demo-card a').last()).toHaveAttribute('href', '/project-single/22/');
});

test('the blog lists the first 4 of 15 posts with pagination links 1 to 3 that work', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.locator('.post-list > li')).toHaveCount(4);
  const pages = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link');
  await expect(pages).toHaveText(['1', '2', '3']);
  await expect(pages.first()).toHaveAttribute('aria-current', 'page');
  await pages.nth(2).click();
  await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
  await expect(page.locator('.post-list > li')).toHaveCount(4);
});

test('a post shows its comments, a comment form, and a sidebar of 3 related posts, 6 projects and 6 categories', async ({
  page,
}) => {
  await page.goto('/blog-single-left-sidebar/15');
  await expect(page.locator('.comments > li')).toHaveCount(3);
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await expect(sidebar.locator('#related-title + ul a')).toHaveCount(3);
  await expect(sidebar.locator('#related-title + ul a').first()).toHaveAttribute(
    'href',
    '/blog-single-left-sidebar/1/',
  );
  await expect(sidebar.locator('#projects-title + ul a')).toHaveCount(6);
  await expect(sidebar.locator('#categories-title + ul a')).toHaveCount(6);
  await expect(sidebar).toContainText('Join 20,000 subscribers');
  await expect(sidebar.getByLabel('Email')).toHaveAttribute('type', 'email');
});

test('the full-width blog has no sidebar', async ({ page }) => {
  await page.goto('/blog-fullwidth');
  await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toHaveCount(0);
});

test('the video modal opens, closes with Escape or its button, and gives focus back', async ({
  page,
}) => {
  await page.route('**/*youtube*/**', (route) => route.abort());
  await page.goto('/blog');
  const play = page.getByRole('button', { name: /^Play video/ }).first();
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Video' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  await play.click();
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(page.locator('dialog.video-modal')).toBeHidden();
  await expect(play).toBeFocused();
});

async function slidesInView(page: Page, selector: string) {
  const carousel = page.locator(selector);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
  await carousel.hover();
  return () => visibleSlides(carousel);
}

test('the testimonial slider shows up to 3 and the team slider 4 on a wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/testimonial/');
  // The back office's testimonials, where it has some: the sample has fewer than 3.
  const testimonials = snapshot.tables.testimonials.length;
  await expect(page.locator('.carousel--testimonials .swiper-slide')).toHaveCount(testimonials);
  await expect
    .poll(await slidesInView(page, '.carousel--testimonials'))
    .toBe(Math.min(3, testimonials));
  await page.goto('/team-single/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kwame Boateng');
  await expect(page.locator('.carousel--team .swiper-slide')).toHaveCount(6);
  await expect.poll(await slidesInView(page, '.carousel--team')).toBe(4);
});

/** Watches for anything a form could send: a non-GET request or a new document. */
function watchRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() !== 'GET' ||
      (request.isNavigationRequest() && request.frame() === page.mainFrame())
    )
      sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

const BLOCKED_FORMS = [
  {
    path: '/donate/',
    form: 'Make a donation',
    fill: { Amount: '50', 'Full name': 'Ada Lovelace', Email: 'ada@example.org' },
    toast: 'Online donations are not open yet',
  },
  {
    path: '/volunteer/',
    form: 'Become a Volunteer',
    fill: { 'Full name': 'Ada Lovelace', Email: 'ada@example.org' },
    toast: 'Volunteer sign-up is not open online yet',
  },
  {
    path: '/blog-single/2/',
    form: 'Comment',
    fill: { Name: 'Ada', Email: 'ada@example.org', Comment: 'Hello' },
    toast: 'Comments are closed',
  },
  {
    path: '/blog/',
    form: 'Newsletter',
    fill: { Email: 'ada@example.org' },
    toast: 'Newsletter sign-up is not open yet',
  },
];

for (const { path, form: name, fill, toast } of BLOCKED_FORMS) {
  for (const javaScriptEnabled of [true, false]) {
    test(`the ${name} form on ${path} sends nothing${javaScriptEnabled ? '' : ' (without JavaScript)'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const sent = watchRequests(page);
      const form = page.getByRole('form', { name });
      for (const [label, value] of Object.entries(fill)) await form.getByLabel(label).fill(value);
      await form.getByRole('button').click();
      if (javaScriptEnabled) await expect(page.locator('[data-toast]')).toContainText(toast);
      // Network idle: no request for 500 ms after the click.
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    });
  }
}

test('the newsletter form asks for a valid email first', async ({ page }) => {
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect(
    await form
      .getByLabel('Email')
      .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(page.locator('[data-toast]')).toHaveText('');
});

test.describe('sign-in screens (SPEC §5)', () => {
  const toast = (page: Page) => page.locator('[data-toast]');

  test('login: an empty or invalid form gives "Empty field is not allowed!"', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toHaveText('Empty field is not allowed!');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill('user@example');
    await form.getByLabel('Password').fill('secret');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toHaveText('Empty field is not allowed!');
  });

  test('login: an email starting with "user" succeeds and goes to /home, without any request', async ({
    page,
  }) => {
    await page.goto('/login');
    const sent = watchRequests(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('user@example.org');
    await form.getByLabel('Password').fill('secret');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toHaveText('You successfully Login on charitio !');
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/home\/$/);
  });

  test('login: anyone else is refused and stays', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('admin@example.org');
    await form.getByLabel('Password').fill('secret');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toHaveText('This email and password do not match an account.');
    // Longer than any redirect the form could have scheduled, on the page's own clock.
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test('register: letters-only name, valid email, matching passwords; then /login', async ({
    page,
  }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full name').fill('Ada 99');
    await form.getByLabel('Email').fill('ada@example.org');
    await form.getByLabel('Password', { exact: true }).fill('pw');
    await form.getByLabel('Confirm password').fill('other');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page)).toHaveText('Empty field is not allowed!');
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Confirm password').fill('pw');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page)).toHaveText('Registration Complete successfully!');
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test('forgot password: a valid email, then /login', async ({ page }) => {
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page)).toHaveText('Empty field is not allowed!');
    await form.getByLabel('Email').fill('ada@example.org');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page)).toHaveText('You successfully Login!');
    await expect(page).toHaveURL(/\/login\/$/);
  });
});

/** Every kind of demo page: the lists and one page of each kind with an id. */
const DEMO_PAGES = [
  '/service/1',
  '/cause',
  '/cause-single/1',
  '/event',
  '/event-s2',
  '/event-single/1',
  '/project',
  '/project-single/1',
  '/testimonial',
  '/team-single/1',
  '/blog',
  '/blog-left-sidebar',
  '/blog-single/1',
  '/blog-fullwidth',
  '/volunteer',
  '/donate',
  '/login',
  '/register',
  '/forgot-password',
];
for (const path of DEMO_PAGES) {
  test(`${path} renders with the site's header and footer, and no serious or critical accessibility violation`, async ({
    page,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });
}
