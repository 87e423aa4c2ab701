/** The template's static services (SPEC §3: id, fIcon1, title, description, images); ids 1 to 16. */
export interface Service {
  id: number;
  /** The template's icon field: here the name of the service's icon in the site's set (Tabler). */
  fIcon1: string;
  title: string;
  description: string;
}

const LIST: Array<[string, string, string]> = [
  [
    'chess-knight',
    'Business Strategy',
    'Growth plans and feasibility studies grounded in numbers your board can check.',
  ],
  [
    'world',
    'Market Entry',
    'Regulation, partners and premises for your first year in a new country.',
  ],
  [
    'shield-check',
    'Compliance Desk',
    'Licences, labour law and audit preparation handled before they become problems.',
  ],
  [
    'users-group',
    'International Recruitment',
    'Skilled candidates sourced, screened and briefed for employers abroad.',
  ],
  [
    'id-badge-2',
    'Visa Processing',
    'Work and family visas prepared, submitted and tracked to the decision.',
  ],
  [
    'file-certificate',
    'Document Attestation',
    'Certificates verified and attested by the right ministries and embassies.',
  ],
  [
    'plane-departure',
    'Travel Management',
    'Tickets, transfers and group travel arranged around your start dates.',
  ],
  [
    'home-move',
    'Relocation Support',
    'Housing, schooling and first-week help for people moving with their families.',
  ],
  [
    'language',
    'Language Training',
    'Courses that get new arrivals talking at work from the first day.',
  ],
  [
    'chart-line',
    'Financial Advisory',
    'Budgets, cash flow and investment cases for expanding companies.',
  ],
  [
    'heart-handshake',
    'Employer Partnerships',
    'Long-term hiring programmes with the employers we have vetted.',
  ],
  [
    'clipboard-list',
    'Pre-departure Orientation',
    'What to expect, what to bring and who to call, before the flight.',
  ],
  [
    'stethoscope',
    'Medical Screening',
    'Health checks booked with approved clinics and results tracked.',
  ],
  [
    'scale',
    'Contract Review',
    "Employment contracts read and explained in the worker's own language.",
  ],
  ['lifebuoy', 'Aftercare', 'We stay in touch with every placement through the first year.'],
  [
    'presentation',
    'Corporate Training',
    'Workshops for managers leading teams across cultures and time zones.',
  ],
];

export const SERVICES: Service[] = LIST.map(([fIcon1, title, description], index) => ({
  id: index + 1,
  fIcon1,
  title,
  description,
}));
