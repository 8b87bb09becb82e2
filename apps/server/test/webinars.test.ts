import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CAL_FILE_MESSAGES, WEBINAR_MESSAGES, eventAttachmentPath, type WebinarOption, type WebinarRow } from '@fetp/contract';
import {
  calendarAttendance, calendarEventAttachments, calendarEventExceptions, calendarEventJoins, calendarEvents, courseCoordinators, jobs,
} from '../src/db/schema';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { createTestContext, sessionOf, type Client, type TestContext, day } from './helpers';
import { createCoordinator, createCohort, createCourse, createMentee, createMentor } from './factories';
import { samplePdf } from './application-fixtures';

/**
 * Webinars (001 §2.4, §3.6, §4, §5 "Webinar form" / "Webinar cancel", §6, §7 "Webinars", §8, §9):
 * the form's messages, who may create, read, edit, cancel and populate, every id refused to the
 * wrong person, attachments, the join address and attendance, and the upcoming/past split.
 */

type Caller = Client & { userId: number };
let ctx: TestContext;
let pdf: Buffer;
const as = {} as Record<'coordA' | 'coordB' | 'mentor' | 'menteeA' | 'menteeA2' | 'menteeOther' | 'menteeB', Caller>;
let courseA: number;
let courseB: number;
let cohortA1: number;
let cohortA2: number;
let cohortB1: number;

const DAY = 86_400_000;

const CREATE = '/v1/webinar/create/new/';
const UPDATE = '/v1/update/webinar/details/';
const ATTENDANCE = '/v1/webiar/new/upload/attendance/';

function form(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    title: 'Outbreak investigation basics', description: 'Steps of an investigation', presenter: 'Dr. Asha Verma, State Surveillance Unit',
    join_link: 'https://meet.example.org/fetp', start_date: day(7), end_date: day(60), from_time: '10:00', to_time: '11:00',
    interval: 'weekly', week_days: 'MO,WE', cohorts: String(cohortA1), time_zone: 'UTC', ...overrides,
  };
}
const create = (client: Caller, overrides: Record<string, string | undefined> = {}, files: Parameters<Client['multipart']>[2] = {}) =>
  client.multipart(CREATE, form(overrides), files);
async function created(overrides: Record<string, string | undefined> = {}, files: Parameters<Client['multipart']>[2] = {}) {
  const res = await create(as.coordA, overrides, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().webinar_id as number;
}
const upcoming = (client: Caller, query = '') => client.get(`/v1/upcomming-webinars?page=1${query}`);
const past = (client: Caller, query = '') => client.get(`/v1/past-webinars?page=1${query}`);
const rowsOf = async (res: Promise<{ statusCode: number; json(): unknown; body: string }>, id: number): Promise<WebinarRow[]> => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { results: WebinarRow[] }).results.filter((row) => row.webinar_id === id);
};
const cancel = (client: Caller, query: Record<string, string>) => client.post(`/v1/webinar/cancel/?${new URLSearchParams(query)}`, {});

beforeAll(async () => {
  ctx = await createTestContext();
  pdf = await samplePdf();
  const a = await createCourse(ctx.db);
  const b = await createCourse(ctx.db);
  courseA = a.id;
  courseB = b.id;
  cohortA1 = (await createCohort(ctx.db, { courseId: courseA })).id;
  cohortA2 = (await createCohort(ctx.db, { courseId: courseA })).id;
  cohortB1 = (await createCohort(ctx.db, { courseId: courseB })).id;
  const mentor = await createMentor(ctx.db);
  const people = {
    coordA: await createCoordinator(ctx.db, [courseA]),
    coordB: await createCoordinator(ctx.db, [courseB]),
    mentor,
    menteeA: await createMentee(ctx.db, cohortA1, { mentor1: mentor.id }),
    menteeOther: await createMentee(ctx.db, cohortA1),
    menteeA2: await createMentee(ctx.db, cohortA2),
    menteeB: await createMentee(ctx.db, cohortB1),
  };
  for (const [name, user] of Object.entries(people)) as[name as keyof typeof as] = await sessionOf(ctx, user.email);
}, 120_000);
afterAll(() => ctx.close());

describe('webinars: the form’s messages (001 §5 "Webinar form")', () => {
  it('names every missing field with the spec’s message', async () => {
    const res = await as.coordA.multipart(CREATE, { time_zone: 'UTC' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      title: [WEBINAR_MESSAGES.title], description: [WEBINAR_MESSAGES.description], start_date: [WEBINAR_MESSAGES.startDate],
      interval: [WEBINAR_MESSAGES.interval], from_time: [WEBINAR_MESSAGES.startTime], to_time: [WEBINAR_MESSAGES.endTime], cohorts: [WEBINAR_MESSAGES.cohorts],
    });
    expect(WEBINAR_MESSAGES).toMatchObject({
      title: 'Please enter title', description: 'Please enter discussion', startDate: 'Please select start date', endDate: 'Please select end date',
      interval: 'Please select interval', startTime: 'Please select start time', endTime: 'Please select end time', cohorts: 'Please select Officer/Mentors',
      cancelType: 'Please select cancel type', attendanceAlreadyUploaded: 'Attendance Already Uploaded',
    });
    const noEnd = await create(as.coordA, { end_date: '' });
    expect(noEnd.json().errors).toEqual({ end_date: [WEBINAR_MESSAGES.endDate] });
  });

  it('checks dates, times, title length, the zone and the recurrence', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ start_date: day(-1) }, 'start_date', WEBINAR_MESSAGES.startDatePast],
      [{ start_date: '2026-02-30' }, 'start_date', WEBINAR_MESSAGES.badDate],
      [{ end_date: day(6) }, 'end_date', WEBINAR_MESSAGES.endDateBeforeStart],
      [{ to_time: '09:00' }, 'to_time', WEBINAR_MESSAGES.endTimeBeforeStart],
      [{ title: 'x'.repeat(101) }, 'title', WEBINAR_MESSAGES.titleTooLong],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', WEBINAR_MESSAGES.badTimeZone],
      [{ time_zone: 'asia/kolkata' }, 'time_zone', WEBINAR_MESSAGES.badTimeZone],
      [{ week_days: '' }, 'week_days', WEBINAR_MESSAGES.weekDays],
      [{ week_days: 'XX' }, 'week_days', WEBINAR_MESSAGES.weekDays],
      [{ interval: 'daily' }, 'interval', WEBINAR_MESSAGES.interval],
      [{ interval: 'monthly' }, 'monthly_type', WEBINAR_MESSAGES.monthlyType],
      [{ interval: 'monthly', monthly_type: 'absoluteMonthly', month_day: '32' }, 'month_day', WEBINAR_MESSAGES.monthDay],
      [{ interval: 'monthly', monthly_type: 'relativeMonthly', monthly_week_days: 'TU' }, 'monthly_week_number', WEBINAR_MESSAGES.weekNumber],
      [{ interval: 'monthly', monthly_type: 'relativeMonthly', monthly_week_number: '2' }, 'monthly_week_days', WEBINAR_MESSAGES.weekDay],
      [{ interval: 'yearly' }, 'yearly_type', WEBINAR_MESSAGES.yearlyType],
      [{ interval: 'yearly', yearly_type: 'absoluteYearly', yearly_month_day: '4' }, 'absolute_month_number', WEBINAR_MESSAGES.month],
      [{ interval: 'yearly', yearly_type: 'relativeYearly', yearly_week_number: '-1', yearly_week_days: 'FR' }, 'relative_month_number', WEBINAR_MESSAGES.month],
      [{ join_link: 'javascript:alert(1)' }, 'join_link', WEBINAR_MESSAGES.badJoinLink],
      [{ external_members: 'not-an-address' }, 'external_members', WEBINAR_MESSAGES.badExternalMember],
      // The same address rule as discussions and bulk e-mail: no mail-header characters in an outside address.
      [{ external_members: '"Guest"<guest@example.net>' }, 'external_members', WEBINAR_MESSAGES.badExternalMember],
      [{ interval: 'none', end_date: day(7), to_time: '09:00' }, 'to_time', WEBINAR_MESSAGES.endTimeBeforeStart],
      [{ interval: 'weekly', week_days: 'MO', start_date: day(7), end_date: day(7), }, 'end_date', WEBINAR_MESSAGES.noOccurrence],
    ];
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents);
    for (const [overrides, field, message] of cases) {
      // The last case: a Monday-only series within one day that is not a Monday gives no occurrence.
      if (field === 'end_date' && message === WEBINAR_MESSAGES.noOccurrence && new Date(`${day(7)}T00:00:00Z`).getUTCDay() === 1) continue;
      const res = await create(as.coordA, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents)).toEqual(before);
  });

  it('a recurring series may never end; a single webinar needs its end date', async () => {
    const id = await created({ end_date: '', never_ends: 'true' });
    const [row] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(row!.seriesEndsAt).toBeNull();
    expect(row!.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
    const single = await create(as.coordA, { interval: 'none', end_date: '', never_ends: 'true' });
    expect(single.json().errors).toEqual({ end_date: [WEBINAR_MESSAGES.endDate] });
  });
});

describe('webinars: who may create (001 §6)', () => {
  it('refuses a mentee and a mentor (403), and a coordinator of another course or cohorts of two courses (400)', async () => {
    expect((await create(as.menteeA)).statusCode).toBe(403);
    expect((await create(as.mentor)).statusCode).toBe(403);
    const other = await create(as.coordB);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ cohorts: [WEBINAR_MESSAGES.badCohort] });
    expect((await create(as.coordA, { cohorts: `${cohortA1},${cohortB1}` })).json().errors).toEqual({ cohorts: [WEBINAR_MESSAGES.badCohort] });
    expect((await create(as.coordA, { cohorts: '999999' })).json().errors).toEqual({ cohorts: [WEBINAR_MESSAGES.badCohort] });
    expect((await create(as.coordA, { internal_members: String(as.menteeB.userId) })).json().errors).toEqual({ internal_members: [WEBINAR_MESSAGES.badMember] });
  });

  it('gives the form’s options: the coordinator’s cohorts (flag_id the course) and the course’s people; refused to a mentee', async () => {
    const res = await as.coordA.get('/v1/webinar/pre-data/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cohorts.map((c: WebinarOption) => c.value).sort()).toEqual([cohortA1, cohortA2].sort());
    expect(body.cohorts.every((c: WebinarOption) => c.flag_id === courseA && c.is_selected === false)).toBe(true);
    expect(body.internal_members.map((m: WebinarOption) => m.value)).toEqual(expect.arrayContaining([as.menteeA.userId, as.mentor.userId]));
    expect(body.internal_members.map((m: WebinarOption) => m.value)).not.toContain(as.menteeB.userId);
    expect(body.week_days.map((d: WebinarOption) => d.value)).toEqual(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
    expect(body.monthly_types.map((d: WebinarOption) => d.value)).toEqual(['absoluteMonthly', 'relativeMonthly']);
    expect((await as.menteeA.get('/v1/webinar/pre-data/')).statusCode).toBe(403);
  });
});

describe('webinars: lists, reading and the occurrence or series changes', () => {
  let id: number;
  beforeAll(async () => {
    id = await created({ title: 'Weekly rounds', internal_members: String(as.menteeA2.userId), external_members: 'guest@example.org' });
  });

  it('shows the occurrences to invitees, the scheduler and the course’s coordinators, 10 a page, with the row’s fields', async () => {
    const res = await upcoming(as.menteeA, `&course_id=${courseA}&user_id=${as.menteeA.userId}&tz=Asia/Kolkata`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.results.filter((r: WebinarRow) => r.webinar_id === id);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(mine.length).toBeGreaterThan(0);
    const [first] = mine;
    expect(Object.keys(first).sort()).toEqual([
      'attachments', 'attendance_uploaded', 'attended', 'date', 'description', 'ends_at', 'index', 'is_recurring', 'join_link', 'occurrence', 'presenter',
      'starts_at', 'time', 'title', 'user_can_edit', 'webinar_id',
    ]);
    expect(first).toMatchObject({ title: 'Weekly rounds', user_can_edit: false, is_recurring: true, time: '15:30 - 16:30', attended: '-' });
    expect(first.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(first.join_link).toMatch(new RegExp(`^/v1/join/${id}/\\?`));
    expect(first.join_link).not.toContain('meet.example.org');
    expect(body.count).toBeGreaterThanOrEqual(16);
    // The next page goes on counting Sr. No.
    const second = (await as.menteeA.get(`/v1/upcomming-webinars?page=2`)).json();
    expect(second.results[0].index).toBe(11);
    // The mentor (a mentorship in the cohort), an internal member, the coordinator.
    expect(await rowsOf(upcoming(as.mentor), id)).not.toHaveLength(0);
    expect(await rowsOf(upcoming(as.menteeA2), id)).not.toHaveLength(0);
    const coordinator = await rowsOf(upcoming(as.coordA, `&selected_cohort_id=${cohortA1}`), id);
    expect(coordinator[0]!.user_can_edit).toBe(true);
    // Not for a mentee of another cohort, nor another course's coordinator; a cohort filter leaves it out.
    expect(await rowsOf(upcoming(as.menteeOther, `&selected_cohort_id=${cohortA2}`), id)).toHaveLength(0);
    expect(await rowsOf(upcoming(as.menteeB), id)).toHaveLength(0);
    expect(await rowsOf(upcoming(as.coordB), id)).toHaveLength(0);
  });

  it('lists an officer’s webinars only for someone standing to them (the learner calendar and the mentee details page)', async () => {
    const mine = await as.menteeA.post('/v1/get/my/webinars/?page=1', { type: 'upcoming' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.some((r: WebinarRow) => r.webinar_id === id)).toBe(true);
    expect((await as.menteeB.post('/v1/get/my/webinars/?page=1', { type: 'upcoming', user_id: as.menteeA.userId })).statusCode).toBe(403);
    expect((await as.menteeB.post(`/v1/get/my/webinars/?page=1&course_id=${courseA}`, { type: 'upcoming', user_id: as.menteeA.userId })).statusCode).toBe(403);
    expect((await as.coordB.get(`/v1/upcomming-webinars?course_id=${courseA}&user_id=${as.menteeA.userId}`)).statusCode).toBe(403);
    const mentor = await as.mentor.post(`/v1/get/my/webinars/?page=1&course_id=${courseA}`, { type: 'upcoming', user_id: as.menteeA.userId });
    expect(mentor.statusCode).toBe(200);
    expect(mentor.json().results.some((r: WebinarRow) => r.webinar_id === id)).toBe(true);
    expect((await as.menteeA.post('/v1/get/my/webinars/', { type: 'later' })).json().message).toBe(WEBINAR_MESSAGES.badType);
  });

  it('answers the details (all of 3.6) to readers, the link and guests to editors only; 404 to anyone else', async () => {
    const coordinator = await as.coordA.get(`/v1/get/webinar/details/?webinar_id=${id}`);
    expect(coordinator.statusCode).toBe(200);
    expect(coordinator.json().data).toMatchObject({
      webinar_id: id, title: 'Weekly rounds', interval: 'weekly', week_days: ['MO', 'WE'], end_date: day(60), never_ends: false, from_time: '10:00', to_time: '11:00',
      time_zone: 'UTC', join_link: 'https://meet.example.org/fetp', external_members: ['guest@example.org'], user_can_edit: true,
      cohorts: [{ flag_id: courseA, cohort_id: cohortA1, label: expect.any(String) }], internal_members: [{ value: as.menteeA2.userId, label: expect.any(String) }],
    });
    const reader = (await as.menteeA.get(`/v1/get/webinar/details/?webinar_id=${id}`)).json().data;
    expect(reader).toMatchObject({ join_link: '', external_members: [], user_can_edit: false });
    for (const client of [as.menteeB, as.coordB]) expect((await client.get(`/v1/get/webinar/details/?webinar_id=${id}`)).statusCode).toBe(404);
    expect((await as.coordA.get('/v1/get/webinar/details/?webinar_id=abc')).statusCode).toBe(400);
    expect((await as.coordB.get(`/v1/webinar/pre-data/?webinar_id=${id}`)).statusCode).toBe(404);
  });

  it('refuses every change to the wrong person: another course’s coordinator 404, a reader without the role 403', async () => {
    const occurrence = (await rowsOf(upcoming(as.coordA), id))[0]!.occurrence;
    const update = (client: Caller) => client.multipart(UPDATE, { ...form(), webinar_id: String(id), change_type: 'series' });
    expect((await update(as.coordB)).statusCode).toBe(404);
    expect((await update(as.menteeA)).statusCode).toBe(403);
    expect((await cancel(as.coordB, { webinar_id: String(id), change_type: 'series' })).statusCode).toBe(404);
    expect((await cancel(as.mentor, { webinar_id: String(id), change_type: 'series' })).statusCode).toBe(403);
    expect((await as.coordB.post(ATTENDANCE, { webinar_id: id, occurrence })).statusCode).toBe(404);
    expect((await as.menteeA.post(ATTENDANCE, { webinar_id: id, occurrence })).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(row!.cancelledAt).toBeNull();
    expect(row!.sequence).toBe(0);
  });

  it('edits one occurrence only (change type occurrence), and cancels another only', async () => {
    const before = await rowsOf(upcoming(as.coordA), id);
    const [, second, third, fourth] = before as [WebinarRow, WebinarRow, WebinarRow, WebinarRow];
    const noType = await as.coordA.multipart(UPDATE, { ...form(), webinar_id: String(id) });
    expect(noType.json().errors).toEqual({ change_type: [WEBINAR_MESSAGES.changeType] });
    const badKey = await as.coordA.multipart(UPDATE, { ...form(), webinar_id: String(id), change_type: 'occurrence', occurrence: '2026-12-25T10:00:00Z' });
    expect(badKey.json().errors).toEqual({ occurrence: [WEBINAR_MESSAGES.badOccurrence] });
    const moveTo = day(30);
    const res = await as.coordA.multipart(UPDATE, {
      title: 'Weekly rounds (moved)', description: 'Moved once', presenter: 'Dr. B', join_link: 'https://meet.example.org/moved', start_date: moveTo,
      from_time: '16:00', to_time: '17:00', time_zone: 'UTC', webinar_id: String(id), change_type: 'occurrence', occurrence: second.occurrence,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await cancel(as.coordA, { webinar_id: String(id), change_type: 'occurrence', occurrence: third.occurrence, cancellation_note: 'Holiday' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const noType2 = await cancel(as.coordA, { webinar_id: String(id) });
    expect(noType2.json().message).toBe(WEBINAR_MESSAGES.cancelType);
    const longNote = await cancel(as.coordA, { webinar_id: String(id), change_type: 'series', cancellation_note: 'x'.repeat(101) });
    expect(longNote.json().message).toBe(WEBINAR_MESSAGES.cancellationNoteTooLong);

    const after = await rowsOf(upcoming(as.coordA), id);
    expect(after.some((r) => r.occurrence === third.occurrence)).toBe(false);
    const moved = (await rowsOf(as.coordA.get(`/v1/upcomming-webinars?page=2`), id)).concat(after).find((r) => r.occurrence === second.occurrence)!;
    expect(moved).toMatchObject({ title: 'Weekly rounds (moved)', time: '16:00 - 17:00', presenter: 'Dr. B' });
    expect(moved.date).toBe(moveTo.split('-').reverse().join('-'));
    // The first and fourth are as they were.
    expect(after[0]!).toMatchObject({ occurrence: before[0]!.occurrence, title: 'Weekly rounds', time: '10:00 - 11:00' });
    expect(after.find((r) => r.occurrence === fourth.occurrence)).toMatchObject({ title: 'Weekly rounds', starts_at: fourth.starts_at });
    const exceptions = await ctx.db.select().from(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, id));
    expect(exceptions.map((x) => [x.occurrenceStart.toISOString(), x.cancelled]).sort()).toEqual([[second.occurrence, false], [third.occurrence, true]].sort());
    // Each change raised the series' SEQUENCE (a second change of an occurrence must not look stale).
    expect((await ctx.db.select({ sequence: calendarEvents.sequence }).from(calendarEvents).where(eq(calendarEvents.id, id)))[0]!.sequence).toBe(2);
    // The invites of each change are queued: REQUEST and CANCEL for that occurrence.
    const invites = await ctx.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.kind, 'calendar-invite'), sql`(${jobs.payload}->>'eventId')::int = ${id}`));
    expect(invites.map((j) => j.payload)).toEqual(expect.arrayContaining([
      { eventId: id, method: 'REQUEST' },
      { eventId: id, method: 'REQUEST', occurrence: second.occurrence },
      { eventId: id, method: 'CANCEL', occurrence: third.occurrence },
    ]));
    // The details of one occurrence show its own fields.
    const details = (await as.coordA.get(`/v1/get/webinar/details/?webinar_id=${id}&occurrence=${encodeURIComponent(second.occurrence)}`)).json().data;
    expect(details).toMatchObject({ title: 'Weekly rounds (moved)', start_date: moveTo, from_time: '16:00' });
  });

  it('edits the whole series (SEQUENCE raised, the edited occurrence kept), then cancels it (gone from Upcoming)', async () => {
    const res = await as.coordA.multipart(UPDATE, {
      ...form({ title: 'Weekly rounds v2', cohorts: `${cohortA1},${cohortA2}`, external_members: '' }), webinar_id: String(id), change_type: 'series',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    // One occurrence edited and one cancelled before (each raised it), now the series.
    expect(row!.sequence).toBe(3);
    const rows = await rowsOf(upcoming(as.menteeOther), id);
    expect(rows[0]!.title).toBe('Weekly rounds v2');
    expect(await rowsOf(upcoming(as.menteeA2), id)).not.toHaveLength(0);
    // The removed guest gets a CANCEL.
    const [invite] = await ctx.db.select({ payload: jobs.payload }).from(jobs)
      .where(and(eq(jobs.kind, 'calendar-invite'), sql`(${jobs.payload}->>'eventId')::int = ${id}`, sql`${jobs.payload} ? 'removed'`));
    expect(invite!.payload).toMatchObject({ method: 'REQUEST', removed: ['guest@example.org'] });

    const done = await cancel(as.coordA, { webinar_id: String(id), change_type: 'series', cancellation_note: 'Ended early' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(WEBINAR_MESSAGES.cancelDone);
    expect(await rowsOf(upcoming(as.coordA), id)).toHaveLength(0);
    const [after] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(after).toMatchObject({ cancellationNote: 'Ended early', sequence: 4 });
    expect(after!.cancelledAt).not.toBeNull();
    const again = await cancel(as.coordA, { webinar_id: String(id), change_type: 'series' });
    expect(again.json().message).toBe(WEBINAR_MESSAGES.cancelled);
  });
});

describe('webinars: a scheduler who leaves the course', () => {
  it('may no longer cancel or edit its webinars, nor sees the pencil; the course’s coordinators still may', async () => {
    const former = await createCoordinator(ctx.db, [courseA]);
    const client = await sessionOf(ctx, former.email);
    const res = await create(client);
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await ctx.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.createdBy, former.id));
    await ctx.db.delete(courseCoordinators).where(and(eq(courseCoordinators.userId, former.id), eq(courseCoordinators.courseId, courseA)));
    expect((await client.get(`/v1/get/webinar/details/?webinar_id=${event!.id}`)).json().data.user_can_edit).toBe(false);
    expect((await cancel(client, { webinar_id: String(event!.id), change_type: 'series', cancellation_note: 'Leaving' })).statusCode).toBe(403);
    const [row] = await ctx.db.select({ cancelledAt: calendarEvents.cancelledAt }).from(calendarEvents).where(eq(calendarEvents.id, event!.id));
    expect(row!.cancelledAt).toBeNull();
    expect((await as.coordA.get(`/v1/get/webinar/details/?webinar_id=${event!.id}`)).json().data.user_can_edit).toBe(true);
  });
});

describe('webinars: the join address, past/upcoming and attendance', () => {
  let id: number;
  let key: string;

  it('records an invitee’s join through the portal during the session and sends them on; refuses altered links', async () => {
    id = await created({ title: 'Live session', interval: 'none', start_date: day(2), end_date: day(2) });
    // The session is moved to now (started 10 minutes ago, ends in 20).
    const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
    await ctx.db.update(calendarEvents).set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), seriesEndsAt: new Date(startsAt.getTime() + 30 * 60_000) })
      .where(eq(calendarEvents.id, id));
    const [row] = (await rowsOf(upcoming(as.menteeA), id)) as [WebinarRow];
    expect(row.occurrence).toBe(startsAt.toISOString());
    key = row.occurrence;
    const join = await ctx.app.inject({ method: 'GET', url: row.join_link });
    expect(join.statusCode).toBe(302);
    expect(join.headers.location).toBe('https://meet.example.org/fetp');
    await ctx.app.inject({ method: 'GET', url: row.join_link });
    expect(await ctx.db.select().from(calendarEventJoins).where(eq(calendarEventJoins.eventId, id))).toHaveLength(1);
    // Altered: another user, another occurrence, another event.
    expect((await ctx.app.inject({ method: 'GET', url: row.join_link.replace(`uid=${as.menteeA.userId}`, `uid=${as.menteeB.userId}`) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: row.join_link.replace(`/v1/join/${id}/`, `/v1/join/${id + 1000}/`) })).statusCode).toBe(403);
    // A link signed for someone who may not read the webinar: 404.
    const signer = new SignedLinks(await serverSecret(ctx.db, 'calendar-join-links'));
    const foreign = signer.sign(`/v1/join/${id}/`, as.menteeB.userId, { occurrence: key });
    expect((await ctx.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
    const wrongOccurrence = signer.sign(`/v1/join/${id}/`, as.menteeA.userId, { occurrence: new Date(Date.now() + DAY).toISOString() });
    expect((await ctx.app.inject({ method: 'GET', url: wrongOccurrence })).statusCode).toBe(404);
    // Attendance cannot be populated before the end.
    const early = await as.coordA.post(ATTENDANCE, { webinar_id: id, occurrence: key });
    expect(early.json().message).toBe(WEBINAR_MESSAGES.notEnded);
  });

  it('moves the session to Past Webinars once it has ended, and populates attendance once', async () => {
    await ctx.db.update(calendarEvents).set({ endsAt: new Date(Date.now() - 60_000), seriesEndsAt: new Date(Date.now() - 60_000) }).where(eq(calendarEvents.id, id));
    expect(await rowsOf(upcoming(as.menteeA), id)).toHaveLength(0);
    const [before] = await rowsOf(past(as.menteeA), id);
    expect(before).toMatchObject({ attended: '-', attendance_uploaded: false, join_link: '', occurrence: key });
    const first = await as.coordA.post(ATTENDANCE, { webinar_id: id, occurrence: key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(WEBINAR_MESSAGES.attendanceUploaded);
    const second = await as.coordA.post(ATTENDANCE, { webinar_id: id, occurrence: key });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Attendance Already Uploaded');
    expect((await rowsOf(past(as.menteeA), id))[0]).toMatchObject({ attended: 'Yes', attendance_uploaded: true });
    expect((await rowsOf(past(as.menteeOther), id))[0]).toMatchObject({ attended: 'No', attendance_uploaded: true });
    expect((await rowsOf(past(as.coordA), id))[0]).toMatchObject({ attended: '-', attendance_uploaded: true, user_can_edit: true });
    const marks = await ctx.db.select().from(calendarAttendance).where(eq(calendarAttendance.eventId, id));
    expect(marks.find((m) => m.userId === as.menteeA.userId)?.attended).toBe(true);
    expect(marks.find((m) => m.userId === as.mentor.userId)?.attended).toBe(false);
    // A join link opened after the end is not recorded.
    const signer = new SignedLinks(await serverSecret(ctx.db, 'calendar-join-links'));
    const late = await ctx.app.inject({ method: 'GET', url: signer.sign(`/v1/join/${id}/`, as.menteeOther.userId, { occurrence: key }) });
    expect(late.statusCode).toBe(302);
    expect(await ctx.db.select().from(calendarEventJoins).where(and(eq(calendarEventJoins.eventId, id), eq(calendarEventJoins.userId, as.menteeOther.userId)))).toHaveLength(0);
  });
});

describe('webinars: attachments', () => {
  it('stores checked attachments, lists them behind signed links, and downloads them only for readers', async () => {
    const id = await created({ title: 'With slides' }, { attachments: { name: 'slides.pdf', type: 'application/pdf', data: pdf } });
    const [row] = (await rowsOf(upcoming(as.menteeA), id)) as [WebinarRow];
    const [attachment] = row.attachments as [WebinarRow['attachments'][number]];
    expect(row.attachments).toEqual([{ id: expect.any(Number), name: 'slides.pdf', url: expect.stringContaining(eventAttachmentPath(attachment.id)) }]);
    const file = await ctx.app.inject({ method: 'GET', url: attachment.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signer = new SignedLinks(await serverSecret(ctx.db, 'file-links'));
    expect((await ctx.app.inject({ method: 'GET', url: signer.sign(eventAttachmentPath(attachment.id), as.menteeB.userId) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: attachment.url.replace('sig=', 'sig=x') })).statusCode).toBe(403);

    // Update: keep none, add another; the old one's row is gone; another webinar's attachment id is refused.
    const other = await created({ title: 'Other' }, { attachments: { name: 'other.pdf', type: 'application/pdf', data: pdf } });
    const [otherFile] = await ctx.db.select().from(calendarEventAttachments).where(eq(calendarEventAttachments.eventId, other));
    const stolen = await as.coordA.multipart(UPDATE, { ...form(), webinar_id: String(id), change_type: 'series', old_attachment: String(otherFile!.id) });
    expect(stolen.json().errors).toEqual({ old_attachment: [WEBINAR_MESSAGES.badAttachment] });
    const res = await as.coordA.multipart(UPDATE, { ...form(), webinar_id: String(id), change_type: 'series', old_attachment: '' },
      { attachments: { name: 'notes.txt', type: 'text/plain', data: Buffer.from('Notes for the session\n') } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.db.select({ name: calendarEventAttachments.name }).from(calendarEventAttachments).where(eq(calendarEventAttachments.eventId, id)))
      .map((r) => r.name)).toEqual(['notes.txt']);
  });

  it('refuses a file over 20 MB with the spec’s message, and a file whose content is not its type, storing nothing', async () => {
    const objects = await ctx.storedObjects();
    const count = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents);
    const big = await create(as.coordA, {}, { attachments: { name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(20 * 1024 * 1024 + 1, 0x41) } });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('File big.pdf exceeds 20MB and has been removed.');
    const fake = await create(as.coordA, {}, { attachments: { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('not a pdf at all') } });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(CAL_FILE_MESSAGES.contentMismatch);
    const exe = await create(as.coordA, {}, { attachments: { name: 'tool.exe', type: 'application/octet-stream', data: Buffer.from('MZ') } });
    expect(exe.json().message).toBe(WEBINAR_MESSAGES.attachmentType);
    expect(await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents)).toEqual(count);
    expect(await ctx.storedObjects()).toEqual(objects);
  });
});

describe('webinars: the course page’s tab', () => {
  it('is visible to an officer whose cohort has a webinar, not to one whose cohort has none', async () => {
    const visible = async (client: Caller, course: number) =>
      ((await client.get(`/cal/api/get/course_cal/tabs/?course_id=${course}`)).json().data as { key: string; visible: boolean }[]).find((t) => t.key === 'webinars')?.visible;
    expect(await visible(as.menteeA, courseA)).toBe(true);
    expect(await visible(as.menteeB, courseB)).toBe(false);
  });
});
