/** SPEC §3 event: id, image, date, eTitle, dec. Ids 1 to 9. */
export interface DemoEvent {
  id: number;
  image: number;
  date: string;
  eTitle: string;
  dec: string;
  time: string;
  place: string;
}

const ROWS: Array<[string, string]> = [
  ['2026-12-05', 'Open day at Meridian House'],
  ['2026-12-12', 'Pre-departure orientation: healthcare'],
  ['2027-01-09', 'Employer fair for engineers'],
  ['2027-01-23', 'Workshop: first year in a new market'],
  ['2027-02-06', 'Family information evening'],
  ['2027-02-20', 'Charity run for the welcome centre'],
  ['2027-03-06', 'Compliance breakfast briefing'],
  ['2027-03-20', 'Language café'],
  ['2027-04-03', 'Alumni reunion'],
];

export const EVENTS: DemoEvent[] = ROWS.map(([date, eTitle], index) => ({
  id: index + 1,
  // Its own picture, numbered after the twelve causes' (npm run demo-images draws it for the title).
  image: 13 + index,
  date,
  eTitle,
  dec: `${eTitle}. Meet our consultants and partners, ask your questions and leave with a plan. Free to attend; please register at the front desk.`,
  time: `${9 + (index % 4)}:00 to ${13 + (index % 4)}:00`,
  place: 'Meridian House, 14 Quayside Walk, Port Aldren',
}));
