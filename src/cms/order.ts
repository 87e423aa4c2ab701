/** The orders the site shows lists in, shared by the pull, the site and the benchmark. */

/**
 * The editors' order: serial number, unnumbered records last; the back office allows two
 * records one number (CMS-API §1.3), so the id settles it.
 */
export const byEditorsOrder = (
  a: { serial_number: number | null; id: number },
  b: { serial_number: number | null; id: number },
): number => (a.serial_number ?? Infinity) - (b.serial_number ?? Infinity) || a.id - b.id;

export const byId = (a: { id: number }, b: { id: number }): number => a.id - b.id;

export const byIdNewestFirst = (a: { id: number }, b: { id: number }): number => b.id - a.id;

/** Notices newest first by the date the editor chose; undated ones last; the same day by id, newest first. */
export const byDateNewestFirst = (
  a: { date: string | null; id: number },
  b: { date: string | null; id: number },
): number => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id;
