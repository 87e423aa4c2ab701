/** The template's static services (SPEC §3: id, fIcon1, title, description, images); ids 1 to 16. */
export interface Service {
  id: number;
  /** The template's icon-font class; the site draws its own icon from it. */
  fIcon1: string;
  title: string;
  description: string;
}

const LIST: Array<[string, string, string]> = [
  ['fi-strategy', 'Business Strategy', 'Growth plans and feasibility studies grounded in numbers your board can check.'],
  ['fi-globe', 'Market Entry', 'Regulation, partners and premises for your first year in a new country.'],
  ['fi-shield', 'Compliance Desk', 'Licences, labour law and audit preparation handled before they become problems.'],
  ['fi-team', 'International Recruitment', 'Skilled candidates sourced, screened and briefed for employers abroad.'],
  ['fi-passport', 'Visa Processing', 'Work and family visas prepared, submitted and tracked to the decision.'],
  ['fi-stamp', 'Document Attestation', 'Certificates verified and attested by the right ministries and embassies.'],
  ['fi-plane', 'Travel Management', 'Tickets, transfers and group travel arranged around your start dates.'],
  ['fi-home', 'Relocation Support', 'Housing, schooling and first-week help for people moving with their families.'],
  ['fi-book', 'Language Training', 'Courses that get new arrivals talking at work from the first day.'],
  ['fi-chart', 'Financial Advisory', 'Budgets, cash flow and investment cases for expanding companies.'],
  ['fi-handshake', 'Employer Partnerships', 'Long-term hiring programmes with the employers we have vetted.'],
  ['fi-clipboard', 'Pre-departure Orientation', 'What to expect, what to bring and who to call, before the flight.'],
  ['fi-medical', 'Medical Screening', 'Health checks booked with approved clinics and results tracked.'],
  ['fi-scale', 'Contract Review', "Employment contracts read and explained in the worker's own language."],
  ['fi-support', 'Aftercare', 'We stay in touch with every placement through the first year.'],
  ['fi-training', 'Corporate Training', 'Workshops for managers leading teams across cultures and time zones.'],
];

export const SERVICES: Service[] = LIST.map(([fIcon1, title, description], index) => ({ id: index + 1, fIcon1, title, description }));
