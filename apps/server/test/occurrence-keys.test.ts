import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WEBINAR_MESSAGES } from '@fetp/contract';
import { calendarAttendanceRuns, calendarEventExceptions } from '../src/db/schema';
import { createTestContext, sessionOf, type Client, type TestContext, day } from './helpers';
import { createCoordinator, createCohort, createCourse, createMentee } from './factories';

/**
 * Occurrence keys (issue 30 §1.1, §1.2): the webinar details, cancel, update and attendance calls
 * check a key by arithmetic (on the rule's grid, within the series and the lists' horizon) before
 * any expansion, so a far-away key answers at once and does not hold up other requests; a key the
 * database cannot hold (year 0, beyond 9999) or that is no date is a 400 with the field's message.
 */

type Caller = Client & { userId: number };
let ctx: TestContext;
let coordinator: Caller;
let officer: Caller;
let seriesId: number;

/** A real occurrence of the series: every day at 09:30 UTC from tomorrow. */
const REAL = `${day(3)}T09:30:00.000Z`;

const details = (client: Caller, occurrence: string) =>
  client.get(`/v1/get/webinar/details/?webinar_id=${seriesId}&occurrence=${encodeURIComponent(occurrence)}`);
const cancel = (occurrence: string) =>
  coordinator.post(`/v1/webinar/cancel/?${new URLSearchParams({ webinar_id: String(seriesId), change_type: 'occurrence', occurrence })}`, {});
const update = (occurrence: string) => coordinator.multipart('/v1/update/webinar/details/', {
  webinar_id: String(seriesId), change_type: 'occurrence', occurrence, title: 'Moved', description: 'Moved once', start_date: day(3),
  from_time: '10:00', to_time: '11:00', time_zone: 'UTC',
});
const attendance = (occurrence: string) => coordinator.post('/v1/webiar/new/upload/attendance/', { webinar_id: seriesId, occurrence });

/** Milliseconds a request takes. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const course = await createCourse(ctx.db);
  const cohort = await createCohort(ctx.db, { courseId: course.id });
  coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [course.id])).email);
  officer = await sessionOf(ctx, (await createMentee(ctx.db, cohort.id)).email);
  // The costliest rule the form allows: every day of the week, never ending.
  const res = await coordinator.multipart('/v1/webinar/create/new/', {
    title: 'Daily huddle', description: 'Every day', start_date: day(1), end_date: '', never_ends: 'true', from_time: '09:30', to_time: '10:00',
    interval: 'weekly', week_days: 'MO,TU,WE,TH,FR,SA,SU', cohorts: String(cohort.id), time_zone: 'UTC', join_link: 'https://meet.example.org/huddle',
  });
  expect(res.statusCode, res.body).toBe(200);
  seriesId = res.json().webinar_id;
}, 120_000);
afterAll(() => ctx.close());

describe('occurrence keys are checked before any expansion (issue 30 §1.1)', () => {
  it('a key in year 9999 answers a 400 at once, and /healthz beside it is not held up', async () => {
    // The yardstick: this machine's time for a real occurrence's details and for /healthz, warmed up.
    expect((await details(officer, REAL)).statusCode).toBe(200);
    const real = await timed(() => details(officer, REAL));
    expect(real.result.statusCode).toBe(200);
    const health = await timed(() => ctx.app.inject({ method: 'GET', url: '/healthz' }));
    // Walking the rule to year 9999 takes seconds; a refused key costs about what a real one does.
    const limit = Math.max(500, 20 * Math.max(real.ms, health.ms));
    const [far, beside] = await Promise.all([
      timed(() => details(officer, '9999-12-29T09:30:00.000Z')),
      timed(() => ctx.app.inject({ method: 'GET', url: '/healthz' })),
    ]);
    expect(far.result.statusCode, far.result.body).toBe(400);
    expect(far.result.json()).toEqual({ message: WEBINAR_MESSAGES.badOccurrence, errors: { occurrence: [WEBINAR_MESSAGES.badOccurrence] } });
    expect(beside.result.statusCode).toBe(200);
    expect(far.ms, `real ${real.ms.toFixed(0)} ms, healthz ${health.ms.toFixed(0)} ms`).toBeLessThan(limit);
    expect(beside.ms).toBeLessThan(limit);
  }, 120_000);

  it('the coordinator’s cancel, update and attendance refuse a far-away key as quickly, and write nothing', async () => {
    const real = await timed(() => details(coordinator, REAL));
    const limit = Math.max(500, 20 * real.ms);
    for (const call of [cancel, update, attendance]) {
      const { ms, result } = await timed(() => call('9999-12-29T09:30:00.000Z'));
      expect(result.statusCode, result.body).toBe(400);
      expect(result.json().errors).toEqual({ occurrence: [WEBINAR_MESSAGES.badOccurrence] });
      expect(ms).toBeLessThan(limit);
    }
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, seriesId))).toEqual([{ n: 0 }]);
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarAttendanceRuns).where(eq(calendarAttendanceRuns.eventId, seriesId))).toEqual([{ n: 0 }]);
  }, 120_000);

  it('a key that is not an occurrence (off the series’ time, before its start) is a 400 on all four calls', async () => {
    for (const key of [`${day(3)}T09:31:00.000Z`, `${day(3)}T09:30:00.001Z`, `${day(-30)}T09:30:00.000Z`]) {
      expect((await details(officer, key)).json().errors, key).toEqual({ occurrence: [WEBINAR_MESSAGES.badOccurrence] });
      for (const call of [cancel, update, attendance]) {
        const res = await call(key);
        expect(res.statusCode, `${key} ${res.body}`).toBe(400);
        expect(res.json().errors).toEqual({ occurrence: [WEBINAR_MESSAGES.badOccurrence] });
      }
    }
  });
});

describe('keys the database cannot hold (issue 30 §1.2)', () => {
  const keys = [
    '0000-01-01T00:00:00Z', '0000-12-31T23:59:59.999Z', '9999-12-31T23:00:00-05:00', '+010000-01-01T00:00:00Z',
    '2027-02-30T09:30:00Z', '2027-01-01T24:00:00Z', '2027-01-01T09:30:00+25:00', 'tomorrow', '',
  ];
  it.each(keys)('%s: a 400 with the field’s message on details, cancel, update and attendance', async (key) => {
    const answers = [await details(officer, key), await cancel(key), await update(key), await attendance(key)];
    for (const [i, res] of answers.entries()) {
      // An empty key on details and update means "the series" (the key is optional there).
      if (key === '' && (i === 0 || i === 2)) continue;
      expect(res.statusCode, `${i} ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: WEBINAR_MESSAGES.badOccurrence, errors: { occurrence: [WEBINAR_MESSAGES.badOccurrence] } });
    }
  });
});
