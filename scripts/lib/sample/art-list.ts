/**
 * What the sample's pictures show, one spec each, drawn by ./images.ts. Each picture is drawn
 * for its caption, no page shows the same drawing twice, and a person has one portrait
 * wherever they appear: a partner's message picture is the same drawing as their staff photo.
 */
import type { City } from '../../../packages/sample-art/art/cities.ts';
import type { Certificate } from '../../../packages/sample-art/art/document.ts';
import type { Emblem, PartnerShape, PartnerStyle } from '../../../packages/sample-art/art/marks.ts';
import type { Look } from '../../../packages/sample-art/art/people.ts';
import { INK, WALLS } from '../../../packages/sample-art/art/random.ts';
import {
  bridge,
  building,
  coast,
  site,
  terminal,
  warehouse,
} from '../../../packages/sample-art/art/scenes/outdoors.ts';
import {
  desk,
  lesson,
  mapWall,
  meeting,
  talk,
  workbench,
} from '../../../packages/sample-art/art/scenes/rooms.ts';
import type { Scene } from '../../../packages/sample-art/art/scenes/stage.ts';
import { fair, group } from '../../../packages/sample-art/art/scenes/gatherings.ts';
import { papers } from '../../../packages/sample-art/art/scenes/still.ts';
import { airport, flight, study } from '../../../packages/sample-art/art/scenes/travel.ts';
import {
  ABOUT_VOICES,
  COMPANIES,
  COUNTERS,
  DOCUMENTS,
  FEATURED,
  GALLERY,
  PARTNER_LOGOS,
  PORTRAITS,
  PROFILE_PAGES,
  PROJECTS,
  SLIDERS,
  counterIcon,
  documentImage,
  featuredImage,
  galleryImage,
  profilePage,
  projectImage,
  voicePortrait,
} from './content.ts';
import { svgOf, type ArtSpec } from '../../../packages/sample-art/images.ts';
import {
  COUNTRIES,
  SERVICE_IMAGES,
  SISTER_CONCERNS,
  STAFF,
  TESTIMONIALS,
  flagImage,
  serviceImage,
  staffPortrait,
} from './records.ts';

/** How each person is drawn, wherever they appear. */
export const LOOKS: Record<string, Look> = {
  'Elena Marchetti': {
    skin: '#e8b894',
    hair: '#3b2a1e',
    style: 'bun',
    top: INK.navy,
    bottom: '#2b3440',
    wear: 'suit',
    glasses: true,
  },
  'Daniel Osei': {
    skin: '#6b4129',
    hair: '#1d1a17',
    style: 'crop',
    top: INK.teal,
    bottom: '#2b3440',
    wear: 'suit',
    beard: true,
  },
  'Priya Raman': {
    skin: '#b57a4f',
    hair: '#3b2a1e',
    style: 'long',
    top: INK.coral,
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Tomás Ferreira': {
    skin: '#d49a6a',
    hair: '#3b2a1e',
    style: 'short',
    top: INK.green,
    bottom: '#2b3440',
    wear: 'suit',
    glasses: true,
  },
  'Aiko Tanaka': {
    skin: '#f2d3bd',
    hair: '#1d1a17',
    style: 'crop',
    top: '#55405f',
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Samuel Adeyemi': {
    skin: '#4a2c1d',
    hair: '#1d1a17',
    style: 'bald',
    top: '#2e4a3d',
    bottom: '#2b3440',
    wear: 'suit',
  },
  'Fatima Al-Sayed': {
    skin: '#d49a6a',
    hair: INK.teal,
    style: 'hijab',
    top: '#8a8f98',
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Jonas Becker': {
    skin: '#f2d3bd',
    hair: '#c9a06a',
    style: 'short',
    top: '#7a5c2e',
    bottom: '#2b3440',
    wear: 'casual',
    beard: true,
  },
  'Maria Kowalska': {
    skin: '#f2d3bd',
    hair: '#a56b3a',
    style: 'ponytail',
    top: INK.accent,
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Rahul Mehta': {
    skin: '#b57a4f',
    hair: '#1d1a17',
    style: 'short',
    top: INK.teal,
    bottom: '#2b3440',
    wear: 'casual',
    glasses: true,
  },
  "Grace O'Connor": {
    skin: '#f2d3bd',
    hair: '#a56b3a',
    style: 'long',
    top: '#c65d7b',
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Ingrid Halvorsen': {
    skin: '#f2d3bd',
    hair: '#c9a06a',
    style: 'bun',
    top: INK.green,
    bottom: '#2b3440',
    wear: 'suit',
    glasses: true,
  },
  'Karim Haddad': {
    skin: '#d49a6a',
    hair: '#2b2b33',
    style: 'short',
    top: INK.navy,
    bottom: '#2b3440',
    wear: 'suit',
    beard: true,
  },
  'Mei Lin Chua': {
    skin: '#e8b894',
    hair: '#1d1a17',
    style: 'ponytail',
    top: INK.sea,
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Olumide Bakare': {
    skin: '#6b4129',
    hair: '#1d1a17',
    style: 'curly',
    top: '#3a3a44',
    bottom: '#2b3440',
    wear: 'hardhat',
  },
};

/** The logo of partner `index` of PARTNERS, uploaded as `ref`. */
const partnerLogoOf = (index: number, ref: string, seed: number): ArtSpec => {
  const [name, shape, colour, style] = PARTNERS[index]!;
  return { ref, kind: 'partner', shape, colour, name, style, width: 400, height: 200, seed };
};

/** A person's portrait: the same drawing, and so the same bytes, under every name it is uploaded as. */
const portraitOf = (name: string, ref: string): ArtSpec => {
  const look = LOOKS[name];
  if (!look) throw new Error(`no look for ${name}`);
  const index = Object.keys(LOOKS).indexOf(name);
  return {
    ref,
    kind: 'portrait',
    look,
    backdrop: WALLS[index % WALLS.length]!,
    width: 800,
    height: 1000,
    seed: 200 + index,
  };
};

/** The person each Message tab's block is signed by. */
const SIGNED: Record<keyof typeof PORTRAITS, string> = {
  'Managing Partner': 'Elena Marchetti',
  'Partner One': 'Daniel Osei',
  'Partner Two': 'Priya Raman',
};

const scene = (
  ref: string,
  drawn: Scene,
  seed: number,
  width = 1200,
  height = 800,
  city: City = 'Port Aldren',
  evening = false,
): ArtSpec => ({
  ref,
  kind: 'scene',
  scene: drawn,
  city,
  evening,
  width,
  height,
  seed,
});

/** The slides, one a message: the bridge over the water, careers abroad, the first day. */
const SLIDE_SCENES: Array<[Scene, City, boolean]> = [
  [bridge, 'Port Aldren', true],
  [
    group({
      people: [{ wear: 'scrubs' }, { wear: 'hardhat' }, { wear: 'chef' }, { wear: 'suit' }],
      outdoors: true,
    }),
    'Hamburg',
    false,
  ],
  [
    airport({
      board: 'ARRIVALS',
      rows: [
        ['Port Aldren', 'Landed'],
        ['Doha', 'Landed'],
        ['Vienna', '14:20'],
      ],
      welcome: 'Welcome!',
      plane: true,
    }),
    'Hamburg',
    false,
  ],
];

const FEATURED_SCENES: Record<(typeof FEATURED)[number], [Scene, City]> = {
  'Recruitment fair in Port Aldren': [
    fair({ stands: ['Nursing', 'Engineering', 'Hospitality'] }),
    'Port Aldren',
  ],
  'First flight for a nursing cohort': [
    airport({
      board: 'DEPARTURES',
      rows: [
        ['Hamburg', 'Boarding'],
        ['Vienna', '16:45'],
      ],
      plane: true,
      travellers: [{ wear: 'scrubs' }, { wear: 'scrubs' }, { wear: 'scrubs' }],
    }),
    'Port Aldren',
  ],
  'Orientation class, spring intake': [
    lesson({ lines: ['Orientation', 'Your contract', 'Your first week'] }),
    'Port Aldren',
  ],
  'Container terminal survey for a client': [terminal, 'Port Aldren'],
  'New office tower in Doha': [site(), 'Doha'],
  'Compliance workshop for exporters': [
    talk({ slide: ['Compliance', 'Export licences', 'Customs checks'] }),
    'Port Aldren',
  ],
};

const PROJECT_SCENES: Record<(typeof PROJECTS)[number][0], [Scene, City]> = {
  'Hospital staffing for Hamburg': [
    workbench({ lines: ['Ward 4', 'Welcome, new team!'], wear: 'scrubs', centre: 'bed' }),
    'Hamburg',
  ],
  'Market entry study for a Doha logistics firm': [warehouse({ inspector: true }), 'Doha'],
  'Trade mission to Port Aldren': [
    meeting({ chart: 'map', caption: 'Trade mission', people: 5 }),
    'Port Aldren',
  ],
};

/** The gallery's groups: two different drawings where a group has two photos. */
const GALLERY_SCENES: Record<(typeof GALLERY)[number][0], Array<[Scene, City]>> = {
  'Open day at Meridian House': [
    [building({ name: 'Meridian House', banner: 'Open day', balloons: true }), 'Port Aldren'],
    [desk({ visitors: 2, sign: 'Welcome', item: 'map' }), 'Port Aldren'],
  ],
  'German class for the spring intake': [
    [lesson({ lines: ['Deutsch A1', 'Guten Morgen!', 'Wie heißen Sie?'], green: true }), 'Hamburg'],
    [
      lesson({
        lines: ['Deutsch A1'],
        facing: true,
        students: Array.from({ length: 7 }, () => ({})),
      }),
      'Hamburg',
    ],
  ],
  'Signing with Northgate Health': [
    [
      group({
        people: [{}, {}, {}, {}],
        signing: [
          [INK.teal, '#ffffff'],
          [INK.green, '#ffffff'],
        ],
        wallSign: 'Northgate Health',
      }),
      'Hamburg',
    ],
  ],
  'Welcome at Hamburg airport': [
    [
      airport({
        board: 'ANKUNFT ARRIVALS',
        rows: [
          ['Port Aldren', 'Gelandet'],
          ['Doha', '15:10'],
        ],
        welcome: 'Willkommen!',
        plane: true,
      }),
      'Hamburg',
    ],
    [
      group({
        people: [{ pose: 'wave' }, {}, { pose: 'wave' }, {}, { pose: 'wave' }],
        wallSign: 'Hamburg Airport',
      }),
      'Hamburg',
    ],
  ],
  'Staff outing to the coast': [[coast, 'Port Aldren']],
  'Harbour office, Port Aldren': [
    [building({ name: 'Harbour office', quay: true }), 'Port Aldren'],
  ],
};

const SERVICE_SCENES: Record<string, [Scene, City]> = {
  'Business Strategy': [meeting({ chart: 'line', caption: 'Five-year plan' }), 'Port Aldren'],
  'Market Entry': [mapWall, 'Port Aldren'],
  'International Recruitment': [
    desk({ panel: 1, item: 'diplomas', sign: 'Interview' }),
    'Port Aldren',
  ],
  'Visa Processing': [
    papers({ forms: ['Visa application', 'Degree', 'Police record'], stamp: 'APPROVED' }),
    'Port Aldren',
  ],
  'Travel Management': [flight, 'Port Aldren'],
  'Language Training': [study({ words: ['Guten Tag!', 'Danke', 'Bis bald'] }), 'Vienna'],
};

const PARTNERS: Array<[string, PartnerShape, string, PartnerStyle]> = [
  ['Aldren Air', 'peak', '#b3431f', { face: 'sans', weight: 800, upper: true, tracking: 0.14 }],
  ['Northgate Health', 'leaf', '#3f7d5c', { face: 'sans', weight: 600 }],
  ['Kestrel Institute', 'diamond', '#1f7a4d', { face: 'serif', weight: 600 }],
  ['Port Bank', 'square', '#135d7a', { face: 'sans', weight: 800 }],
  ['Vela Hotels', 'rings', '#3c4a8a', { face: 'serif', weight: 500 }],
  ['Tidewater Eng.', 'wave', '#6a3a8a', { face: 'sans', weight: 700, upper: true, tracking: 0.1 }],
];

const COMPANY_EMBLEMS: Emblem[] = ['bridge', 'plane', 'wave', 'star'];
const COMPANY_COLOURS = [INK.teal, '#c9781a', INK.green, '#5b4a8a'];

const COUNTER_ICONS = ['calendar-event', 'world', 'plane-departure', 'users'];

/** The certificates and licences on the Document page, in the order of DOCUMENTS. */
const CERTIFICATES: Certificate[] = [
  {
    issuer: 'Port Aldren City Corporation',
    title: 'Trade Licence',
    subtitle: 'Licence no. TL-2026-04417',
    statement:
      'This licence is granted to the business named below to trade from the premises stated, subject to the bye-laws of the Corporation.',
    holder: 'Meridian Bridge Group',
    fields: [
      ['Premises', 'Meridian House, 14 Quayside Walk'],
      ['Business', 'Consultancy and overseas services'],
      ['Issued', '2 January 2026'],
      ['Valid until', '31 December 2026'],
    ],
    seal: 'red',
    accent: '#8a3b12',
    signatories: ['Licensing Officer', 'Chief Executive Officer'],
  },
  {
    issuer: 'Kestrel Certification Services',
    title: 'Certificate',
    subtitle: 'ISO 9001:2015 Quality Management',
    statement:
      'This is to certify that the quality management system of the organisation below has been assessed and found to conform to ISO 9001:2015.',
    holder: 'Meridian Bridge Group',
    fields: [
      ['Scope', 'Recruitment, visa processing, consulting'],
      ['Certificate no.', 'QMS-88213'],
      ['First issued', '14 March 2012'],
      ['Valid until', '13 March 2029'],
    ],
    seal: 'gold',
    accent: '#1f5f4a',
    signatories: ['Lead Auditor', 'Managing Director'],
  },
  {
    issuer: 'Ministry of Labour and Employment',
    title: 'Recruiting Licence',
    subtitle: 'Overseas recruitment, licence no. RL-1187',
    statement:
      'The agency named below is licensed to recruit workers for employment abroad under the Overseas Employment Act and its rules.',
    holder: 'Harbour & Crest Recruitment',
    fields: [
      ['Office', 'Meridian House, Port Aldren'],
      ['Sectors', 'Healthcare, engineering, hospitality'],
      ['Issued', '9 September 2024'],
      ['Valid until', '8 September 2027'],
    ],
    seal: 'blue',
    accent: '#27508f',
    signatories: ['Director General', 'Registrar'],
  },
  {
    issuer: 'Port Aldren Chamber of Commerce',
    title: 'Certificate of Membership',
    subtitle: 'Member since 1999',
    statement:
      'The Chamber certifies that the firm below is a member in good standing and entitled to the services of the Chamber for the year 2026.',
    holder: 'Meridian Bridge Group',
    fields: [
      ['Member no.', 'PACC-0314'],
      ['Class', 'Services, ordinary member'],
      ['Year', '2026'],
    ],
    seal: 'gold',
    accent: '#7a2e4a',
    signatories: ['President', 'Secretary General'],
  },
];

/** A drawing placed in a box of another, cropped to fill it. */
const embed = (
  spec: ArtSpec,
  x: number,
  y: number,
  width: number,
  height: number,
  fit: 'slice' | 'meet' = 'slice',
) =>
  svgOf(spec)
    .replace(
      '<svg xmlns="http://www.w3.org/2000/svg"',
      `<svg x="${x}" y="${y}" viewBox="0 0 ${spec.width} ${spec.height}" preserveAspectRatio="xMidYMid ${fit}"`,
    )
    .replace(/ width="\d+" height="\d+">/, ` width="${width}" height="${height}">`);

/** The brochure's pages, in the order of PROFILE_PAGES. */
const PROFILE_ART: Array<
  Pick<Extract<ArtSpec, { kind: 'profile' }>['page'], 'kind' | 'items' | 'art'>
> = [
  {
    kind: 'cover',
    items: [
      'Consultancy and overseas services since 1998: four companies, 180 people, eleven countries.',
    ],
    art: (x, y, width, height) => embed(scene('cover', bridge, 61, 1200, 600), x, y, width, height),
  },
  {
    kind: 'list',
    items: [
      'Business strategy',
      'Market entry',
      'International recruitment',
      'Visa processing',
      'Travel management',
      'Language training',
    ],
  },
  {
    kind: 'people',
    items: STAFF.slice(0, 6).map(([name]) => name),
    art: (x, y, width, height, index) =>
      embed(portraitOf(STAFF[index]![0], 'face'), x, y, width, height),
  },
  {
    kind: 'partners',
    items: PARTNERS.map(([name]) => name),
    art: (x, y, width, height, index) =>
      embed(partnerLogoOf(index, 'logo', 0), x, y, width, height, 'meet'),
  },
];

export const ART: ArtSpec[] = [
  ...SLIDERS.map((slider, index): ArtSpec => {
    const [drawn, city, evening] = SLIDE_SCENES[index]!;
    return scene(slider.image, drawn, 10 + index, 1920, 1080, city, evening);
  }),
  {
    ref: 'siteSettings/logo.png',
    kind: 'lockup',
    name: 'Meridian Bridge',
    tagline: 'GROUP',
    width: 840,
    height: 192,
    seed: 1,
  },
  {
    ref: 'siteSettings/footer-logo.png',
    kind: 'mark',
    emblem: 'bridge',
    width: 160,
    height: 160,
    seed: 1,
  },
  ...GALLERY.flatMap(([caption, count], group) =>
    Array.from({ length: count }, (_, index): ArtSpec => {
      const [drawn, city] = GALLERY_SCENES[caption][index]!;
      return scene(galleryImage(group, index), drawn, 30 + group * 3 + index, 1600, 1067, city);
    }),
  ),
  ...FEATURED.map((caption, index): ArtSpec =>
    scene(
      featuredImage(index),
      FEATURED_SCENES[caption][0],
      50 + index,
      1200,
      800,
      FEATURED_SCENES[caption][1],
    ),
  ),
  ...PROJECTS.map(([caption], index): ArtSpec =>
    scene(
      projectImage(index),
      PROJECT_SCENES[caption][0],
      120 + index,
      1200,
      900,
      PROJECT_SCENES[caption][1],
    ),
  ),
  ...PROFILE_PAGES.map((title, index): ArtSpec => ({
    ref: profilePage(index),
    kind: 'profile',
    page: { title, number: index + 1, ...PROFILE_ART[index]! },
    width: 1200,
    height: 1600,
    seed: 60 + index,
  })),
  ...DOCUMENTS.map((_, index): ArtSpec => ({
    ref: documentImage(index),
    kind: 'certificate',
    doc: CERTIFICATES[index]!,
    width: 1240,
    height: 1754,
    seed: 70 + index,
  })),
  ...Object.entries(PORTRAITS).map(([tab, ref]) =>
    portraitOf(SIGNED[tab as keyof typeof PORTRAITS], ref),
  ),
  ...PARTNER_LOGOS.map((ref, index) => partnerLogoOf(index, ref, 90 + index)),
  ...COMPANIES.map((company, index): ArtSpec => ({
    ref: company.logo,
    kind: 'mark',
    emblem: COMPANY_EMBLEMS[index]!,
    colour: COMPANY_COLOURS[index],
    width: 400,
    height: 400,
    seed: 100 + index,
  })),
  scene(
    'cms/ContentImage/about.jpg',
    building({
      name: 'Meridian House',
      people: [{ wear: 'suit' }, { wear: 'suit', pose: 'wave' }, {}, { wear: 'suit' }],
    }),
    110,
    1200,
    900,
  ),
  scene(
    'cms/ContentImage/about-team.jpg',
    group({ people: [{}, {}, {}, {}, {}, {}], wallSign: 'Meridian Bridge Group' }),
    112,
    1200,
    900,
  ),
  scene('cms/ContentImage/title-banner.jpg', bridge, 111, 1920, 480, 'Port Aldren', true),
  ...COUNTERS.map((_, index): ArtSpec => ({
    ref: counterIcon(index),
    kind: 'icon',
    icon: COUNTER_ICONS[index]!,
    width: 128,
    height: 128,
    seed: 130 + index,
  })),
  ...ABOUT_VOICES.map(([name], index) => portraitOf(name, voicePortrait(index))),
  ...STAFF.flatMap(([name], index) =>
    index === STAFF.length - 1 ? [] : [portraitOf(name, staffPortrait(index))],
  ),
  ...TESTIMONIALS.flatMap((testimonial) =>
    testimonial.image && testimonial.name ? [portraitOf(testimonial.name, testimonial.image)] : [],
  ),
  ...SERVICE_IMAGES.map((title, index): ArtSpec =>
    scene(
      serviceImage(title),
      SERVICE_SCENES[title]![0],
      140 + index,
      1200,
      800,
      SERVICE_SCENES[title]![1],
    ),
  ),
  ...SISTER_CONCERNS.flatMap((company): ArtSpec[] => [
    {
      ref: company.image!,
      kind: 'mark',
      emblem: 'book',
      colour: INK.sea,
      width: 400,
      height: 400,
      seed: 150,
    },
    scene(
      company.images[0]!,
      workbench({
        lines: ['Site safety', 'Hard hat, boots, harness'],
        wear: 'hardhat',
        centre: 'cones',
      }),
      151,
      1200,
      800,
    ),
    scene(
      company.images[1]!,
      workbench({ lines: ['Hotel kitchen', 'Hygiene and service'], wear: 'chef', centre: 'stove' }),
      152,
      1200,
      800,
    ),
  ]),
  ...COUNTRIES.map(([country, , colours, stripes], index): ArtSpec => ({
    ref: flagImage(index),
    kind: 'flag',
    colours,
    stripes: country === 'Qatar' ? 'serrated' : stripes,
    width: 600,
    height: 400,
    seed: 160 + index,
  })),
];

/** A picture notice: a poster of its subject with its headline, date and place. */
export const noticePoster = (
  ref: string,
  id: number,
  title: string,
  date: string | null,
): ArtSpec => ({
  ref,
  kind: 'poster',
  scene: building({ name: 'Kaispeicher 7', banner: 'European desk', balloons: true }),
  city: 'Hamburg',
  words: {
    kicker: 'Notice',
    title,
    lines: [
      date
        ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : 'Date to follow',
      'Kaispeicher 7, Lagerhausstraße, Hamburg 20457',
      'Visits by appointment: +1 555 014 2200',
    ],
  },
  width: 1200,
  height: 1600,
  seed: 7 + id,
});
