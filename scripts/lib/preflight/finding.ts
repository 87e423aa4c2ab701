/**
 * One thing the pre-flight report tells editors before visitors see it: where it is in the
 * back office (the screen and the row's title, as editors see them), what a visitor would see,
 * and how to fix it. A finding never stops a publish; it is said once in each publish's report.
 */
import { quotable } from '../../../src/cms/clean-values.ts';
import { counted } from '../pull/change-words.ts';

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

/** A place in the back office: the screen an editor opens and the row's title on it. */
export interface Place {
  screen: string;
  /** The row as the screen lists it (its title or name); absent for a whole screen. */
  row?: string;
  /** The field of the row's form, where the finding is in one field. */
  field?: string;
}

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

/** `Notices › “Office closed on Friday” (Note)`. */
export function placeWords({ screen, row, field }: Place): string {
  return `${screen}${row === undefined ? '' : ` › “${row}”`}${field ? ` (${field})` : ''}`;
}

/** One finding as a paragraph an editor reads in the report or a notification. */
export function findingWords(finding: Finding): string {
  const where = finding.where.map(placeWords).join(' and ');
  // A finding quotes what editors wrote: quoted on one line, it holds no control that reorders it.
  return quotable(`${where ? `${where}: ` : ''}${finding.visitor} To fix: ${finding.fix}`);
}
