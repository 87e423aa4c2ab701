/**
 * Columns for a grid of `count` items so that no card is left alone on its last row: the
 * most columns, up to `max`, whose last row is full or more than half full; else one column.
 * The numbers go on the grid as data-cols-* attributes, which `.balanced-grid` in
 * src/styles/global.css turns into columns (the CSP allows no inline styles).
 */
export function balancedColumns(count: number, max: number): number {
  for (let columns = Math.min(max, count); columns > 1; columns -= 1) {
    const rest = count % columns;
    if (rest === 0 || rest > columns / 2) return columns;
  }
  return 1;
}

/** The grid's attributes for phones (under 600 px), tablets (under 992 px) and wider screens, given each size's most columns. */
export function balancedGrid(
  count: number,
  [phone, tablet, wide]: readonly [number, number, number],
) {
  return {
    'data-cols-sm': String(balancedColumns(count, phone)),
    'data-cols-md': String(balancedColumns(count, tablet)),
    'data-cols-lg': String(balancedColumns(count, wide)),
  };
}
