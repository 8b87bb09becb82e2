import os from 'node:os';

/**
 * How much slower than when idle this machine runs now: the runnable processes per core (the
 * one-minute load average), at least 1 and at most 8. The tests' time limits are what their work
 * takes on an idle machine (per request, per page, per generated case) times this factor, so a
 * limit that fits an idle machine also holds on a busy one of the same kind. The server tests and
 * the browser tests read it when each file starts.
 */
export function machineLoadFactor(): number {
  const [oneMinute = 0] = os.loadavg();
  const perCore = oneMinute / Math.max(1, os.availableParallelism());
  return Math.min(8, Math.max(1, perCore));
}

/** `idleMs` (the work's time on an idle machine) scaled by the machine's load now. */
export function scaledLimit(idleMs: number): number {
  return Math.round(idleMs * machineLoadFactor());
}
