/** `HH:MM`, 24-hour, in UTC. */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60 * 1000;
const DAY_MINUTES = 24 * 60;

export function isDailyTime(at: string): boolean {
  return TIME.test(at);
}

/**
 * The latest run of a daily job at `at` (UTC) that is due at `now`: today's when that time has
 * passed, else yesterday's. `day` (YYYY-MM-DD) names the period and is the job's dedup key.
 */
export function latestDailyRun(at: string, now: Date): { day: string; runAt: Date } {
  const match = TIME.exec(at);
  if (!match) throw new Error(`a daily time is HH:MM in UTC, not "${at}"`);
  const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), Number(match[1]), Number(match[2])));
  if (runAt > now) runAt.setUTCDate(runAt.getUTCDate() - 1);
  return { day: runAt.toISOString().slice(0, 10), runAt };
}

/** A period fits a day a whole number of times, so its runs fall at the same UTC times every day. */
export function isPeriod(everyMinutes: number): boolean {
  return Number.isInteger(everyMinutes) && everyMinutes > 0 && DAY_MINUTES % everyMinutes === 0;
}

/**
 * The start of the period of `everyMinutes` that `now` falls in (periods start at 00:00 UTC and
 * follow each other through the day). `period` (the start as an ISO timestamp) is the job's dedup key.
 */
export function latestPeriodicRun(everyMinutes: number, now: Date): { period: string; runAt: Date } {
  if (!isPeriod(everyMinutes)) throw new Error(`a period is a whole number of minutes that divides a day, not ${everyMinutes}`);
  const ms = everyMinutes * MINUTE_MS;
  const runAt = new Date(Math.floor(now.getTime() / ms) * ms);
  return { period: runAt.toISOString(), runAt };
}
