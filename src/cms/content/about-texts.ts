/**
 * The back office's `about` table holds every "about"-style text of a site, told apart by a
 * free-text `content_type` (CMS-API §2.4): the about page's texts, the mission, vision and
 * values, the story, the leadership's messages. Matched case and spacing aside; a type no rule
 * names is an about text, so nothing an editor types is lost.
 */
import type { RecordOf } from '../schema.ts';
import { section, type Section } from './sections.ts';
import { nameKey } from './slots.ts';

export type AboutRow = RecordOf<'abouts'>;
export type AboutTopic = 'about' | 'mission' | 'history' | 'message';

const TOPICS: Record<Exclude<AboutTopic, 'about'>, string[]> = {
  mission: [
    'our mission',
    'mission',
    'our vision',
    'vision',
    'our values',
    'values',
    'mission and vision',
    'mission vision',
  ],
  history: ['our story', 'story', 'our history', 'history'],
  message: ['company message', 'message', 'chairman message', 'managing director message'],
};
const TOPIC_OF = new Map(
  Object.entries(TOPICS).flatMap(([topic, types]) =>
    types.map((type) => [nameKey(type), topic as AboutTopic]),
  ),
);

export const topicOf = (row: AboutRow): AboutTopic =>
  TOPIC_OF.get(nameKey(row.content_type ?? '')) ?? 'about';

export const rowsOf = (rows: readonly AboutRow[], topic: AboutTopic): AboutRow[] =>
  rows.filter((row) => topicOf(row) === topic);

/** The mission comes before the vision and the values, whatever order the rows were entered in. */
const MISSION_ORDER = ['mission', 'vision', 'values'];
const missionRank = (row: AboutRow) => {
  const type = nameKey(row.content_type ?? '');
  const rank = MISSION_ORDER.findIndex((word) => type.includes(word));
  return rank === -1 ? MISSION_ORDER.length : rank;
};

/** The mission, vision and values rows, in that order; rows of one kind keep the editors' order. */
export const missionRows = (rows: readonly AboutRow[]): AboutRow[] =>
  rowsOf(rows, 'mission').sort((a, b) => missionRank(a) - missionRank(b));

/** An about row as a section: under its title, or its type when the title was left empty (3 of 10 rows in 2026). */
export function aboutSection(row: AboutRow): Section[] {
  const heading = row.title ?? row.content_type;
  return section(
    heading,
    row.details,
    row.image ? [{ ref: row.image, caption: heading }] : [],
    `about text ${row.id}`,
  );
}

/** Which about text leads the home page: the types that introduce the group, in this order of preference. */
const HOME_TYPES = ['about us', 'company intro', 'our company'];

export function homeAboutRow(rows: readonly AboutRow[]): AboutRow | undefined {
  const about = rowsOf(rows, 'about').filter((row) => row.details !== null);
  for (const type of HOME_TYPES) {
    const row = about.find((candidate) => nameKey(candidate.content_type ?? '') === type);
    if (row) return row;
  }
  return about[0];
}
