import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The durable job queue (src/jobs/): one row per job, kept after it ran (done, or failed with its error). */

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The job kind's name, e.g. `send-mail`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** A second job of the same kind and key is not enqueued (a daily job's key is its day). */
    key: text('key'),
    /** `queued`, `running`, `done` or `failed`. */
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** While running: the worker holding it, and until when; past that time another worker takes it over. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key),
    // What a worker looks for: queued jobs that are due, and running ones whose worker stopped.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('queued', 'running')`),
  ],
);
