/**
 * The committed sample: a fictional consultancy and overseas-services group. Every menu of
 * SPEC §2, every block and image group of SPEC §3, four companies, staff, notices, slides.
 * Images are described here and drawn by images.ts; nothing is copied from anywhere.
 */
import type { Employee, MenuNode, MenuPage, Notice, Settings, Slider } from '../../../src/cms/schema.ts';
import type { Lettering, MarkShape } from './art/marks.ts';
import type { ArtSpec } from './images.ts';

export const COMPANIES = [
  { name: 'Meridian Consulting', logo: 'cms/ContentImage/logo-meridian-consulting.png', hue: 205 },
  { name: 'Bridgeway Overseas Services', logo: 'cms/ContentImage/logo-bridgeway.png', hue: 28 },
  { name: 'Harbour & Crest Recruitment', logo: 'cms/ContentImage/logo-harbour-crest.png', hue: 160 },
  { name: 'Nordlicht Übersee GmbH', logo: 'cms/ContentImage/logo-nordlicht.png', hue: 265 },
] as const;

const menu = (id: number, name: string, parent: number | null, children: MenuNode[] = []): MenuNode => ({ id, name, parent, children });

export const MENUS: MenuNode[] = [
  menu(1, 'Home', null),
  menu(2, 'About', null, [menu(3, 'Mission', 2), menu(4, 'Performance', 2), menu(5, 'Message', 2), menu(6, 'History', 2)]),
  menu(
    7,
    'Companies',
    null,
    COMPANIES.map((company, index) => menu(8 + index, company.name, 7)),
  ),
  menu(12, 'Media', null, [menu(13, 'Profile', 12), menu(14, 'Document', 12), menu(15, 'Gallery', 12)]),
  menu(16, 'Clients', null),
  menu(17, 'Notice', null),
  menu(18, 'Our Team', null),
  menu(19, 'Contact', null),
  // A menu editors added that no template knows: it gets the generic page.
  menu(20, 'Careers', null),
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

const CONTACT_BLOCKS = {
  Address: p('Meridian House, 14 Quayside Walk', 'Level 6, Harbour District', 'Port Aldren 4410'),
  'Email Us': p('<a href="mailto:hello@meridianbridge.example">hello@meridianbridge.example</a>'),
  'Call Now': p('<a href="tel:+15550142200">+1 555 014 2200</a>'),
  Map: '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-0.1410%2C51.5000%2C-0.1180%2C51.5120&amp;layer=mapnik" width="600" height="450" title="Map of our office" loading="lazy"></iframe>',
};

const MESSAGE_BLOCKS = {
  'Managing Partner': p(
    'When we opened our first office in 1998 we set out to make cross-border work feel ordinary: the right advice, the right people and the paperwork done properly the first time.',
    'Twenty-eight years on, the group serves clients in eleven countries. What has not changed is how we work: one accountable partner for every engagement, and honest advice even when it is not the answer a client hoped for.',
    '<strong>Elena Marchetti</strong>, Managing Partner',
  ),
  'Partner One': p(
    'Our consultancy practice grows with our clients. This year we added a compliance desk for companies entering regulated markets and doubled our training programme for first-time exporters.',
    '<strong>Daniel Osei</strong>, Partner, Consulting',
  ),
  'Partner Two': p(
    'Every placement we make is a person starting a new life in a new country. We check every employer, brief every candidate, and stay in touch long after the contract is signed.',
    '<strong>Priya Raman</strong>, Partner, Overseas Services',
  ),
};

const MISSION_BLOCKS = {
  Mission: p(
    'To give organisations and individuals dependable advice and services across borders, delivered with care, competence and complete transparency.',
  ),
  Vision: p(
    'To be the most trusted bridge between businesses, workers and markets in the regions we serve, measured by the clients who return and the people who recommend us.',
  ),
};

const PERFORMANCE_BLOCK = {
  Performance: [
    '<h3>Performance at a glance</h3>',
    '<ul>',
    '<li>2,400+ consulting engagements completed since 1998</li>',
    '<li>11,800 overseas placements with a 96% first-year retention rate</li>',
    '<li>Offices and partner desks in 11 countries</li>',
    '<li>ISO 9001 certified quality management since 2012</li>',
    '</ul>',
  ].join('\n'),
};

const COMPANY_TEXT: Record<string, string> = {
  'Meridian Consulting':
    p(
      'Strategy, market-entry and compliance advice for companies expanding abroad. Founded in 1998, Meridian Consulting has 60 consultants in Port Aldren, Hamburg and Doha.',
      'We start with a feasibility study that your board can check line by line, then stay with you through licensing, premises and the first year of trading.',
    ) +
    '\n<ul>\n<li>Feasibility studies and business plans</li>\n<li>Company formation and licensing</li>\n<li>Labour-law and tax compliance reviews</li>\n</ul>',
  'Bridgeway Overseas Services':
    p(
      'Visa processing, document attestation, travel and relocation for workers and their families.',
      'Bridgeway prepares some 4,000 work and family visas a year and tracks each one to the decision. Our attestation desk works with ministries and embassies in eleven countries.',
    ) +
    '\n<ul>\n<li>Work and family visas</li>\n<li>Certificate attestation</li>\n<li>Flights, transfers and first-week housing</li>\n</ul>',
  'Harbour & Crest Recruitment':
    p(
      'Licensed international recruitment for healthcare, engineering and hospitality employers.',
      'Every candidate is interviewed twice, has references checked and attends our pre-departure orientation. Employers get a named recruiter and a replacement guarantee for the first six months.',
    ) +
    '\n<ul>\n<li>Nurses and allied health professionals</li>\n<li>Site and maintenance engineers</li>\n<li>Hotel and restaurant teams</li>\n</ul>',
  'Nordlicht Übersee GmbH': p(
    'Our European desk: employer partnerships, language training and arrival support in Germany and Austria.',
    'From offices in Hamburg and Vienna, Nordlicht runs German courses from A1 to B2, recognises foreign qualifications with the chambers and meets every new arrival at the airport.',
  ),
};

const HISTORY_BLOCKS: Record<string, string> = {
  'Our Story': p(
    'Meridian Bridge Group began in 1998 as a two-person consultancy in Port Aldren, advising local manufacturers on their first export markets.',
    'Clients kept asking for help with the people side of going abroad, so in 2004 we opened Bridgeway for visas and travel, and in 2009 Harbour & Crest for recruitment. Nordlicht, our European desk, joined the group in 2016.',
  ),
  Milestones:
    '<ul>\n<li><strong>1998</strong>: Meridian Consulting founded in Port Aldren</li>\n<li><strong>2004</strong>: Bridgeway Overseas Services opens its visa desk</li>\n<li><strong>2009</strong>: Harbour &amp; Crest Recruitment licensed</li>\n<li><strong>2016</strong>: Nordlicht Übersee GmbH joins the group</li>\n<li><strong>2025</strong>: ISO 9001 certification for the whole group</li>\n</ul>',
};

export const HOME_BLOCKS: Record<string, string> = {
  Title: p('Consultancy and overseas services you can rely on, since 1998.'),
  About: p(
    'Meridian Bridge Group is a family of four companies that help businesses grow across borders and help people build careers abroad.',
    'Our consultants advise on strategy, market entry and compliance; our overseas services team handles recruitment, visas, attestation and travel from first interview to first day at work.',
  ),
  'Featured Work': p(
    'A selection of recent engagements: market studies, recruitment drives and relocation programmes delivered for our clients.',
  ),
  'Our Services': [
    '<ul>',
    '<li><strong>Business consulting</strong>: strategy, feasibility and market-entry studies</li>',
    '<li><strong>Compliance</strong>: licensing, labour law and audit preparation</li>',
    '<li><strong>Recruitment</strong>: sourcing, screening and placement abroad</li>',
    '<li><strong>Visa and attestation</strong>: documents prepared, checked and tracked</li>',
    '<li><strong>Travel and relocation</strong>: tickets, housing and arrival support</li>',
    '</ul>',
  ].join('\n'),
  Partner: p('We work with employers, embassies, training institutes and airlines we have known for years.'),
  ...MISSION_BLOCKS,
  ...PERFORMANCE_BLOCK,
  ...MESSAGE_BLOCKS,
  ...CONTACT_BLOCKS,
  ...Object.fromEntries(COMPANIES.map((company) => [company.name, p(COMPANY_TEXT[company.name]!)])),
};

// ---------------------------------------------------------------- images

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

const GALLERY = range(9).map((n) => `cms/ContentImage/gallery-${String(n).padStart(2, '0')}.jpg`);
const PROFILE = range(4).map((n) => `cms/ContentImage/company profile ${n}.jpg`);
const DOCUMENTS = ['trade-licence', 'iso-9001-certificate', 'recruiting-licence', 'chamber-membership'].map(
  (name) => `cms/ContentImage/document-${name}.jpg`,
);
const PARTNER_LOGOS = range(6).map((n) => `cms/ContentImage/partner-${n}.png`);
const FEATURED = range(6).map((n) => `cms/ContentImage/featured-${n}.jpg`);
const PORTRAITS = {
  'Managing Partner': 'cms/ContentImage/managing-partner.jpg',
  'Partner One': 'cms/ContentImage/partner-one.jpg',
  'Partner Two': 'cms/ContentImage/partner-two.jpg',
};

const HOME_IMAGES: Record<string, string[]> = {
  Gallery: GALLERY,
  Profile: PROFILE,
  'OUR DOCUMENT': DOCUMENTS,
  ...Object.fromEntries(Object.entries(PORTRAITS).map(([group, ref]) => [group, [ref]])),
  Partner: PARTNER_LOGOS,
  'Featured Work': FEATURED,
  About: ['cms/ContentImage/about.jpg'],
  Title: ['cms/ContentImage/title-banner.jpg'],
  ...Object.fromEntries(COMPANIES.map((company) => [company.name, [company.logo]])),
};

const page = (id: number, name: string, blocks: Record<string, string> = {}, images: Record<string, string[]> = {}): MenuPage => ({
  id,
  name,
  blocks,
  images,
});

export const PAGES: MenuPage[] = [
  page(1, 'Home', HOME_BLOCKS, HOME_IMAGES),
  page(2, 'About'),
  page(3, 'Mission', MISSION_BLOCKS),
  page(4, 'Performance', PERFORMANCE_BLOCK),
  page(5, 'Message', MESSAGE_BLOCKS, Object.fromEntries(Object.entries(PORTRAITS).map(([group, ref]) => [group, [ref]]))),
  page(6, 'History', HISTORY_BLOCKS),
  page(7, 'Companies'),
  ...COMPANIES.map((company, index) => page(8 + index, company.name)),
  page(12, 'Media'),
  page(13, 'Profile', {}, { Profile: PROFILE }),
  page(14, 'Document', {}, { 'OUR DOCUMENT': DOCUMENTS }),
  page(15, 'Gallery', {}, { Gallery: GALLERY }),
  page(16, 'Clients'),
  page(17, 'Notice'),
  page(18, 'Our Team'),
  page(19, 'Contact', CONTACT_BLOCKS),
  page(
    20,
    'Careers',
    {
      'Open Positions':
        '<ul>\n<li>Senior Consultant, Market Entry (Port Aldren)</li>\n<li>Recruitment Officer, Healthcare (Hamburg)</li>\n<li>Visa Processing Assistant (Port Aldren)</li>\n</ul>',
      'How to Apply': p(
        'Send your CV and a short letter to <a href="mailto:careers@meridianbridge.example">careers@meridianbridge.example</a>. We answer every application within two weeks.',
      ),
    },
    { 'Life at Meridian': ['cms/ContentImage/featured-2.jpg', 'cms/ContentImage/featured-5.jpg'] },
  ),
];

export const SETTINGS: Settings = {
  id: 1,
  site_name: 'Meridian Bridge Group',
  title: 'Meridian Bridge Group: consultancy and overseas services',
  logo: 'siteSettings/logo.png',
  favicon: 'siteSettings/favicon.png',
  slider: 'siteSettings/popup.jpg',
  email: 'hello@meridianbridge.example',
  phone: '+1 555 014 2200',
  address: 'Meridian House, 14 Quayside Walk, Port Aldren 4410',
  facebook_url: 'https://www.facebook.com/meridianbridge.example',
  twitter_url: 'https://twitter.com/meridianbridge_example',
  instagram_url: null,
};

export const SLIDERS: Slider[] = [
  {
    id: 1,
    serial_number: 1,
    title: 'Advice that crosses borders',
    subtitle: 'Meridian Consulting',
    details: 'Strategy, market entry and compliance for companies growing abroad.',
    image: 'siteSettings/homePageSlider/slide-1.jpg',
    link: '/about/2',
  },
  {
    id: 2,
    serial_number: 2,
    title: 'Careers abroad, done properly',
    subtitle: 'Harbour & Crest Recruitment',
    details: 'Licensed recruitment with every employer checked and every candidate briefed.',
    image: 'siteSettings/homePageSlider/slide-2.jpg',
    link: '/contact',
  },
  {
    id: 3,
    serial_number: 3,
    title: 'From first interview to first day',
    subtitle: null,
    details: 'Visas, attestation, travel and arrival support from Bridgeway Overseas Services.',
    image: 'siteSettings/homePageSlider/slide-3.jpg',
    link: null,
  },
];

/** Each notice's date, title and the body its PDF carries (words a visitor may search for). */
const NOTICE_TEXTS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  [
    '2026-11-10',
    'Office closed for the national holiday on 16 November',
    [
      'All offices of the group close on Monday 16 November for the national holiday.',
      'Urgent visa and travel matters: call the duty officer on +1 555 014 2299.',
    ],
  ],
  [
    '2026-10-28',
    'Recruitment drive for partner hospitals',
    [
      'Harbour & Crest Recruitment is hiring registered nurses and midwives',
      'for three partner hospitals in Hamburg, Munich and Vienna.',
      'Requirements: a nursing degree, two years of ward experience, German at B1.',
      'Interviews are held at Meridian House from 9 to 13 November.',
    ],
  ],
  [
    '2026-10-02',
    'Updated document checklist for work visa applications',
    [
      'From 1 November every application needs an attested degree certificate,',
      'a police clearance issued within six months and two passport photographs.',
    ],
  ],
  [
    '2026-09-15',
    'Annual report 2025 published',
    ['Revenue grew 14 per cent; 1,240 candidates were placed in eleven countries.', 'The full report is available from the Profile page.'],
  ],
  [
    '2026-08-20',
    'New European desk opens in Hamburg',
    ['Our European desk at Speicherstadt serves employers in Germany, Austria and the Netherlands.'],
  ],
  [
    '2026-07-01',
    'Revised service fees from 1 August 2026',
    ['Consultation fees are unchanged. Attestation and courier fees rise by 5 per cent.'],
  ],
  [
    '2026-05-12',
    'Pre-departure orientation schedule, second quarter',
    [
      'Orientation sessions cover contracts, remittances, health insurance and culture.',
      'Sessions run every Saturday from 10:00 in the training room, Meridian House.',
    ],
  ],
  [
    '2026-03-03',
    'ISO 9001 surveillance audit passed',
    ['The certification body found no nonconformities in recruitment or visa processing.'],
  ],
  [
    '2026-01-19',
    'Scholarship for language training: call for applicants',
    [
      'Twenty scholarships cover a German or Japanese course up to level B2.',
      'Apply by 28 February with a cover letter and your most recent certificate.',
    ],
  ],
];

export const NOTICES: Notice[] = NOTICE_TEXTS.map(([date, title], index) => ({
  id: NOTICE_TEXTS.length - index,
  title,
  date,
  file: `notice/notice-${NOTICE_TEXTS.length - index}.pdf`,
}));

/** The body of a sample notice's PDF. */
export const noticeBody = (notice: Notice): readonly string[] => NOTICE_TEXTS.find(([, title]) => title === notice.title)?.[2] ?? [];

const STAFF = [
  ['Elena', 'Marchetti', 'Managing Partner'],
  ['Daniel', 'Osei', 'Partner, Consulting'],
  ['Priya', 'Raman', 'Partner, Overseas Services'],
  ['Tomás', 'Ferreira', 'Senior Consultant'],
  ['Aiko', 'Tanaka', 'Compliance Lead'],
  ['Samuel', 'Adeyemi', 'Recruitment Manager'],
  ['Fatima', 'Al-Sayed', 'Visa Processing Officer'],
  ['Jonas', 'Becker', 'Head of European Desk'],
  ['Maria', 'Kowalska', 'Travel Coordinator'],
  ['Rahul', 'Mehta', 'Accounts Officer'],
  ['Grace', "O'Connor", 'Client Relations'],
  ['Nguyen', 'Van An', null],
] as const;

export const EMPLOYEES: Employee[] = STAFF.map(([first, last, role], index) => {
  const id = index + 1;
  const handle = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    id,
    first_name: first,
    last_name: last,
    email: `${handle}@meridianbridge.example`,
    primary_phone: `+1 555 014 ${String(2200 + id * 7).padStart(4, '0')}`,
    street_address_one: `${10 + id * 3} Harbour Road`,
    street_address_two: id % 4 === 0 ? `Apartment ${id}B` : null,
    // The last one has not sent a photo yet: the site shows a placeholder.
    image: id === STAFF.length ? null : `users/employee-${id}.jpg`,
    designation: role ? { id: 100 + id, name: role } : null,
  };
});

// ---------------------------------------------------------------- what to draw

/** Scenes in turn, so no two neighbouring pictures show the same subject. */
const SUBJECTS = ['skyline', 'harbour', 'meeting', 'flight', 'training', 'landscape'] as const;
const PARTNERS: Array<[string, MarkShape, Lettering['style']]> = [
  ['Aldren Air', 'peak', 'caps'],
  ['Northgate Health', 'leaf', 'sans'],
  ['Kestrel Institute', 'diamond', 'serif'],
  ['Port Bank', 'square', 'sans'],
  ['Vela Hotels', 'rings', 'serif'],
  ['Tidewater Eng.', 'wave', 'caps'],
];
const COMPANY_SHAPES: MarkShape[] = ['arch', 'hexagon', 'wave', 'rings'];

export const ART: ArtSpec[] = [
  ...SLIDERS.map((slider, index): ArtSpec => ({
    ref: slider.image,
    kind: (['skyline', 'harbour', 'flight'] as const)[index]!,
    width: 1920,
    height: 1080,
    seed: 10 + index,
    hue: [215, 200, 195][index]!,
  })),
  {
    ref: 'siteSettings/popup.jpg',
    kind: 'poster',
    scene: 'training',
    width: 900,
    height: 600,
    seed: 3,
    hue: 205,
    text: 'Open day: 5 December',
  },
  {
    ref: 'siteSettings/logo.png',
    kind: 'logo',
    shape: 'arch',
    style: 'sans',
    width: 420,
    height: 96,
    seed: 1,
    hue: 205,
    text: 'Meridian Bridge',
  },
  { ref: 'siteSettings/favicon.png', kind: 'mark', shape: 'arch', width: 64, height: 64, seed: 1, hue: 205 },
  ...GALLERY.map((ref, index): ArtSpec => ({
    ref,
    kind: SUBJECTS[index % SUBJECTS.length]!,
    width: 1600,
    height: 1067,
    seed: 30 + index,
    hue: (index * 47 + 190) % 360,
  })),
  ...FEATURED.map((ref, index): ArtSpec => ({
    ref,
    kind: SUBJECTS[(index + 2) % SUBJECTS.length]!,
    width: 1200,
    height: 800,
    seed: 50 + index,
    hue: (index * 60 + 15) % 360,
  })),
  ...PROFILE.map((ref, index): ArtSpec => ({
    ref,
    kind: 'document',
    width: 1200,
    height: 1600,
    seed: 60 + index,
    hue: 205,
    text: ['Company profile', 'Our services', 'Our people', 'Clients and partners'][index]!,
  })),
  ...DOCUMENTS.map((ref, index): ArtSpec => ({
    ref,
    kind: 'document',
    width: 1240,
    height: 1754,
    seed: 70 + index,
    hue: [28, 150, 350, 240][index]!,
    text: ['Trade licence', 'ISO 9001 certificate', 'Recruiting licence', 'Chamber membership'][index]!,
  })),
  ...Object.values(PORTRAITS).map((ref, index): ArtSpec => ({
    ref,
    kind: 'portrait',
    width: 800,
    height: 1000,
    seed: 80 + index,
    hue: (index * 90 + 20) % 360,
  })),
  ...PARTNER_LOGOS.map((ref, index): ArtSpec => {
    const [text, shape, style] = PARTNERS[index]!;
    return { ref, kind: 'logo', shape, style, width: 400, height: 200, seed: 90 + index, hue: (index * 55 + 10) % 360, text };
  }),
  ...COMPANIES.map((company, index): ArtSpec => ({
    ref: company.logo,
    kind: 'mark',
    shape: COMPANY_SHAPES[index]!,
    width: 400,
    height: 400,
    seed: 100 + index,
    hue: company.hue,
  })),
  { ref: 'cms/ContentImage/about.jpg', kind: 'meeting', width: 1200, height: 900, seed: 110, hue: 190 },
  { ref: 'cms/ContentImage/title-banner.jpg', kind: 'skyline', width: 1920, height: 480, seed: 111, hue: 215 },
  ...EMPLOYEES.flatMap((employee): ArtSpec[] =>
    employee.image
      ? [{ ref: employee.image, kind: 'portrait', width: 400, height: 400, seed: 200 + employee.id, hue: (employee.id * 29) % 360 }]
      : [],
  ),
];
