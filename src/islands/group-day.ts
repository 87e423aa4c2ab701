/**
 * The group's day in the browser, by the time zone the build wrote on <html> (SITE_TIME_ZONE):
 * what a page built days ago checks its deadlines against.
 */
const HOUR = 3_600_000;

const pageZone = () => document.documentElement.dataset.timeZone || 'Asia/Dhaka';

/** The group's day, `YYYY-MM-DD`. */
export function groupDay(now = Date.now(), zone = pageZone()): string {
  // en-CA writes dates as YYYY-MM-DD, which compare as text.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether the group's day is past `day` (`YYYY-MM-DD`). The time zone is asked only in the
 * hours when the world's zones (UTC−12 to UTC+14) disagree whether the next day has begun:
 * a first date format with a time zone blocks a phone's page for some 40 ms, and most
 * deadlines on a page are days away.
 */
export function dayHasPassed(day: string, now = Date.now(), zone?: string): boolean {
  const nextDay = Date.parse(`${day}T00:00:00Z`) + 24 * HOUR;
  if (Number.isNaN(nextDay) || now < nextDay - 14 * HOUR) return false;
  if (now >= nextDay + 12 * HOUR) return true;
  return groupDay(now, zone) > day;
}
