import { describe, expect, it } from 'vitest';
import { nameKey, sameName, slotOf } from '../../src/cms/content/slots.ts';

describe('block and image-group names editors type', () => {
  it.each([
    ['Email', 'email'],
    ['Email Us', 'email'],
    ['E-mail', 'email'],
    ['Phone', 'phone'],
    ['Call Now', 'phone'],
    ['Brand', 'partners'],
    ['Partner', 'partners'],
    ['  our   SERVICES ', 'services'],
    ['OUR DOCUMENT', 'documents'],
    ['Managing Partner', 'managingPartner'],
    ['Our Story', 'history'],
  ])('%j fills the %s slot', (name, slot) => expect(slotOf(name)).toBe(slot));

  it.each(['Web Design', 'Happy Clients', 'Meridian Consulting', 'Ayesha Rahman'])(
    '%j fills none: it is a section of its own',
    (name) => expect(slotOf(name)).toBeUndefined(),
  );

  it('reads a block and its image group as one name, case, spacing and punctuation aside', () => {
    expect(sameName('Web Design', 'web  design')).toBe(true);
    expect(sameName('Harbour & Crest', 'Harbour Crest')).toBe(true);
    expect(nameKey('Übersee')).toBe('übersee');
  });
});
