/**
 * The orders the back office lists rows in (CMS-API §1.3), which are not the snapshot's:
 * newest id first for most tables, the editors' serial number for a few (nulls last, as
 * Postgres sorts ascending), names for designations and employees, and image groups in the
 * order of a GROUP BY: stable, but unrelated to the editors' order.
 */
import { hashNumbers } from './date-times.ts';

export type Order<T> = (a: T, b: T) => number;
interface Identified {
  id: number;
}

export const newestFirst: Order<Identified> = (a, b) => b.id - a.id;

export const oldestFirst: Order<Identified> = (a, b) => a.id - b.id;

/** By a number column ascending, nulls last as Postgres sorts; rows with one number come in no defined order, here by id. */
export const byNumber =
  <K extends string>(column: K): Order<Identified & { [key in K]?: unknown }> =>
  (a, b) =>
    numberOf(a[column]) - numberOf(b[column]) || a.id - b.id;

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Infinity);

/** The editors' order where a table has one. */
export const bySerialNumber = byNumber('serial_number');

/** By a text column, nulls last, then by id. */
export const byText =
  <K extends string>(column: K): Order<Identified & { [key in K]?: unknown }> =>
  (a, b) => {
    const [x, y] = [a[column], b[column]];
    if (typeof x !== 'string' || typeof y !== 'string')
      return Number(typeof x !== 'string') - Number(typeof y !== 'string') || a.id - b.id;
    return x.localeCompare(y, 'en') || a.id - b.id;
  };

/** Names in a hash's order: the same for the same names, whatever order they were given in. */
export const hashOrder = (names: readonly string[]): string[] =>
  names
    .map((name) => ({ name, rank: hashNumbers(`group:${name}`)[0] }))
    .sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : 1))
    .map(({ name }) => name);
