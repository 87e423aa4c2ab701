/** A CMS date (`YYYY-MM-DD`) is only trusted once it names a day on the calendar. */

/** The day a `YYYY-MM-DD` date names, or undefined when there is none (`2026-13-45`, `2026-02-30`, `0000-00-00`). */
export function calendarDate(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = new Date(`${date}T00:00:00Z`);
  // Date rolls 30 February over to March: a real date reads back as itself.
  const real = !Number.isNaN(day.getTime()) && day.getUTCFullYear() >= 1 && day.toISOString().startsWith(date);
  return real ? day : undefined;
}
