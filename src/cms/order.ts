/** The orders the site shows lists in, shared by the pull, the site and the benchmark. */
import type { Notice, Slider } from './schema.ts';

/** Notices newest first; the same day by id, newest first. */
export const noticeOrder = (a: Pick<Notice, 'date' | 'id'>, b: Pick<Notice, 'date' | 'id'>): number =>
  b.date.localeCompare(a.date) || b.id - a.id;

/** Slides by the editors' serial number; unnumbered ones last, by id. */
export const sliderOrder = (a: Pick<Slider, 'serial_number' | 'id'>, b: Pick<Slider, 'serial_number' | 'id'>): number =>
  (a.serial_number ?? Infinity) - (b.serial_number ?? Infinity) || a.id - b.id;
