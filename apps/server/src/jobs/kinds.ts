import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../db/schema';
import { defineDailyJob, defineJob, definePeriodicJob } from './queue';

/**
 * Sends one e-mail through the process's mailer (SMTP or the local outbox). For mail that may wait
 * (reminders, digests, bulk mail); sign-in codes, resets and receipts are sent at once, not queued.
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({
    to: z.string().min(1), subject: z.string(), text: z.string(), html: z.string().optional(),
    /** Text files sent with it (a calendar invite's .ics); the local outbox keeps the message without them. */
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
  }),
  // An SMTP server that is down for a while: retries over about three hours.
  maxAttempts: 10,
  run: async (mail, { services }) => {
    await services.mailer.send(mail);
  },
});

/** Done jobs are kept this long (their key keeps a duplicate out meanwhile); failed ones are kept until removed. */
export const DONE_JOBS_KEPT_DAYS = 30;

/** Deletes done jobs older than DONE_JOBS_KEPT_DAYS, once a day for all processes. */
export const pruneJobsJob = defineDailyJob({
  name: 'prune-jobs',
  at: '03:30',
  run: async (_payload, { services, job, log }) => {
    const before = new Date(job.runAt.getTime() - DONE_JOBS_KEPT_DAYS * 24 * 60 * 60 * 1000);
    const removed = await services.db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before))).returning({ id: jobs.id });
    if (removed.length) log.info({ count: removed.length }, 'removed done jobs');
  },
});

/** Drops ended rate-limit windows (plugins/rate-limit.ts) every ten minutes, once for all processes. */
export const pruneRateLimitsJob = definePeriodicJob({
  name: 'prune-rate-limits',
  everyMinutes: 10,
  run: async (_payload, { services, log }) => {
    const removed = await services.limiter.prune();
    if (removed) log.info({ count: removed }, 'dropped ended rate-limit windows');
  },
});

/** The kinds every process registers (app.ts, beside features/index.ts `featureJobKinds`). */
export const coreJobKinds = [sendMailJob, pruneJobsJob, pruneRateLimitsJob];
