import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { loggableError } from './errors';

/** A task the server runs by itself: once before it serves, or every so often while it runs. */
export interface Job {
  /** What it does, for the log. */
  what: string;
  /** `'start'`: once, before the server serves; otherwise every `everyMs`, first after `firstAfterMs`. */
  when: 'start' | { everyMs: number; firstAfterMs?: number };
  /** Does the work; a number is how many things it removed or changed (logged when not zero). */
  run(services: Services): Promise<number | void>;
}

export const MINUTE_MS = 60 * 1000;

/** Runs the jobs: start jobs in `onReady` (a failure is logged, not fatal), the others on timers cleared at close. */
export function registerHousekeeping(app: FastifyInstance, services: Services, jobs: readonly Job[]) {
  const timers: NodeJS.Timeout[] = [];
  const run = async (job: Job) => {
    try {
      const done = await job.run(services);
      if (done) app.log.info({ count: done }, job.what);
    } catch (error) {
      app.log.warn({ err: loggableError(error) }, `${job.what}: failed`);
    }
  };
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      if (job.when === 'start') {
        await run(job);
        continue;
      }
      const { everyMs, firstAfterMs = everyMs } = job.when;
      const first = setTimeout(() => {
        void run(job);
        const repeat = setInterval(() => void run(job), everyMs);
        repeat.unref();
        timers.push(repeat);
      }, firstAfterMs);
      first.unref();
      timers.push(first);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}

/** Rate-limit windows that ended long ago are dropped every ten minutes. */
export const pruneRateLimits: Job = { what: 'dropped ended rate-limit windows', when: { everyMs: 10 * MINUTE_MS }, run: (services) => services.limiter.prune() };
