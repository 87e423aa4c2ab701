/** The two widths every visible check runs at: a computer's and a phone's, with their heights. */
export const VIEWPORTS = [
  [1280, 900],
  [390, 844],
] as const;
