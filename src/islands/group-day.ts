/**
 * The group's day in the browser, `YYYY-MM-DD`, by the time zone the build wrote on <html>
 * (SITE_TIME_ZONE): what a page built days ago checks its deadlines against.
 */
export function groupDay(): string {
  const zone = document.documentElement.dataset.timeZone || 'Asia/Dhaka';
  // en-CA writes dates as YYYY-MM-DD, which compare as text.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now());
}
