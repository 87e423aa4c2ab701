/** The scene drawn for each cause, event, post and project of the template's demo pages, by its title. */
import {
  drive,
  fair,
  group,
  party,
} from '../../../../packages/sample-art/art/scenes/gatherings.ts';
import {
  building,
  football,
  market,
  run,
  site,
  waterPoint,
  warehouse,
} from '../../../../packages/sample-art/art/scenes/outdoors.ts';
import {
  desk,
  lesson,
  mapWall,
  meeting,
  talk,
  workbench,
} from '../../../../packages/sample-art/art/scenes/rooms.ts';
import { INK } from '../../../../packages/sample-art/art/random.ts';
import type { Scene } from '../../../../packages/sample-art/art/scenes/stage.ts';
import {
  budget,
  contracts,
  inbox,
  kits,
  papers,
} from '../../../../packages/sample-art/art/scenes/still.ts';
import { airport, home, study } from '../../../../packages/sample-art/art/scenes/travel.ts';

export const CAUSE_SCENES: Record<string, Scene> = {
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

export const EVENT_SCENES: Record<string, Scene> = {
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

export const POST_SCENES: Record<string, Scene> = {
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
export const PROJECT_SCENES: Record<string, Scene[]> = {
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
