/** SPEC §3 team member: id, image, name, title. The team slider shows 6. */
export interface TeamMember {
  id: number;
  image: number;
  name: string;
  title: string;
  bio: string;
}

const ROWS: Array<[string, string]> = [
  ['Sofia Lindqvist', 'Volunteer Coordinator'],
  ['Kwame Boateng', 'Community Programmes'],
  ['Mei Chen', 'Fundraising Lead'],
  ['Omar Farouk', 'Welcome Centre Manager'],
  ['Isabel Duarte', 'Training Volunteer'],
  ['Henrik Olsen', 'Events Volunteer'],
];

export const TEAM: TeamMember[] = ROWS.map(([name, title], index) => ({
  id: index + 1,
  image: index + 1,
  name,
  title,
  bio: `${name} joined our community programmes as ${title.toLowerCase()} and now leads a team of volunteers who welcome new arrivals every week.`,
}));
