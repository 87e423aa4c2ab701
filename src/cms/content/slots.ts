/**
 * How block and image-group names are read. Editors type names freely (CMS-API §1.6), so a name
 * fills one of the site's slots when it matches one of the slot's names, case, spacing and
 * punctuation aside; the other names each becomes a section of its own (./sections.ts).
 * The aliases are names real installations of the back office use.
 */

export const SLOT_NAMES = {
  title: ['title', 'banner'],
  about: ['about', 'about us', 'who we are'],
  featured: ['featured work', 'featured projects', 'our work'],
  services: ['our services', 'services'],
  partners: ['partner', 'partners', 'our partners', 'brand', 'brands', 'our brands'],
  mission: ['mission', 'our mission'],
  vision: ['vision', 'our vision'],
  values: ['values', 'our values', 'core values'],
  performance: ['performance', 'our performance'],
  history: ['history', 'our history', 'our story'],
  managingPartner: ['managing partner'],
  partnerOne: ['partner one', 'partner 1'],
  partnerTwo: ['partner two', 'partner 2'],
  address: ['address', 'our address', 'office address'],
  email: ['email', 'email us', 'e mail', 'mail us'],
  phone: ['phone', 'call now', 'call us', 'telephone', 'mobile', 'hotline'],
  map: ['map', 'google map', 'our location', 'location'],
  licence: [
    'licence',
    'license',
    'licence no',
    'license no',
    'licence number',
    'license number',
    'recruiting licence',
    'recruiting license',
    'rl no',
    'rl number',
  ],
  hours: ['office hours', 'opening hours', 'office time', 'working hours', 'business hours'],
  gallery: ['gallery', 'photo gallery', 'photos'],
  profile: ['profile', 'company profile'],
  documents: ['our document', 'our documents', 'documents', 'document'],
} as const;
export type Slot = keyof typeof SLOT_NAMES;

/** A name as compared: Unicode-folded, lowercase, each run of other characters one space. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const SLOT_OF = new Map(
  Object.entries(SLOT_NAMES).flatMap(([slot, names]) =>
    names.map((name) => [nameKey(name), slot as Slot]),
  ),
);

/** The slot a block or image-group name fills, if any. */
export const slotOf = (name: string): Slot | undefined => SLOT_OF.get(nameKey(name));

/** Whether two names are the same name as editors mean it (a block and its image group). */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
