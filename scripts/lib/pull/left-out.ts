/**
 * What a pull leaves out of the snapshot, kept for the publish report (the manifest's
 * `leftOut`): each value placed as the back office shows it (screens.ts) with its reason. The
 * publisher's log says the same with record ids, for whoever runs the publisher; this list is
 * for editors, and scripts/lib/preflight/kinds/left-out.ts words it.
 */
import type { Entity } from '../../../src/cms/entities.ts';
import { shorten } from '../../../src/cms/sanitise.ts';
import { maskCredentials } from '../../../src/lib/mask-credentials.ts';
import { LEFT_OUT_LIMIT, type LeftOut, type Manifest } from '../../../src/cms/schema.ts';
import type { Place } from './screens.ts';
import { oneLine, rowTitle, screenOf } from './screens.ts';

export type LeaveOut = (item: LeftOut) => void;

/** A place worked out only when something there is left out: most rows never need theirs. */
export type PlaceOf = () => Place;

/** Items held before the first LEFT_OUT_LIMIT are chosen; past it they are only counted. */
const HELD = LEFT_OUT_LIMIT * 10;

/** A text of an item as the report shows it: cleaned, on one line, at most 120 characters. */
const tidy = (text: string): string => shorten(oneLine(text.slice(0, 480)), 120);

const sortKey = ({ screen, row = '', field = '', reason, value = '' }: LeftOut) =>
  [screen, row, field, reason, value].join('\u0000');

/**
 * What one pull left out: every text of an item tidied and short, whatever the back office
 * sent, and the same items chosen on every pull of the same data (lists and files are read in
 * parallel, so items arrive in any order): the first LEFT_OUT_LIMIT by screen, row and field,
 * and a count of the rest.
 */
export class LeftOutList {
  private readonly items: LeftOut[] = [];
  private more = 0;

  readonly add: LeaveOut = ({ screen, row, field, value, ...rest }) => {
    if (this.items.length >= HELD) {
      this.more += 1;
      return;
    }
    this.items.push({
      screen: tidy(screen),
      ...(row === undefined ? {} : { row: tidy(row) }),
      ...(field === undefined ? {} : { field: tidy(field) }),
      ...(value === undefined ? {} : { value: tidy(value) }),
      ...rest,
    });
  };

  get manifestEntry(): NonNullable<Manifest['leftOut']> {
    const sorted = [...this.items].sort((a, b) =>
      sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0,
    );
    return {
      items: sorted.slice(0, LEFT_OUT_LIMIT),
      more: this.more + Math.max(0, sorted.length - LEFT_OUT_LIMIT),
    };
  }
}

/** A record's place: its screen and, but for the general settings, its title in the screen's list. */
export function recordPlace(entity: Entity, raw: unknown): PlaceOf {
  let place: Place | undefined;
  return () => {
    if (place) return place;
    const screen = screenOf(entity);
    const row = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    place = entity === 'settings' ? { screen } : { screen, row: rowTitle(entity, row) };
    return place;
  };
}

/** A value as the report quotes it: short, and never with a password typed in an address. */
export const quotedValue = (value: string): string => shorten(maskCredentials(tidy(value)), 60);
