/**
 * The sample's records: notices and job circulars named as the back office names their files,
 * and the content tables (services, team, testimonials, a sister concern, the countries the
 * group works in). Invented, like everything in the sample.
 */
import { emptyTables, type Notice, type Tables } from '../../../src/cms/schema.ts';
import { byEditorsOrder } from '../../../src/cms/order.ts';
import { SERVICES } from '../../../src/demo/services.ts';
import { storedName } from './stored-name.ts';

const noticeFile = (
  folder: 'notice' | 'circular',
  title: string | null,
  uploaded: string,
  extension: string,
) =>
  `${folder}/notice/${title === null ? 'None' : storedName(title)}__${uploaded.replaceAll('-', '')}.${extension}`;

interface SampleNotice {
  date: string | null;
  title: string | null;
  body: readonly string[];
  home?: boolean;
  note?: string;
  /** An image notice (CMS-API §1.3: the group's real one is a picture). */
  image?: boolean;
  /** The title the file was uploaded under: editing a title later does not rename its file (CMS-API §1.3). */
  uploadedAs?: string;
}

const NOTICE_TEXTS: readonly SampleNotice[] = [
  {
    date: '2026-11-10',
    title: 'Office closed for the national holiday on 16 November',
    body: [
      'All offices of the group close on Monday 16 November for the national holiday.',
      'Urgent visa and travel matters: call the duty officer on +1 555 014 2299.',
    ],
    home: true,
  },
  {
    date: '2026-11-05',
    title: 'বার্ষিক সাধারণ সভা ২০২৬',
    body: [
      'Annual general meeting 2026: 28 November, 10:00, Meridian House.',
      'The agenda and the accounts are attached in Bengali and English.',
    ],
    home: true,
    note: 'সভার কার্যসূচি ও হিসাব সংযুক্ত।',
  },
  {
    date: '2026-10-28',
    title: 'Recruitment drive for partner hospitals',
    body: [
      'Harbour & Crest Recruitment is hiring registered nurses and midwives',
      'for three partner hospitals in Hamburg, Munich and Vienna.',
      'Requirements: a nursing degree, two years of ward experience, German at B1.',
      'Interviews are held at Meridian House from 9 to 13 November.',
    ],
    home: true,
  },
  {
    date: '2026-10-02',
    title: 'Updated document checklist for work visa applications',
    body: [
      'From 1 November every application needs an attested degree certificate,',
      'a police clearance issued within six months and two passport photographs.',
    ],
  },
  {
    date: '2026-09-15',
    title:
      'Annual report 2025 published: revenue grew fourteen per cent, 1,240 candidates were placed in eleven countries, the European desk doubled its employer partnerships and the group was certified to ISO 9001 for recruitment, visa processing and consulting',
    body: [
      'Revenue grew 14 per cent; 1,240 candidates were placed in eleven countries.',
      'The full report is available from the Profile page.',
    ],
    uploadedAs: 'Annual report',
  },
  {
    date: '2026-08-20',
    title: 'New European desk opens in Hamburg',
    body: [],
    image: true,
    home: true,
  },
  {
    date: '2026-07-01',
    title: 'Revised service fees from 1 August 2026',
    body: ['Consultation fees are unchanged. Attestation and courier fees rise by 5 per cent.'],
  },
  {
    date: '2026-05-12',
    title: 'Pre-departure orientation schedule, second quarter',
    body: [
      'Orientation sessions cover contracts, remittances, health insurance and culture.',
      'Sessions run every Saturday from 10:00 in the training room, Meridian House.',
    ],
  },
  {
    date: '2026-03-03',
    title: 'ISO 9001 surveillance audit passed',
    body: ['The certification body found no nonconformities in recruitment or visa processing.'],
  },
  {
    date: '2026-01-19',
    title: 'Scholarship for language training: call for applicants',
    body: [
      'Twenty scholarships cover a German or Japanese course up to level B2.',
      'Apply by 28 February with a cover letter and your most recent certificate.',
    ],
  },
  // Saved before an editor gave it a title or a date: the back office allows both to be empty.
  {
    date: null,
    title: null,
    body: ['Visiting hours at the attestation desk change from next month.'],
  },
];

/** A notice's upload day: its date where it has one. */
const uploadDay = (notice: SampleNotice) => notice.date ?? '2026-11-18';

export const NOTICES: Notice[] = NOTICE_TEXTS.map((notice, index) => ({
  id: NOTICE_TEXTS.length - index,
  title: notice.title,
  date: notice.date,
  note: notice.note ?? null,
  file: noticeFile(
    'notice',
    notice.uploadedAs ?? notice.title,
    uploadDay(notice),
    notice.image ? 'png' : 'pdf',
  ),
  show_on_homepage: notice.home ?? false,
}));

const CIRCULAR_TEXTS: readonly SampleNotice[] = [
  {
    date: '2026-11-15',
    title: 'Theatre nurses for a Hamburg hospital group',
    body: [
      'Twelve positions, permanent contracts, German at B1 before departure.',
      'Apply by 15 December with your registration and two references.',
    ],
    home: true,
  },
  {
    date: '2026-10-20',
    title: 'Site engineers for a Doha logistics park',
    body: [
      'Civil and electrical engineers with five years of site experience.',
      'Two-year contracts with housing and annual flights.',
    ],
  },
  {
    date: '2026-09-30',
    title: 'Chefs and kitchen staff for a hotel group in Vienna',
    body: ['Sous chefs, line cooks and pastry cooks; language training is provided.'],
  },
];

export const CIRCULARS: Notice[] = CIRCULAR_TEXTS.map((circular, index) => ({
  id: CIRCULAR_TEXTS.length - index,
  title: circular.title,
  date: circular.date,
  note: null,
  file: noticeFile('circular', circular.title, uploadDay(circular), 'pdf'),
  show_on_homepage: circular.home ?? false,
}));

/** The body of a sample notice's or circular's PDF. */
export function noticeBody(notice: Notice, kind: 'notice' | 'circular'): readonly string[] {
  const texts = kind === 'notice' ? NOTICE_TEXTS : CIRCULAR_TEXTS;
  return texts.find((text) => text.title === notice.title && text.date === notice.date)?.body ?? [];
}

/** Services as the service table holds them (CMS-API §2.3): the template's sixteen, with longer words and, for six, a picture. */
const SERVICE_DETAILS: Record<string, string> = {
  'Business Strategy':
    'We build the numbers your board asks for first, then the plan that follows from them, and we stay for the first year of running it.',
  'Market Entry':
    'Regulation, partners, premises and people for your first year in a new country, arranged by consultants who have done it there before.',
  'International Recruitment':
    'Candidates sourced in eleven countries, interviewed twice, reference-checked and briefed before they meet you.',
  'Visa Processing':
    'Work and family visas prepared, submitted and tracked to the decision; you see each file move on the same day we do.',
  'Travel Management':
    'Group flights, airport transfers and first-week housing arranged around your start dates, with one number to call.',
  'Language Training':
    'German and Japanese from A1 to B2 in our own classrooms, with teachers who know the vocabulary of the job.',
};
export const SERVICE_IMAGES = [
  'Business Strategy',
  'Market Entry',
  'International Recruitment',
  'Visa Processing',
  'Travel Management',
  'Language Training',
];
export const serviceImage = (title: string) =>
  `siteSettings/homePageSlider/service-${storedName(title).toLowerCase()}.jpg`;

export const SERVICE_ROWS: Tables['services'] = SERVICES.map((service) => ({
  id: service.id,
  title: service.title,
  slug: service.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  serial_number: service.id,
  icon: service.fIcon1,
  image: SERVICE_IMAGES.includes(service.title) ? serviceImage(service.title) : null,
  details: SERVICE_DETAILS[service.title]
    ? `${service.description} ${SERVICE_DETAILS[service.title]}`
    : service.description,
}));

/** The staff list as the team table holds it (CMS-API §2.6): text designations, the editors' serial numbers, two of them shared. */
export const STAFF = [
  ['Elena Marchetti', 'Managing Partner', 1],
  ['Daniel Osei', 'Partner, Consulting', 2],
  ['Priya Raman', 'Partner, Overseas Services', 3],
  ['Tomás Ferreira', 'Senior Consultant, Market Entry', 4],
  ['Aiko Tanaka', 'Compliance Lead', 5],
  ['Samuel Adeyemi', 'Recruitment Manager, Healthcare', 6],
  ['Fatima Al-Sayed', 'Senior Executive, Visa Processing', 7],
  ['Jonas Becker', 'Head of European Desk', 8],
  ['Maria Kowalska', 'Travel Coordinator', 9],
  ['Rahul Mehta', 'Accounts Officer', 9],
  ["Grace O'Connor", 'Client Relations', 10],
  ['Nguyen Van An', null, 11],
] as const;
/** One portrait per person, wherever the person appears: the partners' are their message tabs' pictures. */
export const staffPortrait = (index: number) =>
  `siteSettings/team/${storedName(STAFF[index]![0]).toLowerCase()}.jpg`;

/** In the order the pull keeps them (src/cms/order.ts): the two sharing a number newest first, as the back office lists them. */
export const TEAM: Tables['team'] = STAFF.map(([name, designation, serial], index) => ({
  id: 40 + index,
  name,
  designation,
  serial_number: serial,
  // The last one has not sent a photo yet: the site shows a placeholder.
  image: index === STAFF.length - 1 ? null : staffPortrait(index),
  // Personal data the pull leaves out unless the owner publishes it (CMS_PULL_TEAM_CONTACTS).
  phone_number: null,
  email: null,
})).sort(byEditorsOrder);

export const TESTIMONIALS: Tables['testimonials'] = [
  {
    id: 2,
    review:
      'Bridgeway handled visas for our family of five across three embassies. Not one appointment was missed and not one form came back.',
    name: 'Olumide Bakare',
    designation: 'Site engineer, relocated to Doha',
    serial_number: 1,
    image: 'siteSettings/testimonial/olumide-bakare.jpg',
  },
  {
    id: 1,
    review: 'We asked for a market study and got a plan our board approved in one meeting.',
    name: 'Hanne Lindqvist',
    designation: 'Director, Example Trading',
    serial_number: 2,
    image: null,
  },
];

/** A sister concern entered in the table (CMS-API §2.8), beside the companies the menus hold. */
export const SISTER_CONCERNS: Tables['companies'] = [
  {
    id: 31,
    title: 'Meridian Training Institute',
    description:
      'Language, safety and job training for people about to work abroad: German and Japanese to B2, hospital hygiene, site safety and hotel service.\r\nClasses run in Port Aldren every weekday, with evening groups for people still in work.'.replace(
        /\r\n/g,
        '\n',
      ),
    business_name: 'Meridian Training Institute Ltd',
    serial_number: 1,
    image: 'siteSettings/sister_concern/meridian-training-institute.png',
    images: [
      'siteSettings/sister_concern_image/classroom-1.jpg',
      'siteSettings/sister_concern_image/classroom-2.jpg',
    ],
  },
];

/** "Countries we work with": the portfolio as the group uses it (CMS-API §2.11), a country's name in `slug`, its flag as the picture. */
export const COUNTRIES = [
  ['Germany', 'Northgate Health', ['#000000', '#dd0000', '#ffce00'], 'horizontal', 'jpg'],
  ['Austria', null, ['#c8102e', '#ffffff', '#c8102e'], 'horizontal', 'png'],
  ['Qatar', 'Doha Logistics Park', ['#ffffff', '#8a1538', '#8a1538'], 'vertical', 'webp'],
  ['Netherlands', null, ['#ae1c28', '#ffffff', '#21468b'], 'horizontal', 'jfif'],
  ['Ireland', null, ['#169b62', '#ffffff', '#ff883e'], 'vertical', 'png'],
] as const;
export const flagImage = (index: number) => {
  const [country, , , , extension] = COUNTRIES[index]!;
  return `siteSettings/portfolio/${country.toLowerCase()}.${extension}`;
};

export const PORTFOLIOS: Tables['portfolios'] = COUNTRIES.map(([country, company], index) => ({
  id: index + 1,
  title: company,
  slug: country,
  image: flagImage(index),
  serial_number: index + 1,
}));

/** Every table of the sample; the ones it leaves out are empty. */
export const TABLE_ROWS: Tables = {
  ...emptyTables(),
  services: SERVICE_ROWS,
  team: TEAM,
  companies: SISTER_CONCERNS,
  portfolios: PORTFOLIOS,
  testimonials: TESTIMONIALS,
};
