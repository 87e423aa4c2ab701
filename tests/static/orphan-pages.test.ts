/**
 * Every built page is linked from another page or is one of the fixed routes SPEC §2 names, so
 * the site generates exactly the pages it links to, plus the routes the spec names.
 */
import { expect, test } from 'vitest';
import { NETLIFY_FORM } from '../../src/forms/contact-target.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { testSite } from '../helpers/test-site.ts';
import { htmlFiles, pathOf, urlsOf } from './sample-build.ts';

const SPEC_ENTRY_ROUTES = [
  '/',
  '/404.html',
  '/home',
  '/notice',
  '/our team',
  '/contact',
  '/cause',
  '/event',
  '/event-s2',
  '/project',
  '/testimonial',
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/donate',
  '/volunteer',
  '/login',
  '/register',
  '/forgot-password',
];

test('every built page is linked from another, or is a route SPEC names', async () => {
  const files = await htmlFiles();
  const built = files.map((file) => pathOf(`/${file}`));
  expect(built.length).toBeGreaterThan(150);
  const linked = new Set(
    (await Promise.all(files.map(async (file) => (await urlsOf(file)).links))).flat().map(pathOf),
  );
  const home = (await loadSnapshot(testSite('sample').snapshot)).pages.find(
    (page) => page.name === 'Home',
  )!;
  // The thank-you page is reached by sending the contact form on Netlify, never by a link.
  const entries = new Set(
    [...SPEC_ENTRY_ROUTES, `/home/${home.id}`, NETLIFY_FORM.thanks].map(pathOf),
  );
  expect(built.filter((page) => !linked.has(page) && !entries.has(page))).toEqual([]);
});
