import { calendarDate } from './clean-values.ts';

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-10` → `10 Nov 2026`, the same on every build machine; a date off the calendar is shown as written, not a failed page. */
export const formatDate = (isoDate: string): string => {
  const day = calendarDate(isoDate);
  return day ? FORMAT.format(day) : isoDate;
};
