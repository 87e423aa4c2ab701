/** SPEC §3 project: id, title, images. 22 projects. */
export interface Project {
  id: number;
  title: string;
  images: number;
  category: string;
}

const TOPICS = [
  'Market study',
  'Recruitment drive',
  'Relocation programme',
  'Compliance review',
  'Training programme',
  'Employer partnership',
];
const PLACES = [
  'Port Aldren',
  'Hamburg',
  'Vienna',
  'Doha',
  'Singapore',
  'Toronto',
  'Lisbon',
  'Nairobi',
  'Manila',
  'Dubai',
  'Oslo',
];

export const PROJECTS: Project[] = Array.from({ length: 22 }, (_, index) => ({
  id: index + 1,
  title: `${TOPICS[index % TOPICS.length]}, ${PLACES[index % PLACES.length]}`,
  // Its own picture, numbered after the causes', events' and posts' (npm run demo-images draws it for the title).
  images: 37 + index,
  category: TOPICS[index % TOPICS.length]!,
}));
