/**
 * The demo's times of day (issue 30 §3): a programme's work happens in working hours, not all at
 * the minute the seed ran. Days stay relative to the seed's now (so the demo is always "this year").
 */

const DAY = 86_400_000;
let calls = 0;

/**
 * `days` from now (negative: ago) at a working-hour time, 09:00–17:30 India time (03:30–12:00 UTC,
 * so the UTC day is the one `days` names). The time varies with `salt` (by default each call
 * differs) and is the same on every run for the same calls. A time meant as past (today or
 * earlier) never falls after now: it is then a few minutes before now.
 */
export function workingTime(days: number, salt = calls++, now = Date.now()): Date {
  const day = new Date(now + days * DAY);
  day.setUTCHours(3, 30, 0, 0);
  const minutes = ((Math.abs(Math.round(days)) * 37 + salt * 53) % 103) * 5;
  const at = new Date(day.getTime() + minutes * 60_000);
  if (days <= 0 && at.getTime() > now) return new Date(now - ((salt % 40) + 5) * 60_000);
  return at;
}

/** `days` ago at a working-hour time. */
export const workingDaysAgo = (days: number, salt?: number) => workingTime(-days, salt);
