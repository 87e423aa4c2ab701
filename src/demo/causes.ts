/** SPEC §3 cause: id, images, process percent, thumb category, cTitle, Goal, Raised, author. Ids 1 to 12. */
export interface Cause {
  id: number;
  /** Demo scene number (src/demo/images). */
  images: number;
  processPercent: number;
  thumbCategory: string;
  cTitle: string;
  Goal: number;
  Raised: number;
  author: string;
  description: string;
}

const ROWS: Array<[string, string, number, number]> = [
  ['Education', 'School kits for children of workers abroad', 12000, 8400],
  ['Health', 'Health checks for first-time migrants', 20000, 11600],
  ['Community', 'A welcome centre for new arrivals', 35000, 21000],
  ['Education', 'Language classes for families', 9000, 7650],
  ['Relief', 'Emergency fund for stranded workers', 50000, 32500],
  ['Health', 'Clean water for the harbour district', 18000, 6300],
  ['Community', 'Legal advice clinic, free on Saturdays', 15000, 12750],
  ['Education', 'Scholarships for nursing students', 40000, 14000],
  ['Relief', 'Winter clothing drive', 6000, 5700],
  ['Community', 'Sports for young people after school', 8000, 3200],
  ['Health', 'Mental health support line', 25000, 9750],
  ['Education', 'Computer lab for the community school', 16000, 4800],
];
const AUTHORS = ['Elena Marchetti', 'Daniel Osei', 'Priya Raman'];

export const CAUSES: Cause[] = ROWS.map(([thumbCategory, cTitle, Goal, Raised], index) => ({
  id: index + 1,
  images: (index % 12) + 1,
  processPercent: Math.round((Raised / Goal) * 100),
  thumbCategory,
  cTitle,
  Goal,
  Raised,
  author: AUTHORS[index % AUTHORS.length]!,
  description: `${cTitle}: a programme run with our partners in the communities where our staff and candidates live. Every gift goes to the programme; our group covers the running costs.`,
}));

/** SPEC §3 campaign: goal, raised, percent; three are featured. */
export const CAMPAIGNS = CAUSES.slice(0, 3).map(({ id, cTitle, Goal, Raised, processPercent }) => ({
  id,
  title: cTitle,
  goal: Goal,
  raised: Raised,
  percent: processPercent,
}));
