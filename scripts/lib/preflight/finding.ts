/**
 * One thing the pre-flight report tells editors before visitors see it: where it is in the
 * back office (the screen and the row's title, as editors see them), what a visitor would see,
 * and how to fix it. A finding never stops a publish; it is said once in each publish's report.
 */
import { quotable } from '../../../src/cms/clean-values.ts';
import { counted } from '../pull/change-words.ts';
import { placeWords, type Place } from '../pull/screens.ts';

export type FindingKind =
  | 'placeholder-text'
  | 'generator-text'
  | 'duplicate-text'
  | 'test-notice'
  | 'decoration-image'
  | 'dead-link'
  | 'empty-menu-page'
  | 'file-name-alt'
  | 'accessibility'
  | 'site-address'
  | 'unshown-value'
  | 'lost-rows'
  | 'left-out';

export interface Finding {
  kind: FindingKind;
  /** The same problem on the same rows keeps its key from pull to pull, so a report says it once. */
  key: string;
  /** Empty for a finding about the report itself (how many more it did not list). */
  where: Place[];
  visitor: string;
  fix: string;
  /**
   * Where it goes in the report: `home`, first, for what the home page shows every visitor;
   * `note`, last, for what needs no action; otherwise between them, by kind.
   */
  rank?: 'home' | 'note';
}

/** `12 things to look at`, `nothing to look at`: how every report and notification counts its findings. */
export const thingsToLookAt = (count: number): string =>
  `${count === 0 ? 'nothing' : counted(count, ['thing', 'things'])} to look at`;

/** One finding as a paragraph an editor reads in the report or a notification. */
export function findingWords(finding: Finding): string {
  const where = finding.where.map(placeWords).join(' and ');
  // A finding quotes what editors wrote: quoted on one line, it holds no control that reorders it.
  return quotable(`${where ? `${where}: ` : ''}${finding.visitor} To fix: ${finding.fix}`);
}
