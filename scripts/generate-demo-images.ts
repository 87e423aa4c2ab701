/**
 * npm run demo-images
 * Draws the template pages' pictures (src/demo/images/): one scene per cause, event, post and
 * project, drawn for its title, and one portrait per team member and testimonial author. Each
 * record names its own picture number, so no list shows a drawing twice. Ours, deterministic.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CAUSES } from '../src/demo/causes.ts';
import { EVENTS } from '../src/demo/events.ts';
import { POSTS } from '../src/demo/blog.ts';
import { PROJECTS } from '../src/demo/projects.ts';
import { TEAM } from '../src/demo/team.ts';
import { TESTIMONIALS } from '../src/demo/testimonials.ts';
import { runMain } from './lib/cli/main.ts';
import type { City } from './lib/sample/art/cities.ts';
import type { Look } from './lib/sample/art/people.ts';
import { INK, WALLS } from './lib/sample/art/random.ts';
import { drive, fair, group, party } from './lib/sample/art/scenes/gatherings.ts';
import {
  building,
  football,
  market,
  run,
  site,
  waterPoint,
  warehouse,
} from './lib/sample/art/scenes/outdoors.ts';
import { desk, lesson, mapWall, meeting, talk, workbench } from './lib/sample/art/scenes/rooms.ts';
import type { Scene } from './lib/sample/art/scenes/stage.ts';
import { budget, contracts, inbox, kits, papers } from './lib/sample/art/scenes/still.ts';
import { airport, home, study } from './lib/sample/art/scenes/travel.ts';
import { drawArt, type ArtSpec } from './lib/sample/images.ts';

export const DEMO_IMAGES_DIR = 'src/demo/images';

const CAUSE_SCENES: Record<string, Scene> = {
  'School kits for children of workers abroad': kits,
  'Health checks for first-time migrants': desk({
    host: { wear: 'scrubs' },
    item: 'eyechart',
    sign: 'Health check',
  }),
  'A welcome centre for new arrivals': building({
    name: 'Welcome Centre',
    people: [{ pose: 'wave' }, {}, {}, { pose: 'wave' }],
  }),
  'Language classes for families': lesson({
    lines: ['Hallo!', 'Ich heiße Sara.', 'Wie geht es dir?'],
    green: true,
  }),
  'Emergency fund for stranded workers': airport({
    board: 'DEPARTURES',
    rows: [
      ['Doha', 'Cancelled'],
      ['Manila', 'Cancelled'],
      ['Dubai', 'Delayed'],
    ],
    seated: true,
  }),
  'Clean water for the harbour district': waterPoint,
  'Legal advice clinic, free on Saturdays': desk({
    item: 'scales',
    sign: 'Legal advice',
    visitors: 2,
  }),
  'Scholarships for nursing students': workbench({
    lines: ['Nursing school', 'Scholarship class'],
    wear: 'scrubs',
    centre: 'bed',
  }),
  'Winter clothing drive': drive({ sign: 'Coats here' }),
  'Sports for young people after school': football,
  'Mental health support line': desk({
    headset: true,
    visitors: 0,
    item: 'clock',
    sign: 'Support line',
  }),
  'Computer lab for the community school': workbench({
    lines: ['Computer lab'],
    wear: 'student',
    centre: 'computers',
    children: true,
  }),
};

const EVENT_SCENES: Record<string, Scene> = {
  'Open day at Meridian House': building({
    name: 'Meridian House',
    banner: 'Open day',
    balloons: true,
  }),
  'Pre-departure orientation: healthcare': lesson({
    lines: ['Healthcare abroad', 'Your first shift', 'Insurance'],
    students: Array.from({ length: 6 }, () => ({ wear: 'scrubs' as const })),
  }),
  'Employer fair for engineers': fair({
    stands: ['Civil', 'Electrical', 'Mechanical'],
    staff: 'hardhat',
  }),
  'Workshop: first year in a new market': mapWall,
  'Family information evening': talk({
    slide: ['Moving as a family', 'Schools', 'Housing'],
    audience: [
      { pose: 'back' },
      { pose: 'back' },
      { pose: 'back' },
      { pose: 'back' },
      { pose: 'back' },
      { pose: 'back' },
    ],
  }),
  'Charity run for the welcome centre': run({ arch: 'Run for the welcome centre' }),
  'Compliance breakfast briefing': meeting({
    chart: 'check',
    caption: 'Breakfast briefing',
    people: 5,
  }),
  'Language café': party({ decoration: 'bunting', bubbles: ['Hallo!', 'Hola', 'Bonjour', 'Ciao'] }),
  'Alumni reunion': party({ decoration: 'lights', terrace: true }),
};

const POST_SCENES: Record<string, Scene> = {
  'What a first year abroad really costs': budget,
  'Five documents every work visa needs': papers({
    forms: ['Passport copy', 'Degree', 'Police record', 'Medical'],
    stamp: 'CHECKED',
  }),
  'How we check an employer before we recruit for them': warehouse({ inspector: true }),
  'Market entry: the questions boards forget': meeting({ chart: 'bars', caption: 'Questions?' }),
  'Learning the language before the flight': study({
    words: ['Guten Tag!', 'Danke', 'Bitte'],
    plane: true,
  }),
  'A day at the welcome centre': desk({ visitors: 2, sign: 'Welcome Centre', item: 'clock' }),
  'Compliance is a growth tool': talk({ slide: 'line' }),
  'Bringing your family: a checklist': home({ checklist: true }),
  'Nurses in demand: what hospitals ask for': workbench({
    lines: ['Ward 2', 'Night shift'],
    wear: 'scrubs',
    centre: 'bed',
    people: 2,
  }),
  'Our European desk turns one': party({ decoration: 'balloons', cake: 1, banner: 'One year!' }),
  'Why we answer every application': inbox,
  'Contracts in your own language': contracts({ headings: ['Contract', 'Vertrag', 'Contrato'] }),
  'Engineering skills the market lacks': site({ people: 3 }),
  'From candidate to colleague': group({
    people: [{}, {}, {}, {}],
    handshake: true,
    wallSign: 'Welcome to the team',
  }),
  'Ten years of ISO 9001': group({
    people: [{ pose: 'wave' }, {}, { pose: 'wave' }],
    certificate: 'ISO 9001',
  }),
};

/** Each topic drawn a different way each time it recurs on /project, in the project's own city. */
const PROJECT_SCENES: Record<string, Scene[]> = {
  'Market study': [
    mapWall,
    meeting({ chart: 'pie', caption: 'Market size' }),
    desk({ visitors: 0, screenChart: 'line', item: 'map' }),
    market,
  ],
  'Recruitment drive': [
    desk({ panel: 2, item: 'diplomas', sign: 'Interview' }),
    fair({ stands: ['Nurses', 'Drivers', 'Engineers'] }),
    talk({ slide: ['Jobs in Vienna', 'Hotel staff', 'Apply today'] }),
    workbench({ lines: ['Skills test', 'Nursing'], wear: 'scrubs', centre: 'bed' }),
  ],
  'Relocation programme': [
    home({ boxes: true }),
    airport({
      board: 'DEPARTURES',
      rows: [
        ['Hamburg', 'Boarding'],
        ['Vienna', '18:05'],
      ],
      plane: true,
    }),
    airport({ board: 'ARRIVALS', rows: [['Manila', 'Landed']], welcome: 'Welcome!' }),
    home({ keys: true }),
  ],
  'Compliance review': [
    papers({ forms: ['Licence', 'Audit', 'Permit'], magnifier: true }),
    warehouse({ inspector: true }),
    contracts({ headings: ['Policy', 'Checklist', 'Report'] }),
    site(),
  ],
  'Training programme': [
    lesson({ lines: ['Module 3', 'Customer service', 'Role play'] }),
    workbench({ lines: ['Site safety'], wear: 'hardhat', centre: 'cones' }),
    workbench({ lines: ['Kitchen skills'], wear: 'chef', centre: 'stove' }),
  ],
  'Employer partnership': [
    group({ people: [{}, {}, {}, {}], handshake: true, outdoors: true }),
    group({
      people: [{}, {}, {}, {}],
      signing: [
        [INK.teal, '#ffffff'],
        [INK.accent, '#ffffff'],
      ],
    }),
    meeting({ chart: 'video', caption: 'Weekly call' }),
  ],
};

const PEOPLE: Record<string, Look> = {
  'Sofia Lindqvist': {
    skin: '#f2d3bd',
    hair: '#c9a06a',
    style: 'long',
    top: INK.teal,
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Kwame Boateng': {
    skin: '#4a2c1d',
    hair: '#1d1a17',
    style: 'crop',
    top: INK.accent,
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Mei Chen': {
    skin: '#f2d3bd',
    hair: '#1d1a17',
    style: 'ponytail',
    top: INK.coral,
    bottom: '#2b3440',
    wear: 'casual',
    glasses: true,
  },
  'Omar Farouk': {
    skin: '#d49a6a',
    hair: '#2b2b33',
    style: 'short',
    top: INK.green,
    bottom: '#2b3440',
    wear: 'casual',
    beard: true,
  },
  'Isabel Duarte': {
    skin: '#d49a6a',
    hair: '#6a4328',
    style: 'curly',
    top: '#55405f',
    bottom: '#2b3440',
    wear: 'casual',
  },
  'Henrik Olsen': {
    skin: '#f2d3bd',
    hair: '#8c8c8c',
    style: 'short',
    top: INK.navy,
    bottom: '#2b3440',
    wear: 'casual',
    glasses: true,
  },
  'Dr. Hannah Koch': {
    skin: '#f2d3bd',
    hair: '#c9a06a',
    style: 'crop',
    top: '#5d7fb8',
    bottom: '#5d7fb8',
    wear: 'scrubs',
  },
  'Rajesh Iyer': {
    skin: '#8d5a3b',
    hair: '#1d1a17',
    style: 'short',
    top: INK.navy,
    bottom: '#2b3440',
    wear: 'suit',
  },
  'Ana Santos': {
    skin: '#d49a6a',
    hair: '#3b2a1e',
    style: 'ponytail',
    top: '#3a3a44',
    bottom: '#2b3440',
    wear: 'hardhat',
  },
  'Tomasz Nowak': {
    skin: '#e8b894',
    hair: '#a56b3a',
    style: 'crop',
    top: '#6b7785',
    bottom: '#2b3440',
    wear: 'casual',
    beard: true,
  },
  'Leila Haddad': {
    skin: '#e8b894',
    hair: INK.coral,
    style: 'hijab',
    top: '#2e4a3d',
    bottom: '#2b3440',
    wear: 'suit',
  },
  'Peter Lang': {
    skin: '#f2d3bd',
    hair: '#8c8c8c',
    style: 'bald',
    top: '#3a3a44',
    bottom: '#2b3440',
    wear: 'suit',
    beard: true,
  },
};

const file = (prefix: string, number: number) => `${prefix}-${String(number).padStart(2, '0')}.jpg`;

function sceneSpec(number: number, title: string, drawn: Scene | undefined, city: City): ArtSpec {
  if (!drawn) throw new Error(`no picture drawn for "${title}"`);
  return {
    ref: file('scene', number),
    kind: 'scene',
    scene: drawn,
    city,
    evening: /evening/i.test(title),
    width: 900,
    height: 600,
    seed: 300 + number,
  };
}

const CITY_OF = (title: string): City =>
  (title.split(', ').at(-1) as City | undefined) ?? 'Port Aldren';

const topicCount = new Map<string, number>();
const specs: ArtSpec[] = [
  ...CAUSES.map((cause) =>
    sceneSpec(cause.images, cause.cTitle, CAUSE_SCENES[cause.cTitle], 'Port Aldren'),
  ),
  ...EVENTS.map((event) =>
    sceneSpec(event.image, event.eTitle, EVENT_SCENES[event.eTitle], 'Port Aldren'),
  ),
  ...POSTS.map((post) =>
    sceneSpec(
      post.image,
      post.title,
      POST_SCENES[post.title],
      post.id % 2 ? 'Hamburg' : 'Port Aldren',
    ),
  ),
  ...PROJECTS.map((project) => {
    const seen = topicCount.get(project.category) ?? 0;
    topicCount.set(project.category, seen + 1);
    return sceneSpec(
      project.images,
      project.title,
      PROJECT_SCENES[project.category]?.[seen],
      CITY_OF(project.title),
    );
  }),
  ...[
    ...TEAM.map((member) => [member.image, member.name] as const),
    ...TESTIMONIALS.map((testimonial) => [testimonial.image, testimonial.name] as const),
  ].map(([number, name]): ArtSpec => {
    const look = PEOPLE[name];
    if (!look) throw new Error(`no look for ${name}`);
    return {
      ref: file('person', number),
      kind: 'portrait',
      look,
      backdrop: WALLS[number % WALLS.length]!,
      width: 480,
      height: 600,
      seed: 400 + number,
    };
  }),
];

runMain(async () => {
  const refs = specs.map((spec) => spec.ref);
  const twice = refs.find((ref, index) => refs.indexOf(ref) !== index);
  if (twice) throw new Error(`two records share ${twice}: give each its own picture number`);
  // Pictures no record uses any more go, so the glob in src/demo/images.ts sees only these.
  for (const old of await readdir(DEMO_IMAGES_DIR))
    if (old.endsWith('.jpg') && !refs.includes(old)) await rm(join(DEMO_IMAGES_DIR, old));
  for (const spec of specs) await writeFile(join(DEMO_IMAGES_DIR, spec.ref), await drawArt(spec));
  console.log(`${specs.length} demo images written to ${DEMO_IMAGES_DIR}/`);
}, 'demo-images');
