/** `HH:MM`, 24-hour, in UTC. */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

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
