/** Calendar days as a place's clocks read them: the build's day is the group's, not UTC's. */

/** `2026-11-29`: the day `instant` falls on in `zone`. */
export function dayIn(zone: string, instant: number = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The hour (0–23) the clocks of `zone` show at `instant`. */
export function hourIn(zone: string, instant: number = Date.now()): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return Number(hour);
}
