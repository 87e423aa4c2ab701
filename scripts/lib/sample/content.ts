/**
 * The committed sample: a fictional consultancy and overseas-services group, entered the way the
 * back office really holds content (CMS-API): menus with free-text block names in the editors'
 * order and image groups beside them, and the content tables. Every menu of SPEC §2, four
 * companies, slides with rich-text titles. Images are described in ./art-list.ts and drawn by
 * ./images.ts; nothing is copied from anywhere.
 */
import type {
  Block,
  ImageGroup,
  MenuNode,
  MenuPage,
  Settings,
  Slider,
} from '../../../src/cms/schema.ts';
import { storedName } from './stored-name.ts';

export const COMPANIES = [
  { name: 'Meridian Consulting', logo: 'cms/ContentImage/logo-meridian-consulting.png', hue: 205 },
  { name: 'Bridgeway Overseas Services', logo: 'cms/ContentImage/logo-bridgeway.png', hue: 28 },
  {
    name: 'Harbour & Crest Recruitment',
    logo: 'cms/ContentImage/logo-harbour-crest.png',
    hue: 160,
  },
  { name: 'Nordlicht Übersee GmbH', logo: 'cms/ContentImage/logo-nordlicht.png', hue: 265 },
] as const;

const menu = (
  id: number,
  name: string,
  parent: number | null,
  children: MenuNode[] = [],
): MenuNode => ({ id, name, parent, children });

export const MENUS: MenuNode[] = [
  menu(1, 'Home', null),
  menu(2, 'About', null, [
    menu(3, 'Mission', 2),
    menu(4, 'Performance', 2),
    menu(5, 'Message', 2),
    menu(6, 'History', 2),
  ]),
  menu(
    7,
    'Companies',
    null,
    COMPANIES.map((company, index) => menu(8 + index, company.name, 7)),
  ),
  menu(12, 'Media', null, [
    menu(13, 'Profile', 12),
    menu(14, 'Document', 12),
    menu(15, 'Gallery', 12),
  ]),
  menu(16, 'Clients', null),
  menu(17, 'Notice', null),
  menu(18, 'Our Team', null),
  menu(19, 'Contact', null),
  // A menu editors added that no template knows: it gets the generic page.
  menu(20, 'Careers', null),
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const list = (...items: string[]) =>
  `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;

/** Blocks in the editors' order: a list of [name, html]. */
const blocks = (...entries: Array<[string, string]>): Block[] =>
  entries.map(([name, html]) => ({ name, html }));
const groups = (...entries: Array<[string, string[]]>): ImageGroup[] =>
  entries.map(([name, files]) => ({ name, files }));

const PORTRAITS = {
  'Managing Partner': 'cms/ContentImage/managing-partner.jpg',
  'Partner One': 'cms/ContentImage/partner-one.jpg',
  'Partner Two': 'cms/ContentImage/partner-two.jpg',
} as const;

const COMPANY_TEXT: Record<string, string> = {
  'Meridian Consulting':
    p(
      'Strategy, market-entry and compliance advice for companies expanding abroad. Founded in 1998, Meridian Consulting has 60 consultants in Port Aldren, Hamburg and Doha.',
      'We start with a feasibility study that your board can check line by line, then stay with you through licensing, premises and the first year of trading.',
    ) +
    list(
      'Feasibility studies and business plans',
      'Company formation and licensing',
      'Labour-law and tax compliance reviews',
    ),
  'Bridgeway Overseas Services':
    p(
      'Visa processing, document attestation, travel and relocation for workers and their families.',
      'Bridgeway prepares some 4,000 work and family visas a year and tracks each one to the decision. Our attestation desk works with ministries and embassies in eleven countries.',
    ) +
    list(
      'Work and family visas',
      'Certificate attestation',
      'Flights, transfers and first-week housing',
    ),
  'Harbour & Crest Recruitment':
    p(
      'Licensed international recruitment for healthcare, engineering and hospitality employers.',
      'Every candidate is interviewed twice, has references checked and attends our pre-departure orientation. Employers get a named recruiter and a replacement guarantee for the first six months.',
    ) +
    list(
      'Nurses and allied health professionals',
      'Site and maintenance engineers',
      'Hotel and restaurant teams',
    ),
  'Nordlicht Übersee GmbH': p(
    'Our European desk: employer partnerships, language training and arrival support in Germany and Austria.',
    'From offices in Hamburg and Vienna, Nordlicht runs German courses from A1 to B2, recognises foreign qualifications with the chambers and meets every new arrival at the airport.',
  ),
};

/** Work the Home menu shows as blocks of their own, each with the image group of its name (CMS-API Part 3). */
export const PROJECTS = [
  [
    'Hospital staffing for Hamburg',
    'Forty-two nurses recruited, trained to B2 German and settled in Hamburg within nine months for a university hospital group.',
  ],
  [
    'Market entry study for a Doha logistics firm',
    'A twelve-week study of licences, partners and warehouse space that took our client from board question to signed lease.',
  ],
  [
    'Trade mission to Port Aldren',
    'Thirty exporters, four days, sixty-five meetings with buyers: the programme we run every spring with the chamber of commerce.',
  ],
] as const;
/** Content images keep the name they were uploaded under, which is often what they show. */
const uploaded = (caption: string, extension = 'jpg') =>
  `cms/ContentImage/${storedName(caption)}.${extension}`;
export const projectImage = (index: number) => uploaded(PROJECTS[index]![0]);

const HOME_BLOCKS = blocks(
  ['Title', p('Consultancy and overseas services you can rely on, since 1998.')],
  [
    'About',
    p(
      'Meridian Bridge Group is a family of four companies that help businesses grow across borders and help people build careers abroad.',
      'Our consultants advise on strategy, market entry and compliance; our overseas services team handles recruitment, visas, attestation and travel from first interview to first day at work.',
    ),
  ],
  [
    'Featured Work',
    p(
      'Recent engagements: market studies, recruitment drives and relocation programmes delivered for our clients.',
    ),
  ],
  [
    'Our Services',
    p(
      'Sixteen services under one roof, from a first feasibility study to the first year after arrival.',
    ),
  ],
  ...COMPANIES.map((company): [string, string] => [company.name, COMPANY_TEXT[company.name]!]),
  ...PROJECTS.map(([name, text]): [string, string] => [name, p(text)]),
  // Partners as the back office's own installations name them (CMS-API §1.6).
  [
    'Brand',
    p(
      'We work with employers, embassies, training institutes and airlines we have known for years.',
    ),
  ],
);

/** Featured Work: each picture's caption, which its file is named by (./art-list.ts draws it). */
export const FEATURED = [
  'Recruitment fair in Port Aldren',
  'First flight for a nursing cohort',
  'Orientation class, spring intake',
  'Container terminal survey for a client',
  'New office tower in Doha',
  'Compliance workshop for exporters',
] as const;
export const featuredImage = (index: number) => uploaded(FEATURED[index]!);
export const PARTNER_LOGOS = Array.from(
  { length: 6 },
  (_, index) => `cms/ContentImage/partner-${index + 1}.png`,
);

const HOME_IMAGES = groups(
  ['Title', ['cms/ContentImage/title-banner.jpg']],
  ['About', ['cms/ContentImage/about.jpg']],
  ['Featured Work', FEATURED.map((_, index) => featuredImage(index))],
  ...COMPANIES.map((company): [string, string[]] => [company.name, [company.logo]]),
  ...PROJECTS.map(([name], index): [string, string[]] => [name, [projectImage(index)]]),
  ['Brand', PARTNER_LOGOS],
);

/** The About menu's own blocks, as a real installation has them: its text, four counters and clients' words (CMS-API Part 3). */
export const COUNTERS = [
  ['Years of experience', '28'],
  ['Countries served', '11'],
  ['People placed abroad', '11,800+'],
  ['Consultants', '60'],
] as const;
export const counterIcon = (index: number) => `cms/ContentImage/counter-${index + 1}.png`;
export const ABOUT_VOICES = [
  [
    'Ingrid Halvorsen',
    'They found us twelve theatre nurses in a market where we had failed for a year, and every one of them is still with us.',
  ],
  [
    'Karim Haddad',
    'Our licence, our premises and our first hires in one quarter. I have worked with consultancies ten times their size that could not do that.',
  ],
  [
    'Mei Lin Chua',
    'From the first interview to the day I landed, someone always answered my questions. My family joined me six months later.',
  ],
] as const;
export const voicePortrait = (index: number) => `cms/ContentImage/voice-${index + 1}.jpg`;

const ABOUT_BLOCKS = blocks(
  [
    'About Us',
    p(
      'We started in 1998 as two consultants with one client. Today the group employs 180 people in four companies and three countries, and still works the way it began: one accountable partner for every engagement.',
      'Our clients are manufacturers, hospitals, logistics firms and hotel groups. Our candidates are nurses, engineers, chefs and technicians starting a new life abroad. We owe both the same honesty.',
    ),
  ],
  ...COUNTERS.map(([name, value]): [string, string] => [name, p(value)]),
  ...ABOUT_VOICES.map(([name, quote]): [string, string] => [name, p(`“${quote}”`)]),
);
const ABOUT_IMAGES = groups(
  ['About Us', ['cms/ContentImage/about-team.jpg']],
  ...COUNTERS.map(([name], index): [string, string[]] => [name, [counterIcon(index)]]),
  ...ABOUT_VOICES.map(([name], index): [string, string[]] => [name, [voicePortrait(index)]]),
);

const MISSION_BLOCKS = blocks(
  [
    'Mission',
    p(
      'To give organisations and individuals dependable advice and services across borders, delivered with care, competence and complete transparency.',
    ),
  ],
  [
    'Vision',
    p(
      'To be the most trusted bridge between businesses, workers and markets in the regions we serve, measured by the clients who return and the people who recommend us.',
    ),
  ],
  [
    'Our Values',
    list(
      '<strong>Honesty</strong>: advice even when it is not the answer hoped for',
      '<strong>Care</strong>: every placement is a person and a family',
      '<strong>Rigour</strong>: paperwork done properly the first time',
    ),
  ],
);

const PERFORMANCE_BLOCKS = blocks([
  'Performance',
  '<h3>Performance at a glance</h3>\n' +
    list(
      '2,400+ consulting engagements completed since 1998',
      '11,800 overseas placements with a 96% first-year retention rate',
      'Offices and partner desks in 11 countries',
      'ISO 9001 certified quality management since 2012',
    ),
]);

const MESSAGE_BLOCKS = blocks(
  [
    'Managing Partner',
    p(
      'When we opened our first office in 1998 we set out to make cross-border work feel ordinary: the right advice, the right people and the paperwork done properly the first time.',
      'Twenty-eight years on, the group serves clients in eleven countries. What has not changed is how we work: one accountable partner for every engagement, and honest advice even when it is not the answer a client hoped for.',
      '<strong>Elena Marchetti</strong>, Managing Partner',
    ),
  ],
  [
    'Partner One',
    p(
      'Our consultancy practice grows with our clients. This year we added a compliance desk for companies entering regulated markets and doubled our training programme for first-time exporters.',
      '<strong>Daniel Osei</strong>, Partner, Consulting',
    ),
  ],
  [
    'Partner Two',
    p(
      'Every placement we make is a person starting a new life in a new country. We check every employer, brief every candidate, and stay in touch long after the contract is signed.',
      '<strong>Priya Raman</strong>, Partner, Overseas Services',
    ),
  ],
);

const HISTORY_BLOCKS = blocks(
  [
    'Our Story',
    p(
      'Meridian Bridge Group began in 1998 as a two-person consultancy in Port Aldren, advising local manufacturers on their first export markets.',
      'Clients kept asking for help with the people side of going abroad, so in 2004 we opened Bridgeway for visas and travel, and in 2009 Harbour &amp; Crest for recruitment. Nordlicht, our European desk, joined the group in 2016.',
    ),
  ],
  [
    'Milestones',
    list(
      '<strong>1998</strong>: Meridian Consulting founded in Port Aldren',
      '<strong>2004</strong>: Bridgeway Overseas Services opens its visa desk',
      '<strong>2009</strong>: Harbour &amp; Crest Recruitment licensed',
      '<strong>2016</strong>: Nordlicht Übersee GmbH joins the group',
      '<strong>2025</strong>: ISO 9001 certification for the whole group',
    ),
  ],
);

export const PROFILE_PAGES = [
  'Company profile',
  'Our services',
  'Our people',
  'Clients and partners',
] as const;
export const profilePage = (index: number) => `cms/ContentImage/company profile ${index + 1}.jpg`;
export const DOCUMENTS = [
  'Trade licence',
  'ISO 9001 certificate',
  'Recruiting licence',
  'Chamber membership',
] as const;
export const documentImage = (index: number) =>
  `cms/ContentImage/document-${DOCUMENTS[index]!.toLowerCase().replace(/\s+/g, '-')}.jpg`;

/** A real Gallery menu keeps its photos in groups named after their captions (CMS-API Part 3). */
export const GALLERY = [
  ['Open day at Meridian House', 2],
  ['German class for the spring intake', 2],
  ['Signing with Northgate Health', 1],
  ['Welcome at Hamburg airport', 2],
  ['Staff outing to the coast', 1],
  ['Harbour office, Port Aldren', 1],
] as const;
export const galleryImage = (group: number, index: number) =>
  `cms/ContentImage/gallery_${group + 1}_${index + 1}.jpg`;

const CONTACT_BLOCKS = blocks(
  [
    'Map',
    '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-0.1410%2C51.5000%2C-0.1180%2C51.5120&amp;layer=mapnik" width="600" height="450" title="Map of our office" loading="lazy"></iframe>',
  ],
  [
    'Office Hours',
    p(
      'Sunday to Thursday, 9:00 to 18:00. Our visa desk also opens on Saturdays from 10:00 to 14:00.',
    ),
  ],
);

const page = (
  id: number,
  name: string,
  pageBlocks: Block[] = [],
  images: ImageGroup[] = [],
): MenuPage => ({
  id,
  name,
  blocks: pageBlocks,
  images,
});

export const PAGES: MenuPage[] = [
  page(1, 'Home', HOME_BLOCKS, HOME_IMAGES),
  page(2, 'About', ABOUT_BLOCKS, ABOUT_IMAGES),
  page(3, 'Mission', MISSION_BLOCKS),
  page(4, 'Performance', PERFORMANCE_BLOCKS),
  page(
    5,
    'Message',
    MESSAGE_BLOCKS,
    groups(...Object.entries(PORTRAITS).map(([name, ref]): [string, string[]] => [name, [ref]])),
  ),
  page(6, 'History', HISTORY_BLOCKS),
  page(7, 'Companies'),
  ...COMPANIES.map((company, index) => page(8 + index, company.name)),
  page(12, 'Media'),
  page(13, 'Profile', [], groups(['Profile', PROFILE_PAGES.map((_, index) => profilePage(index))])),
  page(
    14,
    'Document',
    [],
    groups(['OUR DOCUMENT', DOCUMENTS.map((_, index) => documentImage(index))]),
  ),
  page(
    15,
    'Gallery',
    [],
    // Groups without a block of their name are kept by name: the back office has no order for them (CMS-API §1.7).
    groups(
      ...GALLERY.map(([caption, count], group): [string, string[]] => [
        caption,
        Array.from({ length: count }, (_, index) => galleryImage(group, index)),
      ]).sort(([a], [b]) => a.localeCompare(b)),
    ),
  ),
  page(16, 'Clients'),
  page(17, 'Notice'),
  page(18, 'Our Team'),
  page(19, 'Contact', CONTACT_BLOCKS),
  page(
    20,
    'Careers',
    blocks(
      [
        'Open Positions',
        list(
          'Senior Consultant, Market Entry (Port Aldren)',
          'Recruitment Officer, Healthcare (Hamburg)',
          'Visa Processing Assistant (Port Aldren)',
        ),
      ],
      [
        'How to Apply',
        p(
          'Send your CV and a short letter to <a href="mailto:careers@meridianbridge.example">careers@meridianbridge.example</a>. We answer every application within two weeks.',
        ),
      ],
    ),
    groups(['Life at Meridian', [featuredImage(1), featuredImage(4)]]),
  ),
];

export { PORTRAITS };

/** Every column of the back office's settings row (CMS-API §1.2); no pop-up, as the back office has none. */
export const SETTINGS: Settings = {
  id: 1,
  site_name: 'Meridian Bridge Group',
  title: 'Meridian Bridge Group: consultancy and overseas services',
  site_address: 'https://www.meridianbridge.example/',
  email: 'hello@meridianbridge.example',
  email2: 'careers@meridianbridge.example',
  email3: null,
  phone: '+1 555 014 2200',
  phone2: '+1 555 014 2299',
  phone3: null,
  favicon: 'siteSettings/favicon.ico',
  logo: 'siteSettings/logo.png',
  footer_logo: 'siteSettings/footer-logo.png',
  address: 'Meridian House\n14 Quayside Walk\nPort Aldren 4410',
  address2: 'European desk\nKaispeicher 7, Lagerhausstraße\nHamburg 20457',
  google_url: 'https://www.youtube.com/@meridianbridge-example',
  facebook_url: 'https://www.facebook.com/meridianbridge.example',
  twitter_url: null,
  linkedin_url: 'https://www.linkedin.com/company/meridianbridge-example/',
  instagram_url: null,
  slider: null,
};

/** Slide titles are TinyMCE HTML with inline styles, as the back office stores them (CMS-API §1.1). */
export const SLIDERS: Slider[] = [
  {
    id: 1,
    serial_number: 1,
    title:
      '<div>\n<p><span style="font-size: 60pt; color: #ffffff;"><strong>Advice </strong>that crosses borders</span></p>\n</div>',
    subtitle: 'Meridian Consulting',
    details: null,
    image: 'siteSettings/homePageSlider/slide-1.jpg',
    link: null,
  },
  {
    id: 2,
    serial_number: 2,
    title:
      '<p><span style="color: #f4a328; font-size: 48pt;">Careers abroad,</span> done properly</p>',
    subtitle: 'Harbour & Crest Recruitment',
    details: '<p>Licensed recruitment with every employer checked and every candidate briefed.</p>',
    image: 'siteSettings/homePageSlider/slide-2.jpg',
    link: null,
  },
  {
    id: 3,
    serial_number: 3,
    title: '<p><strong>From first interview to first day</strong></p>',
    subtitle: null,
    details: null,
    image: 'siteSettings/homePageSlider/slide-3.jpg',
    link: null,
  },
];
