const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-10` → `10 Nov 2026`, the same on every build machine. */
export const formatDate = (isoDate: string): string => FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
