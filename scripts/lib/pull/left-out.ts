/**
 * What a pull leaves out of the snapshot, kept for the publish report (the manifest's
 * `leftOut`): each value placed as the back office shows it (screens.ts) with its reason. The
 * publisher's log says the same with record ids, for whoever runs the publisher; this list is
 * for editors, and scripts/lib/preflight/kinds/left-out.ts words it.
 */
import type { Entity } from '../../../src/cms/entities.ts';
import { cleanText } from '../../../src/cms/clean-values.ts';
import { shorten } from '../../../src/cms/sanitise.ts';
import { LEFT_OUT_LIMIT, type LeftOut, type Manifest } from '../../../src/cms/schema.ts';
import type { Place } from '../preflight/finding.ts';
import { rowTitle, screenOf } from './screens.ts';

export type LeaveOut = (item: LeftOut) => void;

/** A place worked out only when something there is left out: most rows never need theirs. */
export type PlaceOf = () => Place;

/** The first LEFT_OUT_LIMIT items in the order the pull met them, and a count of the rest. */
export class LeftOutList {
  private readonly items: LeftOut[] = [];
  private more = 0;

  readonly add: LeaveOut = (item) => {
    if (this.items.length < LEFT_OUT_LIMIT) this.items.push(item);
    else this.more += 1;
  };

  get manifestEntry(): NonNullable<Manifest['leftOut']> {
    return { items: [...this.items], more: this.more };
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

/** A value as the report quotes it: cleaned as any text is, on one line, short; only its start is looked at. */
export const quotedValue = (value: string): string =>
  shorten((cleanText(value.slice(0, 240)).value ?? '').replace(/\s+/g, ' ').trim(), 60);
