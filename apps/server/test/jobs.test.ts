import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { jobs, rateLimits } from '../src/db/schema';
import {
  JobQueue, PermanentJobError, coreJobKinds, defineDailyJob, defineJob, definePeriodicJob, pruneRateLimitsJob, registerJobQueue, sendMailJob,
  type JobQueueOptions,
} from '../src/jobs';
import { latestDailyRun, latestPeriodicRun } from '../src/jobs/schedule';
import { featureJobKinds } from '../src/features';
import { CHAT_FILES_FOLDER } from '../src/features/chat/service';
import { diskFileStore } from '../src/files/store';
import { ORPHAN_AGE_MS } from '../src/files/orphan-sweep';
import { RateLimiter } from '../src/plugins/rate-limit';
import type { Services } from '../src/services';
import { createTestContext, waitForMail } from './helpers';

/**
 * One database that several "processes" share: on PGlite one in-memory database handed to each; on
 * PostgreSQL (DATABASE_URL) a scratch database that each process reaches through a pool of its own.
 */
async function sharedDatabase() {
  const opened: Database[] = [];
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await database.migrate();
    opened.push(database);
    return { connect: async (): Promise<Db> => database.db, close: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const name = `fetp_jobs_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    async connect(): Promise<Db> {
      const database = await openDatabase({ databaseUrl: url.toString(), onIdleConnectionError: () => undefined });
      await database.migrate();
      opened.push(database);
      return database.db;
    },
    async close() {
      for (const database of opened) await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A clock the tests move by hand. */
function clock(start: string) {
  let now = new Date(start);
  return { now: () => now, set: (iso: string) => (now = new Date(iso)), advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** The handlers of these kinds need no services. */
const context = { services: {} as Services };

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let db: Db;
let other: Db;
let kindCount = 0;
/** A kind name no other test uses, since every test shares the database. */
const kindName = (what: string) => `test-${what}-${++kindCount}`;
const queue = (opts: Partial<JobQueueOptions> = {}) => new JobQueue({ db, ...opts });
const rowOf = async (id: number | null) => (await db.select().from(jobs).where(eq(jobs.id, id!)))[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  shared = await sharedDatabase();
  db = await shared.connect();
  other = await shared.connect();
});

afterAll(async () => {
  await shared?.close();
});

describe('the job queue', () => {
  it('runs a job once, with its payload', async () => {
    const seen: unknown[] = [];
    const kind = defineJob({ name: kindName('once'), payload: z.object({ n: z.number() }), run: async (payload) => void seen.push(payload) });
    const q = queue().register(kind);
    const id = await q.enqueue(kind, { n: 7 });
    expect(await q.runDue(context)).toBe(1);
    expect(await q.runDue(context)).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lastError: null, lockedBy: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('checks the payload when a job is enqueued', async () => {
    const kind = defineJob({ name: kindName('typed'), payload: z.object({ n: z.number() }), run: async () => undefined });
    // @ts-expect-error the payload's type comes from the kind
    await expect(queue().enqueue(kind, { n: 'seven' })).rejects.toThrow();
  });

  it('adds a job with a key once, and runs a job no earlier than its time', async () => {
    const time = clock('2025-06-01T10:00:00Z');
    let runs = 0;
    const kind = defineJob({ name: kindName('keyed'), payload: z.object({}), run: async () => void runs++ });
    const q = queue({ now: time.now }).register(kind);
    const first = await q.enqueue(kind, {}, { key: 'reminder:42', runAt: new Date('2025-06-01T11:00:00Z') });
    expect(first).not.toBeNull();
    expect(await q.enqueue(kind, {}, { key: 'reminder:42' })).toBeNull();
    expect(await q.runDue(context)).toBe(0);
    time.set('2025-06-01T11:00:00Z');
    expect(await q.runDue(context)).toBe(1);
    expect(await q.enqueue(kind, {}, { key: 'reminder:42' })).toBeNull();
    expect(runs).toBe(1);
  });

  it('enqueues inside a transaction only when it commits', async () => {
    const kind = defineJob({ name: kindName('tx'), payload: z.object({}), run: async () => undefined });
    const q = queue();
    await expect(
      db.transaction(async (tx) => {
        await q.enqueue(kind, {}, { db: tx, key: 'k' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.select().from(jobs).where(eq(jobs.kind, kind.name))).toEqual([]);
  });

  it('retries a failing job with growing waits, then keeps it as failed with its error', async () => {
    const time = clock('2025-06-01T10:00:00Z');
    let runs = 0;
    const kind = defineJob({
      name: kindName('failing'),
      payload: z.object({}),
      maxAttempts: 3,
      backoffMs: 1000,
      run: async () => {
        runs++;
        throw new Error('boom');
      },
    });
    const q = queue({ now: time.now }).register(kind);
    const id = await q.enqueue(kind, {});

    expect(await q.runDue(context)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom', runAt: new Date('2025-06-01T10:00:01Z') });
    expect(await q.runDue(context)).toBe(0);

    time.advance(1000);
    expect(await q.runDue(context)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 2, runAt: new Date('2025-06-01T10:00:03Z') });

    time.advance(2000);
    expect(await q.runDue(context)).toBe(1);
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom', lockedBy: null });
    expect(failed.finishedAt).toBeInstanceOf(Date);

    time.advance(60 * 60 * 1000);
    expect(await q.runDue(context)).toBe(0);
    expect(runs).toBe(3);
  });

  it('finishes a job that succeeds on a retry, and fails a job at once on a PermanentJobError', async () => {
    const time = clock('2025-06-01T10:00:00Z');
    let flaky = 0;
    const flakyKind = defineJob({
      name: kindName('flaky'),
      payload: z.object({}),
      backoffMs: 10,
      run: async () => {
        if (++flaky === 1) throw new Error('not yet');
      },
    });
    const hopeless = defineJob({
      name: kindName('hopeless'),
      payload: z.object({}),
      run: async () => {
        throw new PermanentJobError('no such address');
      },
    });
    const q = queue({ now: time.now }).register(flakyKind, hopeless);
    const flakyId = await q.enqueue(flakyKind, {});
    const hopelessId = await q.enqueue(hopeless, {});
    await q.runDue(context);
    time.advance(10);
    await q.runDue(context);
    expect(await rowOf(flakyId)).toMatchObject({ state: 'done', attempts: 2, lastError: 'not yet' });
    expect(await rowOf(hopelessId)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'no such address' });
  });

  it('takes over a job whose worker stopped renewing it, and fails it when that was its last attempt', async () => {
    const time = clock('2025-06-01T10:00:00Z');
    let runs = 0;
    const kind = defineJob({ name: kindName('orphan'), payload: z.object({}), maxAttempts: 2, run: async () => void runs++ });
    const q = queue({ now: time.now }).register(kind);
    const stale = { state: 'running', lockedBy: 'a stopped process', lockedUntil: new Date('2025-06-01T09:59:00Z') };
    const retried = await q.enqueue(kind, {});
    const exhausted = await q.enqueue(kind, {});
    await db.update(jobs).set({ ...stale, attempts: 1 }).where(eq(jobs.id, retried!));
    await db.update(jobs).set({ ...stale, attempts: 2 }).where(eq(jobs.id, exhausted!));
    await q.runDue(context);
    expect(runs).toBe(1);
    expect(await rowOf(retried)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await rowOf(exhausted)).toMatchObject({ state: 'failed', lastError: 'its worker stopped while running it' });
  });
});

describe('daily jobs', () => {
  it('name the latest due day', () => {
    expect(latestDailyRun('02:00', new Date('2025-06-01T01:59:59Z'))).toEqual({ day: '2025-05-31', runAt: new Date('2025-05-31T02:00:00Z') });
    expect(latestDailyRun('02:00', new Date('2025-06-01T02:00:00Z'))).toEqual({ day: '2025-06-01', runAt: new Date('2025-06-01T02:00:00Z') });
    expect(latestDailyRun('23:30', new Date('2025-01-01T00:10:00Z')).day).toBe('2024-12-31');
    expect(() => defineDailyJob({ name: 'x', at: '2am', run: async () => undefined })).toThrow();
  });

  it('run once per day when two processes schedule them', async () => {
    const time = clock('2025-06-01T02:00:30Z');
    const days: string[] = [];
    const kind = defineDailyJob({ name: kindName('daily'), at: '02:00', run: async ({ day }) => void days.push(day) });
    const processes = [new JobQueue({ db, now: time.now }).register(kind), new JobQueue({ db: other, now: time.now }).register(kind)];
    const both = async <T>(f: (q: JobQueue) => Promise<T>) => Promise.all(processes.map(f));

    expect((await both((q) => q.scheduleDue())).reduce((a, b) => a + b)).toBe(1);
    expect((await both((q) => q.runDue(context))).reduce((a, b) => a + b)).toBe(1);

    time.set('2025-06-01T23:59:00Z');
    expect((await both((q) => q.scheduleDue())).reduce((a, b) => a + b)).toBe(0);

    time.set('2025-06-02T02:01:00Z');
    await both((q) => q.scheduleDue());
    await both((q) => q.runDue(context));
    expect(days).toEqual(['2025-06-01', '2025-06-02']);
  });
});

describe('periodic jobs', () => {
  it('name the period a time falls in, periods following each other from 00:00 UTC', () => {
    expect(latestPeriodicRun(360, new Date('2025-06-01T05:59:59Z'))).toEqual({ period: '2025-06-01T00:00:00.000Z', runAt: new Date('2025-06-01T00:00:00Z') });
    expect(latestPeriodicRun(360, new Date('2025-06-01T06:00:00Z')).period).toBe('2025-06-01T06:00:00.000Z');
    expect(latestPeriodicRun(10, new Date('2025-06-01T10:19:30Z')).period).toBe('2025-06-01T10:10:00.000Z');
    // A period divides the day, so runs fall at the same times every day.
    for (const everyMinutes of [0, 7, 1.5, 2 * 24 * 60]) {
      expect(() => definePeriodicJob({ name: 'x', everyMinutes, run: async () => undefined }), String(everyMinutes)).toThrow();
    }
  });

  it('run once per period when two processes schedule them, and catch up only the latest period', async () => {
    const time = clock('2025-06-01T10:00:30Z');
    const periods: string[] = [];
    const kind = definePeriodicJob({ name: kindName('periodic'), everyMinutes: 10, run: async ({ period }) => void periods.push(period) });
    const processes = [new JobQueue({ db, now: time.now }).register(kind), new JobQueue({ db: other, now: time.now }).register(kind)];
    const both = async (f: (q: JobQueue) => Promise<number>) => (await Promise.all(processes.map(f))).reduce((a, b) => a + b);

    expect(await both((q) => q.scheduleDue())).toBe(1);
    expect(await both((q) => q.runDue(context))).toBe(1);
    time.set('2025-06-01T10:09:59Z');
    expect(await both((q) => q.scheduleDue())).toBe(0);
    expect(await both((q) => q.runDue(context))).toBe(0);

    time.set('2025-06-01T10:10:00Z');
    expect(await both((q) => q.scheduleDue())).toBe(1);
    expect(await both((q) => q.runDue(context))).toBe(1);

    // No process ran for an hour and a half: one run, for the period it is now.
    time.set('2025-06-01T11:45:00Z');
    expect(await both((q) => q.scheduleDue())).toBe(1);
    expect(await both((q) => q.runDue(context))).toBe(1);
    expect(periods).toEqual(['2025-06-01T10:00:00.000Z', '2025-06-01T10:10:00.000Z', '2025-06-01T11:40:00.000Z']);
  });
});

describe('housekeeping', () => {
  it('prunes ended rate-limit windows as a periodic job, once for two processes', async () => {
    await db.insert(rateLimits).values([
      { key: kindName('ended-window'), windowStart: new Date(Date.now() - 60 * 60 * 1000), count: 3 },
      { key: kindName('current-window'), windowStart: new Date(), count: 1 },
    ]);
    const time = clock(new Date().toISOString());
    const services = { limiter: new RateLimiter(db, 60) } as Services;
    const processes = [new JobQueue({ db, now: time.now }).register(pruneRateLimitsJob), new JobQueue({ db: other, now: time.now }).register(pruneRateLimitsJob)];
    await Promise.all(processes.map((q) => q.scheduleDue()));
    const ran = await Promise.all(processes.map((q) => q.runDue({ services })));
    expect(ran.reduce((a, b) => a + b)).toBe(1);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((r) => r.key.replace(/-\d+$/, ''))).toEqual(['test-current-window']);
  });

  it('every housekeeping task is a periodic job kind the app registers, which its worker runs at start', async () => {
    const periodic = [...coreJobKinds, ...featureJobKinds].filter((kind) => kind.schedule).map((kind) => kind.name);
    expect(periodic).toEqual(expect.arrayContaining(['prune-rate-limits', 'applicant-orphan-files', 'milestone-orphan-files', 'chat-orphan-files', 'profile-photo-orphan-files']));

    // A chat attachment no message refers to, left two hours ago by a process that died.
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-test-files-'));
    const orphan = await diskFileStore(filesDir).put(CHAT_FILES_FOLDER, Buffer.from('left behind'));
    const hoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    fs.utimesSync(path.join(filesDir, orphan), hoursAgo, hoursAgo);
    const ctx = await createTestContext({ env: { FILES_DIR: filesDir, JOBS_POLL_SECONDS: '1' } });
    try {
      // One run of each, for the current period, done.
      const runs = async () => (await ctx.db.select({ kind: jobs.kind, state: jobs.state }).from(jobs).where(inArray(jobs.kind, periodic))).map((r) => `${r.kind}: ${r.state}`).sort();
      await expect.poll(runs, { timeout: 10_000 }).toEqual(periodic.map((kind) => `${kind}: done`).sort());
      expect(fs.existsSync(path.join(filesDir, orphan))).toBe(false);
    } finally {
      await ctx.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  });
});

describe('several workers on one database', () => {
  it('never run one job twice', async () => {
    const ran: number[] = [];
    const kind = defineJob({
      name: kindName('crowd'),
      payload: z.object({}),
      run: async (_payload, { job }) => {
        ran.push(job.id);
        await sleep(Math.random() * 3);
      },
    });
    // Two processes (one pool each on PostgreSQL), two workers in each.
    const workers = [db, db, other, other].map((d) => new JobQueue({ db: d, pollMs: 5 }).register(kind));
    const producer = queue();
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push((await producer.enqueue(kind, {}))!);
    for (const w of workers) w.start(context);
    try {
      const deadline = Date.now() + 20_000;
      while (ran.length < ids.length && Date.now() < deadline) await sleep(20);
      await sleep(50);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect([...ran].sort((a, b) => a - b)).toEqual(ids);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, kind.name));
    expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
  });
});

describe('starting and stopping', () => {
  it('stops polling on shutdown, after the running job has finished', async () => {
    let started = false;
    let finished = false;
    const kind = defineJob({
      name: kindName('slow'),
      payload: z.object({}),
      run: async () => {
        started = true;
        await sleep(200);
        finished = true;
      },
    });
    const worker = queue({ pollMs: 10 }).register(kind);
    worker.start(context);
    const first = await worker.enqueue(kind, {});
    while (!started) await sleep(5);
    await worker.stop();
    expect(finished).toBe(true);
    expect(await rowOf(first)).toMatchObject({ state: 'done' });

    const later = await queue().enqueue(kind, {});
    await sleep(200);
    expect(await rowOf(later)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('runs the worker with the app unless JOBS_WORKER=false', async () => {
    expect(loadConfig({}).jobs).toEqual({ worker: true, pollSeconds: 2 });
    expect(loadConfig({ JOBS_WORKER: 'false', JOBS_POLL_SECONDS: '5' }).jobs).toEqual({ worker: false, pollSeconds: 5 });

    const kind = defineJob({ name: kindName('app'), payload: z.object({}), run: async () => undefined });
    const withApp = async (worker: boolean, whileOpen: (jobQueue: JobQueue) => Promise<void>) => {
      const jobQueue = queue({ pollMs: 10 });
      const app = Fastify();
      registerJobQueue(app, { config: { jobs: { worker, pollSeconds: 1 } }, jobs: jobQueue } as Services, [kind]);
      await app.ready();
      try {
        await whileOpen(jobQueue);
      } finally {
        await app.close();
      }
    };
    await withApp(true, async (jobQueue) => {
      const id = await jobQueue.enqueue(kind, {});
      const deadline = Date.now() + 10_000;
      while ((await rowOf(id)).state !== 'done' && Date.now() < deadline) await sleep(10);
      expect(await rowOf(id)).toMatchObject({ state: 'done' });
    });
    await withApp(false, async (jobQueue) => {
      const id = await jobQueue.enqueue(kind, {});
      await sleep(300);
      expect(await rowOf(id)).toMatchObject({ state: 'queued' });
    });
  });
});

describe('the send-mail job', () => {
  it('delivers to the local outbox through the app’s worker', async () => {
    const ctx = await createTestContext({ env: { JOBS_POLL_SECONDS: '1' } });
    try {
      // Another process enqueues; the app's worker sends.
      const id = await new JobQueue({ db: ctx.db }).enqueue(sendMailJob, {
        to: 'queued-reader@example.org',
        subject: 'Your weekly digest',
        text: 'Three milestones are due this week.',
      });
      const mail = await waitForMail(ctx.db, 'queued-reader@example.org', 0, 10_000);
      expect(mail).toMatchObject({ subject: 'Your weekly digest', text: 'Three milestones are due this week.', html: null });
      // The job is marked done just after the mail is written: wait for that too.
      const row = async () => (await ctx.db.select().from(jobs).where(eq(jobs.id, id!)))[0];
      await expect.poll(async () => (await row())?.state, { timeout: 5000 }).toBe('done');
      expect(await row()).toMatchObject({ kind: 'send-mail', state: 'done' });
    } finally {
      await ctx.close();
    }
  });
});
