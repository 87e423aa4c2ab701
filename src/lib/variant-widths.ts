/**
 * The widths to make of a picture `sourceWidth` wide: each width asked that is narrower, and the
 * picture's own width where a wider one was asked, so a 900 px upload asked for 480 and 960 gets
 * both 480 and 900, and nothing is ever enlarged.
 */
export function variantWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const narrower = widths.filter((width) => width < sourceWidth);
  return narrower.length < widths.length ? [...narrower, sourceWidth] : narrower;
}
