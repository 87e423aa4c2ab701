/**
 * The orders the site shows lists in, shared by the pull, the site and the benchmark. One rule
 * (docs/cms-contract.md "Orders"): the editors' serial number where the table has one; else the
 * order the back office lists the rows in (CMS-API Part 2: newest id first for most tables);
 * else upload order.
 */

interface Numbered {
  serial_number: number | null;
  id: number;
}

/** Serial number ascending, unnumbered rows last (as the back office sorts, CMS-API §1.3). */
const bySerialNumber = (a: Numbered, b: Numbered): number =>
  (a.serial_number ?? Infinity) - (b.serial_number ?? Infinity);

/** The back office's own order for most tables: newest id first, the order its screens list them. */
export const byIdNewestFirst = (a: { id: number }, b: { id: number }): number => b.id - a.id;

/** Upload order: where the back office defines none. */
export const byUpload = (a: { id: number }, b: { id: number }): number => a.id - b.id;

/**
 * A table the back office lists newest first: the editors' serial numbers, then rows the number
 * does not decide (none, or one shared: the back office allows both) as it lists them.
 */
export const byEditorsOrder = (a: Numbered, b: Numbered): number =>
  bySerialNumber(a, b) || byIdNewestFirst(a, b);

/** A table the back office lists by serial number (the portfolio): rows sharing one, which it leaves unordered, in upload order. */
export const bySerialThenUpload = (a: Numbered, b: Numbered): number =>
  bySerialNumber(a, b) || byUpload(a, b);

/** Employees as the back office lists them (CMS-API §1.8): by first name; the same name in upload order. */
export const byFirstName = (
  a: { first_name: string; id: number },
  b: { first_name: string; id: number },
): number => a.first_name.localeCompare(b.first_name, 'en') || byUpload(a, b);

/** Notices newest first by the date the editor chose; undated ones last; the same day by id, newest first. */
export const byDateNewestFirst = (
  a: { date: string | null; id: number },
  b: { date: string | null; id: number },
): number => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id;
