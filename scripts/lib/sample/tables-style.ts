/**
 * The sample group as a 2026-style installation holds it (CMS-API Part 3): every text in the
 * back office's content tables, no CMS menus and no slides at all. The same invented group as
 * the committed sample, so the two builds can be compared page by page; `npm run sample --
 * --style tables` writes it, and the browser tests build it.
 */
import { byEditorsOrder, byIdNewestFirst } from '../../../src/cms/order.ts';
import { emptyTables, type Snapshot, type Tables } from '../../../src/cms/schema.ts';
import type { ArtSpec } from '../../../packages/sample-art/images.ts';
import { ART } from './art-list.ts';
import {
  ABOUT_VOICES,
  COMPANIES,
  PAGES,
  PORTRAITS,
  PROFILE_PAGES,
  GALLERY,
  SETTINGS,
  galleryImage,
  profilePage,
  voicePortrait,
} from './content.ts';
import { storedName } from './stored-name.ts';
import {
  CIRCULARS,
  NOTICES,
  PORTFOLIOS,
  SERVICE_ROWS,
  SISTER_CONCERNS,
  TEAM,
  TESTIMONIALS,
} from './records.ts';

/** A block's HTML from the menus sample, by menu and block name. */
const block = (menuId: number, name: string) =>
  PAGES.find((page) => page.id === menuId)!.blocks.find((candidate) => candidate.name === name)!
    .html;

/** The tables keep pictures under their own folders (CMS-API Part 2): each drawn as the menus sample draws its picture. */
const moved: Array<[from: string, to: string]> = [];
const move = (from: string, to: string) => {
  moved.push([from, to]);
  return to;
};

const about = (
  id: number,
  contentType: string,
  title: string | null,
  details: string,
  image: string | null,
  serial: number | null = null,
) => ({
  id,
  title,
  serial_number: serial,
  image,
  content_type: contentType,
  details,
});

const MESSAGES: Array<[string, keyof typeof PORTRAITS]> = [
  ['Message from the Managing Partner', 'Managing Partner'],
  ['Message from our Partner, Consulting', 'Partner One'],
  ['Message from our Partner, Overseas Services', 'Partner Two'],
];

const ABOUTS: Tables['abouts'] = [
  about(
    1,
    'About us',
    'Who we are',
    block(1, 'About'),
    move('cms/ContentImage/about.jpg', 'siteSettings/about/who_we_are.jpg'),
  ),
  about(
    2,
    'Company intro',
    'Four companies, one group',
    block(2, 'About Us'),
    move('cms/ContentImage/about-team.jpg', 'siteSettings/about/our_team.jpg'),
  ),
  about(3, 'Our mission', null, block(3, 'Mission'), null),
  about(4, 'Our vision', null, block(3, 'Vision'), null),
  about(5, 'Our values', null, block(3, 'Our Values'), null),
  about(6, 'Our story', 'Since 1998', block(6, 'Our Story'), null),
  about(7, 'Why choose us', 'Why clients choose us', block(4, 'Performance'), null),
  ...MESSAGES.map(([title, slot], index) =>
    about(
      8 + index,
      'Company message',
      title,
      block(5, slot),
      move(PORTRAITS[slot], `siteSettings/about/${storedName(slot).toLowerCase()}.jpg`),
      index + 1,
    ),
  ),
];

const GALLERY_ROWS: Tables['gallery'] = GALLERY.flatMap(([caption, count], group) =>
  Array.from({ length: count }, (_, index) => ({
    id: 100 + group * 3 + index,
    image: move(
      galleryImage(group, index),
      `siteSettings/gallery/${storedName(caption).toLowerCase()}_${index + 1}.webp`,
    ),
  })),
);

// Uploaded last page first, as the group's editors did: the back office's newest-first list is page order.
const PROFILE_ROWS: Tables['profiles'] = PROFILE_PAGES.map((_, index) => ({
  id: 200 + PROFILE_PAGES.length - 1 - index,
  image: move(profilePage(index), `siteSettings/profile/company_profile_page_${index + 1}.webp`),
}));

const COMPANY_ROWS: Tables['companies'] = [
  ...COMPANIES.map((company, index) => ({
    id: 11 + index,
    title: company.name,
    description: block(1, company.name),
    business_name: null,
    serial_number: index + 1,
    image: move(
      company.logo,
      `siteSettings/sister_concern/${storedName(company.name).toLowerCase()}.png`,
    ),
    images: [],
  })),
  ...SISTER_CONCERNS.map((company) => ({ ...company, serial_number: COMPANIES.length + 1 })),
];

const VOICES: Tables['testimonials'] = ABOUT_VOICES.map(([name, review], index) => ({
  id: 10 + index,
  review,
  name,
  designation: null,
  serial_number: TESTIMONIALS.length + index + 1,
  image: move(
    voicePortrait(index),
    `siteSettings/testimonial/${storedName(name).toLowerCase()}.jpg`,
  ),
}));

export const TABLES_SNAPSHOT: Snapshot = {
  settings: SETTINGS,
  sliders: [],
  notices: NOTICES,
  circulars: CIRCULARS,
  employees: [],
  menus: [],
  pages: [],
  tables: {
    ...emptyTables(),
    services: SERVICE_ROWS,
    abouts: [...ABOUTS].sort(byEditorsOrder),
    team: TEAM,
    companies: COMPANY_ROWS,
    gallery: [...GALLERY_ROWS].sort(byIdNewestFirst),
    profiles: PROFILE_ROWS,
    portfolios: PORTFOLIOS,
    testimonials: [...TESTIMONIALS, ...VOICES],
  },
};

/** The pictures of the tables' sample: the menus sample's, under the tables' names where they moved. */
export const TABLES_ART: ArtSpec[] = ART.flatMap((spec) => {
  const to = moved
    .filter(([from]) => from === spec.ref)
    .map(([, target]) => ({ ...spec, ref: target }));
  return [spec, ...to];
});
