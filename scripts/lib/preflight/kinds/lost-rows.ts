/**
 * Parts of the site that lost all their rows since the live release (the pull's losses.ts): a
 * list emptied at once is more often a screen that stopped answering than an edit.
 */
import type { Snapshot } from '../../../../src/cms/schema.ts';
import { counted } from '../../pull/change-words.ts';
import { lostParts } from '../../pull/losses.ts';
import type { Finding } from '../finding.ts';

export function lostRows(live: Snapshot | null, next: Snapshot): Finding[] {
  return lostParts(live, next).map(({ screen, menu, count, words }) => ({
    kind: 'lost-rows' as const,
    key: `lost-rows:${screen}:${menu ?? ''}`,
    where: [{ screen, ...(menu === undefined ? {} : { row: menu }) }],
    visitor: `the live website shows ${counted(count, words)} here; after this publish it shows none.`,
    fix: `if they were not deleted on purpose, check the screen still lists them in the back office before you publish.`,
  }));
}
