import crypto from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable } from '../db/client';
import { jobs } from '../db/schema';
import { loggableError } from '../plugins/errors';
import { isDailyTime, isPeriod, latestDailyRun, latestPeriodicRun } from './schedule';

/**
 * What a handler receives as `services`. Declared empty here, so that the queue imports nothing of
 * the app: services.ts, which builds the queue, merges its `Services` into it (`declare module`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobServices {}

/** The job a handler is running. */
export interface JobInfo {
  id: number;
  kind: string;
  key: string | null;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  maxAttempts: number;
  runAt: Date;
}

/** The subset of Fastify's (pino's) logger the queue writes to. */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

export interface JobContext {
  job: JobInfo;
  services: JobServices;
  log: JobLog;
}

/** A named kind of job: its payload's schema, its handler, and how it is retried. */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  run(payload: P, context: JobContext): Promise<void>;
  /** Runs in all, the first included; after the last failure the job is kept as `failed`. */
  readonly maxAttempts: number;
  /** The wait before the first retry; it doubles with each further retry, up to an hour. */
  readonly backoffMs: number;
  /** For a job the queue enqueues by itself (daily or periodic): the latest run due at `now`, its key naming the period. */
  readonly schedule?: (now: Date) => { key: string; runAt: Date; payload: P };
}

/** A job kind of any payload, as lists of kinds hold them. */
export type AnyJobKind = JobKind<unknown>;

/** Thrown by a handler, fails the job at once, without retries (retrying cannot help). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

interface JobOptions {
  maxAttempts?: number;
  backoffMs?: number;
}

const DEFAULTS = { maxAttempts: 5, backoffMs: 30_000 };
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** A job kind whose payload the schema checks when it is enqueued and again when it runs. */
export function defineJob<P>(
  def: JobOptions & { name: string; payload: z.ZodType<P>; run(payload: P, context: JobContext): Promise<void> },
): JobKind<P> {
  return { ...DEFAULTS, ...def };
}

const dailyPayload = z.object({ day: z.string() });
export type DailyPayload = z.output<typeof dailyPayload>;

/**
 * A job enqueued once a day at `at` (HH:MM, UTC) by whichever process gets there first; its payload
 * is the day (YYYY-MM-DD). A day missed while no process ran is caught up when one starts.
 */
export function defineDailyJob(
  def: JobOptions & { name: string; at: string; run(payload: DailyPayload, context: JobContext): Promise<void> },
): JobKind<DailyPayload> {
  if (!isDailyTime(def.at)) throw new Error(`job ${def.name}: a daily time is HH:MM in UTC, not "${def.at}"`);
  const { at, ...rest } = def;
  return {
    ...DEFAULTS, ...rest, payload: dailyPayload,
    schedule: (now) => {
      const { day, runAt } = latestDailyRun(at, now);
      return { key: day, runAt, payload: { day } };
    },
  };
}

const periodicPayload = z.object({ period: z.string() });
export type PeriodicPayload = z.output<typeof periodicPayload>;

/**
 * A job enqueued every `everyMinutes` (a divisor of a day; periods start at 00:00 UTC) by whichever
 * process gets there first; its payload is the period's start (an ISO timestamp), which is also its
 * key, so however many processes schedule it, it runs once per period. A process that starts finds
 * the current period's run due at once unless it was already enqueued. For housekeeping (sweeps,
 * pruning), where a missed period needs no catching up beyond the latest one.
 */
export function definePeriodicJob(
  def: JobOptions & { name: string; everyMinutes: number; run(payload: PeriodicPayload, context: JobContext): Promise<void> },
): JobKind<PeriodicPayload> {
  if (!isPeriod(def.everyMinutes)) throw new Error(`job ${def.name}: a period is a whole number of minutes that divides a day, not ${def.everyMinutes}`);
  const { everyMinutes, ...rest } = def;
  return {
    ...DEFAULTS, ...rest, payload: periodicPayload,
    schedule: (now) => {
      const { period, runAt } = latestPeriodicRun(everyMinutes, now);
      return { key: period, runAt, payload: { period } };
    },
  };
}

export interface EnqueueOptions {
  /** Dedup key: a job of the same kind and key that is still kept means this one is not added. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** An open transaction, so the job is added only if the transaction commits. */
  db?: Queryable;
}

export interface JobQueueOptions {
  db: Db;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** A running job's lock; the worker renews it while the job runs, so only a stopped worker's job outlives it. */
  leaseMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Names this worker in `locked_by` (default: host, process id and a random suffix). */
  workerId?: string;
}

/** How often a worker enqueues the daily and periodic jobs that are due (an insert that usually finds its key taken). */
const SCHEDULE_EVERY_MS = 60 * 1000;

/**
 * A durable job queue on the `jobs` table, for PostgreSQL and PGlite alike. Any process enqueues;
 * each process whose worker is started runs the kinds registered with it. A worker claims one due
 * job at a time with `FOR UPDATE SKIP LOCKED`, so several processes on one database never run the
 * same job at once.
 */
export class JobQueue {
  readonly workerId: string;
  private readonly db: Db;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private readonly kinds = new Map<string, AnyJobKind>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(opts: JobQueueOptions) {
    this.db = opts.db;
    this.pollMs = opts.pollMs ?? 2000;
    this.leaseMs = opts.leaseMs ?? 5 * 60 * 1000;
    this.now = opts.now ?? (() => new Date());
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  }

  /** The kinds this process runs (and, for daily and periodic ones, schedules). */
  register(...kinds: AnyJobKind[]): this {
    for (const kind of kinds) {
      if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
      this.kinds.set(kind.name, kind);
    }
    return this;
  }

  /** Adds a job; answers its id, or null when a job of that kind and key is already kept. */
  async enqueue<P>(kind: JobKind<P>, payload: NoInfer<P>, opts: EnqueueOptions = {}): Promise<number | null> {
    const checked = kind.payload.parse(payload);
    const [row] = await (opts.db ?? this.db)
      .insert(jobs)
      .values({ kind: kind.name, payload: checked, key: opts.key ?? null, runAt: opts.runAt ?? this.now(), maxAttempts: kind.maxAttempts })
      .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
      .returning({ id: jobs.id });
    if (row && this.kinds.has(kind.name)) this.wake?.();
    return row?.id ?? null;
  }

  /** Enqueues each registered daily and periodic job's latest due run that is not there yet; answers how many it added. */
  /**
   * Adds many jobs of one kind in one insert (an import's invitations), with the same options for
   * all; a key is not taken here (each payload would need its own). Answers how many were added.
   */
  async enqueueMany<P>(kind: JobKind<P>, payloads: readonly NoInfer<P>[], opts: Omit<EnqueueOptions, 'key'> = {}): Promise<number> {
    if (!payloads.length) return 0;
    const runAt = opts.runAt ?? this.now();
    let added = 0;
    for (let start = 0; start < payloads.length; start += 5000) {
      const rows = payloads.slice(start, start + 5000).map((p) => ({ kind: kind.name, payload: kind.payload.parse(p), key: null, runAt, maxAttempts: kind.maxAttempts }));
      added += (await (opts.db ?? this.db).insert(jobs).values(rows).returning({ id: jobs.id })).length;
    }
    if (added && this.kinds.has(kind.name)) this.wake?.();
    return added;
  }

  async scheduleDue(): Promise<number> {
    let added = 0;
    for (const kind of this.kinds.values()) {
      if (!kind.schedule) continue;
      const { key, runAt, payload } = kind.schedule(this.now());
      if ((await this.enqueue(kind, payload, { key, runAt })) !== null) added++;
    }
    return added;
  }

  /** Runs due jobs one after another until none is due (or the worker stops); answers how many ran. */
  async runDue(context: { services: JobServices; log?: JobLog }): Promise<number> {
    let ran = 0;
    while (!this.stopping) {
      const job = await this.claim();
      if (!job) break;
      await this.execute(job, context.services, context.log ?? silentLog);
      ran++;
    }
    return ran;
  }

  /** Starts polling in the background: daily and periodic jobs every minute, due jobs every `pollMs`. */
  start(context: { services: JobServices; log?: JobLog }): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.work(context.services, context.log ?? silentLog);
  }

  /** Stops polling, after the job that is running (if any) has finished. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
    this.stopping = false;
  }

  private async work(services: JobServices, log: JobLog): Promise<void> {
    let nextSchedule = 0;
    let failing = false;
    while (!this.stopping) {
      try {
        if (Date.now() >= nextSchedule) {
          await this.scheduleDue();
          nextSchedule = Date.now() + SCHEDULE_EVERY_MS;
        }
        await this.runDue({ services, log });
        if (failing) log.info({}, 'jobs: the database answers again');
        failing = false;
      } catch (error) {
        // During a database outage, one warning rather than one per poll.
        if (!failing) log.warn({ err: loggableError(error) }, 'jobs: polling failed; retrying');
        failing = true;
      }
      await this.pause();
    }
  }

  private pause(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.pollMs);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  /** Takes the next due job of a registered kind: a queued one, or a running one whose worker stopped renewing it. */
  private async claim() {
    if (this.kinds.size === 0) return null;
    const now = this.now();
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...this.kinds.keys()]),
          or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    // A scalar sub-select is evaluated once, so the update takes exactly the row it locked.
    const [job] = await this.db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: this.workerId, lockedUntil: new Date(now.getTime() + this.leaseMs) })
      .where(eq(jobs.id, sql`(${due})`))
      .returning();
    return job ?? null;
  }

  private async execute(job: typeof jobs.$inferSelect, services: JobServices, log: JobLog): Promise<void> {
    const info: JobInfo = { id: job.id, kind: job.kind, key: job.key, attempt: job.attempts, maxAttempts: job.maxAttempts, runAt: job.runAt };
    const kind = this.kinds.get(job.kind)!;
    const renew = setInterval(() => void this.renew(job.id).catch(() => undefined), this.leaseMs / 3);
    renew.unref();
    let error: unknown;
    let failed = false;
    try {
      // A job taken over from a stopped worker has used its last attempt there.
      if (job.attempts > job.maxAttempts) throw new PermanentJobError('its worker stopped while running it');
      const payload = kind.payload.safeParse(job.payload);
      if (!payload.success) throw new PermanentJobError(`invalid payload: ${payload.error.message}`);
      await kind.run(payload.data, { job: info, services, log });
    } catch (thrown) {
      error = thrown;
      failed = true;
    } finally {
      clearInterval(renew);
    }
    if (!failed) {
      await this.settle(job.id, { state: 'done', finishedAt: this.now() });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      log.error({ err: loggableError(error), job: info }, `job ${job.kind} failed for good`);
      await this.settle(job.id, { state: 'failed', lastError: message, finishedAt: this.now() });
    } else {
      const delay = Math.min(kind.backoffMs * 2 ** (job.attempts - 1), MAX_BACKOFF_MS);
      log.warn({ err: loggableError(error), job: info, retryInMs: delay }, `job ${job.kind} failed; retrying`);
      await this.settle(job.id, { state: 'queued', lastError: message, runAt: new Date(this.now().getTime() + delay) });
    }
  }

  /** Records how a run ended, unless another worker has taken the job over meanwhile. */
  private async settle(id: number, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
    await this.db
      .update(jobs)
      .set({ ...values, lockedBy: null, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, this.workerId)));
  }

  private async renew(id: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ lockedUntil: new Date(this.now().getTime() + this.leaseMs) })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, this.workerId)));
  }
}
