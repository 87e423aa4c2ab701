import { neighbours } from './neighbour.ts';

/** SPEC §3 blog post: id, title, description, author, authorTitle, create_at, comment count, format class. 15 posts. */
export interface Post {
  id: number;
  title: string;
  description: string;
  author: string;
  authorTitle: string;
  create_at: string;
  comment: number;
  /** The template's post format: a video post opens the video modal from the list. */
  format: 'standard' | 'video';
  image: number;
}

const TITLES = [
  'What a first year abroad really costs',
  'Five documents every work visa needs',
  'How we check an employer before we recruit for them',
  'Market entry: the questions boards forget',
  'Learning the language before the flight',
  'A day at the welcome centre',
  'Compliance is a growth tool',
  'Bringing your family: a checklist',
  'Nurses in demand: what hospitals ask for',
  'Our European desk turns one',
  'Why we answer every application',
  'Contracts in your own language',
  'Engineering skills the market lacks',
  'From candidate to colleague',
  'Ten years of ISO 9001',
];
const AUTHORS: Array<[string, string]> = [
  ['Elena Marchetti', 'Managing Partner'],
  ['Daniel Osei', 'Partner, Consulting'],
  ['Priya Raman', 'Partner, Overseas Services'],
];

export const POSTS: Post[] = TITLES.map((title, index) => ({
  id: index + 1,
  title,
  description: `${title}. Notes from our consultants and recruiters on doing cross-border work properly, with the questions clients and candidates ask us most often and the answers we give them.`,
  author: AUTHORS[index % 3]![0],
  authorTitle: AUTHORS[index % 3]![1],
  create_at: `2026-${String(11 - (index % 11)).padStart(2, '0')}-${String(3 + index).padStart(2, '0')}`,
  comment: 3,
  format: index % 4 === 1 ? 'video' : 'standard',
  // Its own picture, numbered after the causes' and events' (npm run demo-images draws it for the title).
  image: 22 + index,
}));

export const CATEGORIES = [
  'Consulting',
  'Recruitment',
  'Visas',
  'Relocation',
  'Training',
  'Company news',
];

const COMMENTS = [
  {
    name: 'Amira Haddad',
    daysAfter: 1,
    text: 'Clear and practical, thank you. The document checklist saved us a second trip to the embassy.',
  },
  {
    name: 'Lukas Weber',
    daysAfter: 3,
    text: 'Would love a follow-up on what employers in Germany expect in the first month.',
  },
  {
    name: 'Grace Mensah',
    daysAfter: 8,
    text: 'Shared this with my sister, who starts in Doha next spring.',
  },
];

export interface Comment {
  name: string;
  /** YYYY-MM-DD */
  date: string;
  text: string;
}

/** The template's static comments, dated after what they comment on (a post, or a cause's start). */
export const commentsAfter = (isoDate: string): Comment[] =>
  COMMENTS.map(({ name, daysAfter, text }) => {
    const date = new Date(`${isoDate}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + daysAfter);
    return { name, text, date: date.toISOString().slice(0, 10) };
  });

/**
 * The posts shown as related: the ones after this post, wrapping around, so every post is
 * linked. On a list (id 0) they are the first posts.
 */
export const relatedPosts = (id: number, count: number): Post[] =>
  id === 0 ? POSTS.slice(0, count) : neighbours(POSTS, id, count);
