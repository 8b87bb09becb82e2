import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MEETING_MESSAGES, WEBINAR_LIMITS, WEBINAR_MESSAGES } from '@fetp/contract';
import { calendarAttendance, calendarEventJoins, calendarEvents, courseCoordinators, jobs } from '../src/db/schema';
import { createTestContext, sessionOf, type Client, type TestContext, day } from './helpers';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor } from './factories';
import { samplePdf } from './application-fixtures';

/** Meetings (001 §2.5, §3.7, §4, §5 "Meeting form" / "Meeting cancel", §7 "Meetings", §9). */

type Caller = Client & { userId: number };
let ctx: TestContext;
let pdf: Buffer;
let course: number;
let otherCourse: number;
let k1: number;
let k2: number;
let kOther: number;
const as = {} as Record<'coordinator' | 'coordinator2' | 'otherCoordinator' | 'mentor' | 'mentee1' | 'mentee2' | 'outsider', Caller>;


/** A multipart body with repeated fields (cohorts, attachments), as the browser's FormData sends them. */
async function multipart(client: Client, url: string, fields: Record<string, string | string[] | undefined>, files: { name: string; data: Buffer; type?: string }[] = []) {
  const csrf = await client.ensureCsrf();
  const boundary = `----meet${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const token = (client as unknown as { token: string }).token;
  return ctx.app.inject({
    method: 'POST', url, payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${token}` },
  });
}

const valid = (over: Record<string, string | string[] | undefined> = {}) => ({
  course_id: String(course), meeting_mode: 'online', event_type: 'Webinar', cohorts: [String(k1)], title: 'Outbreak review',
  presenter: 'Dr. Rao', start_date: day(3), end_date: day(3), time: '10:00', end_time: '11:00', meeting_url: 'https://meet.example.org/abc', time_zone: 'UTC',
  ...over,
});
const create = (client: Client, over: Record<string, string | string[] | undefined> = {}, files: { name: string; data: Buffer }[] = []) =>
  multipart(client, '/v1/meeting/create/new/', valid(over), files);
const update = (client: Client, id: number, over: Record<string, string | string[] | undefined> = {}, files: { name: string; data: Buffer }[] = []) =>
  multipart(client, '/v1/update/frontline-meeting/details/', { ...valid(over), meeting_id: String(id) }, files);
const cancel = (client: Client, id: number | string, note?: string) =>
  client.post(`/v1/meeting/cancel/?${new URLSearchParams({ meeting_id: String(id), ...(note === undefined ? {} : { cancellation_note: note }) })}`, {});
const list = (client: Client, courseId: number, q: Record<string, string | number> = {}) =>
  client.get(`/v1/frontline-meeting/${courseId}/?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);
const meetingCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents).where(eq(calendarEvents.kind, 'meeting')))[0]!.n;

async function created(client: Client, over: Record<string, string | string[] | undefined> = {}, files: { name: string; data: Buffer }[] = []): Promise<number> {
  const res = await create(client, over, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  pdf = await samplePdf();
  course = (await createCourse(ctx.db)).id;
  otherCourse = (await createCourse(ctx.db)).id;
  k1 = (await createCohort(ctx.db, { courseId: course })).id;
  k2 = (await createCohort(ctx.db, { courseId: course })).id;
  kOther = (await createCohort(ctx.db, { courseId: otherCourse })).id;
  const coordinator = await createCoordinator(ctx.db, [course]);
  const coordinator2 = await createCoordinator(ctx.db, [course]);
  const otherCoordinator = await createCoordinator(ctx.db, [otherCourse]);
  const mentor = await createMentor(ctx.db);
  const mentee1 = await createMentee(ctx.db, k1, { mentor1: mentor.id });
  const mentee2 = await createMentee(ctx.db, k2);
  const outsider = await createMentee(ctx.db, kOther);
  for (const [key, user] of Object.entries({ coordinator, coordinator2, otherCoordinator, mentor, mentee1, mentee2, outsider })) {
    as[key as keyof typeof as] = await sessionOf(ctx, user.email);
  }
}, 120_000);
afterAll(() => ctx.close());

describe('meetings: the form’s data', () => {
  it('gives a coordinator field_data with their courses, the cohorts and the people to invite (label, value, is_selected)', async () => {
    const res = await as.coordinator.get(`/v1/cc/meeting/pre-data/?course_id=${course}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().field_data;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['meeting_mode', 'event_type', 'cohorts', 'mentee_only', 'mentor_only', 'internal_members', 'title', 'presenter', 'start_date', 'end_date', 'time', 'end_time', 'meeting_url']));
    expect(data.course_id.attributes.options).toEqual([{ label: expect.any(String), value: String(course), is_selected: true }]);
    expect(data.cohorts.attributes.options.map((o: { value: string }) => Number(o.value)).sort()).toEqual([k1, k2].sort());
    expect(data.event_type.attributes.options.map((o: { value: string }) => o.value)).toEqual(['Webinar', 'one-on-one', 'others']);
    expect(data.title.attributes).toMatchObject({ type: 'text', required: true, error_message: MEETING_MESSAGES.titleRequired });
    const members = data.internal_members.attributes.options.map((o: { value: string }) => Number(o.value));
    expect(members).toEqual(expect.arrayContaining([as.mentor.userId, as.mentee1.userId, as.coordinator2.userId]));
    expect(members).not.toContain(as.outsider.userId);
    // Without a course: every course the caller coordinates, and no other.
    const all = (await as.coordinator.get('/v1/cc/meeting/pre-data/')).json().field_data;
    expect(all.course_id.attributes.options.map((o: { value: string }) => Number(o.value))).toEqual([course]);
  });

  it('refuses mentors, mentees and a coordinator of another course', async () => {
    expect((await as.mentor.get('/v1/cc/meeting/pre-data/')).statusCode).toBe(403);
    expect((await as.mentee1.get('/v1/cc/meeting/pre-data/')).statusCode).toBe(403);
    const other = await as.otherCoordinator.get(`/v1/cc/meeting/pre-data/?course_id=${course}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MEETING_MESSAGES.notCoordinator);
  });
});

describe('meetings: the form’s rules on the server (001 §5 "Meeting form")', () => {
  it('names every missing field with the form’s message, and writes nothing', async () => {
    const before = await meetingCount();
    const res = await multipart(as.coordinator, '/v1/meeting/create/new/', { course_id: String(course) });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      meeting_mode: [MEETING_MESSAGES.modeRequired], event_type: [MEETING_MESSAGES.eventTypeRequired], title: [MEETING_MESSAGES.titleRequired],
      start_date: [MEETING_MESSAGES.startDateRequired], end_date: [MEETING_MESSAGES.endDateRequired],
      time: [MEETING_MESSAGES.startTimeRequired], end_time: [MEETING_MESSAGES.endTimeRequired], cohorts: [MEETING_MESSAGES.cohortsRequired],
    });
    expect(await meetingCount()).toBe(before);
  });

  it('refuses a title over 100 characters with ‘Maximum 100 characters’', async () => {
    const res = await create(as.coordinator, { title: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toEqual(['Maximum 100 characters']);
    expect((await create(as.coordinator, { title: 'x'.repeat(100) })).statusCode).toBe(200);
  });

  it('needs the meeting URL online, forces Webinar online and refuses Webinar offline', async () => {
    expect((await create(as.coordinator, { meeting_url: '' })).json().errors.meeting_url).toEqual([MEETING_MESSAGES.urlRequired]);
    expect((await create(as.coordinator, { meeting_url: 'not a url' })).json().errors.meeting_url).toEqual([MEETING_MESSAGES.badUrl]);
    expect((await create(as.coordinator, { event_type: 'others' })).json().errors.event_type).toEqual([MEETING_MESSAGES.onlineIsWebinar]);
    expect((await create(as.coordinator, { meeting_mode: 'offline', event_type: 'Webinar' })).json().errors.event_type).toEqual([MEETING_MESSAGES.offlineNoWebinar]);
  });

  it('clears the meeting URL of an offline meeting (no join link)', async () => {
    const res = await create(as.coordinator, { meeting_mode: 'offline', event_type: 'others', meeting_url: 'https://meet.example.org/ignored' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ meeting_mode: 'offline', event_type: 'others', join_link: null });
    const [row] = await ctx.db.select({ url: calendarEvents.joinUrl }).from(calendarEvents).where(eq(calendarEvents.id, res.json().data.id));
    expect(row!.url).toBeNull();
  });

  it('takes a one-on-one without cohorts, dropping cohorts, mentee_only and mentor_only', async () => {
    const res = await create(as.coordinator, {
      meeting_mode: 'offline', event_type: 'one-on-one', cohorts: [String(k1)], mentee_only: 'true', internal_members: [String(as.mentee2.userId)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cohorts).toEqual([]);
    const [row] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, res.json().data.id));
    expect(row).toMatchObject({ menteeOnly: false, mentorOnly: false });
    // The named member is invited; another officer of the course is not.
    const mine = (await list(as.mentee2, course, { page_type: 'course_page' })).json().results.map((r: { id: number }) => r.id);
    expect(mine).toContain(res.json().data.id);
  });

  it('refuses an end before the start, a bad date and a bad time zone', async () => {
    expect((await create(as.coordinator, { end_date: day(2) })).json().errors.end_date).toEqual([MEETING_MESSAGES.endDateBeforeStart]);
    expect((await create(as.coordinator, { end_time: '09:00' })).json().errors.end_time).toEqual([MEETING_MESSAGES.endBeforeStart]);
    expect((await create(as.coordinator, { start_date: '2026-02-30' })).json().errors.start_date).toEqual([MEETING_MESSAGES.invalidDate]);
    expect((await create(as.coordinator, { time_zone: 'Mars/Base' })).json().errors.time_zone).toEqual([MEETING_MESSAGES.badTimeZone]);
    // Intl takes any case; one zone keeps one spelling (rows, TZID, VTIMEZONE).
    expect((await create(as.coordinator, { time_zone: 'america/new_york' })).json().errors.time_zone).toEqual([MEETING_MESSAGES.badTimeZone]);
  });

  it('refuses cohorts of another course, a member outside the course and ids that are not ids (400, never 500)', async () => {
    expect((await create(as.coordinator, { cohorts: [String(kOther)] })).json().errors.cohorts).toEqual([MEETING_MESSAGES.cohortNotInCourse]);
    expect((await create(as.coordinator, { cohorts: ['abc'] })).statusCode).toBe(400);
    expect((await create(as.coordinator, { cohorts: ['99999999'] })).json().errors.cohorts).toEqual([MEETING_MESSAGES.badCohort]);
    expect((await create(as.coordinator, { internal_members: [String(as.outsider.userId)] })).json().errors.internal_members).toEqual([MEETING_MESSAGES.badMember]);
    expect((await create(as.coordinator, { course_id: 'x' })).json().errors.course_id).toEqual([MEETING_MESSAGES.courseRequired]);
  });
});

describe('meetings: who may schedule', () => {
  it('lets only a Course Coordinator of the course create', async () => {
    expect((await create(as.mentor)).statusCode).toBe(403);
    expect((await create(as.mentee1)).statusCode).toBe(403);
    const other = await create(as.otherCoordinator);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MEETING_MESSAGES.notCoordinator);
    expect((await create(as.otherCoordinator, { course_id: String(otherCourse), cohorts: [String(kOther)] })).statusCode).toBe(200);
  });

  it('queues the calendar invites in the same transaction', async () => {
    const id = await created(as.coordinator, { title: 'Invites' });
    const queued = await ctx.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.kind, 'calendar-invite'), sql`(${jobs.payload}->>'eventId')::int = ${id}`));
    expect(queued.map((j) => (j.payload as { method: string }).method)).toEqual(['REQUEST']);
  });
});

describe('meetings: attachments (≤ 20 MB each)', () => {
  it('keeps a file and lists it with a download link; refuses one over 20 MB with the spec’s alert and writes nothing', async () => {
    const res = await create(as.coordinator, { title: 'With agenda' }, [{ name: 'agenda.pdf', data: pdf }]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().data.attachments;
    expect(file).toMatchObject({ name: 'agenda.pdf', url: expect.stringContaining('/v1/calendar/attachment/') });

    const before = await meetingCount();
    const big = await create(as.coordinator, { title: 'Too big' }, [{ name: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(WEBINAR_LIMITS.attachmentMaxBytes)]) }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('File big.pdf exceeds 20MB and has been removed.');
    expect(big.json().message).toBe(WEBINAR_MESSAGES.attachmentTooLarge('big.pdf'));
    expect(await meetingCount()).toBe(before);
  });

  it('keeps the attachments named in old_attachment on update and removes the others', async () => {
    const res = await create(as.coordinator, { title: 'Two files' }, [{ name: 'one.pdf', data: pdf }, { name: 'two.pdf', data: pdf }]);
    const { id, attachments } = res.json().data as { id: number; attachments: { id: number; name: string }[] };
    expect(attachments.map((a) => a.name)).toEqual(['one.pdf', 'two.pdf']);
    const changed = await multipart(as.coordinator, '/v1/update/frontline-meeting/details/', { ...valid({ title: 'Two files' }), meeting_id: String(id), old_attachment: String(attachments[1]!.id) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attachments.map((a: { name: string }) => a.name)).toEqual(['two.pdf']);
    // Another meeting's attachment cannot be kept.
    const foreign = await multipart(as.coordinator, '/v1/update/frontline-meeting/details/', { ...valid(), meeting_id: String(id), old_attachment: '99999' });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('meetings: the lists', () => {
  it('splits upcoming and past by the meeting’s end, with the rows’ fields; past rows have no join link', async () => {
    const upcomingId = await created(as.coordinator, { title: 'Soon' });
    const pastId = await created(as.coordinator, { title: 'Yesterday', start_date: day(-1), end_date: day(-1) });
    const upcoming = (await list(as.coordinator, course)).json();
    const past = (await list(as.coordinator, course, { type: 'past' })).json();
    expect(upcoming.results.map((r: { id: number }) => r.id)).toContain(upcomingId);
    expect(upcoming.results.map((r: { id: number }) => r.id)).not.toContain(pastId);
    expect(past.results.map((r: { id: number }) => r.id)).toContain(pastId);
    const row = upcoming.results.find((r: { id: number }) => r.id === upcomingId);
    expect(row).toMatchObject({
      meeting_mode: 'online', event_type: 'Webinar', date: day(3).split('-').reverse().join('-'), time: '10:00 - 11:00', title: 'Soon', presenter: 'Dr. Rao',
      user_can_edit: true, cancellation_note: null, attended: false, join_link: expect.stringContaining(`/v1/join/${upcomingId}/`),
    });
    expect(row.index).toBeGreaterThanOrEqual(1);
    const pastRow = past.results.find((r: { id: number }) => r.id === pastId);
    expect(pastRow).not.toHaveProperty('join_link');
    expect(pastRow.user_can_edit).toBe(false);
  });

  it('answers 10 a page with the count and the Sr. No across pages', async () => {
    const paged = (await createCourse(ctx.db)).id;
    const cohort = (await createCohort(ctx.db, { courseId: paged })).id;
    const coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [paged])).email);
    for (let i = 0; i < 12; i++) await created(coordinator, { course_id: String(paged), cohorts: [String(cohort)], title: `Meeting ${i}`, start_date: day(5 + i), end_date: day(5 + i) });
    const first = (await list(coordinator, paged)).json();
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toMatchObject({ index: 1, title: 'Meeting 0' });
    const second = (await list(coordinator, paged, { page: 2 })).json();
    expect(second.results.map((r: { index: number }) => r.index)).toEqual([11, 12]);
    expect((await list(coordinator, paged, { page: 5 })).json()).toEqual({ count: 12, results: [] });
    // By cohort: none in another cohort of the course.
    const other = (await createCohort(ctx.db, { courseId: paged })).id;
    expect((await list(coordinator, paged, { cohort_id: other })).json().count).toBe(0);
    expect((await list(coordinator, paged, { cohort_id: kOther })).statusCode).toBe(400);
  });

  it('shows an officer the meetings of their cohort, not another cohort’s, nor a mentors-only one', async () => {
    const forK1 = await created(as.coordinator, { title: 'K1 only' });
    const mentorsOnly = await created(as.coordinator, { title: 'Mentors', mentor_only: 'true' });
    const ids = (client: Client) => list(client, course, { page_type: 'course_page' }).then((r) => r.json().results.map((x: { id: number }) => x.id));
    expect(await ids(as.mentee1)).toContain(forK1);
    expect(await ids(as.mentee1)).not.toContain(mentorsOnly);
    expect(await ids(as.mentee2)).not.toContain(forK1);
    expect(await ids(as.mentor)).toEqual(expect.arrayContaining([forK1, mentorsOnly]));
    expect(await ids(as.outsider)).toEqual([]);
    // Invitees do not edit.
    const row = (await list(as.mentee1, course, { page_type: 'course_page' })).json().results.find((r: { id: number }) => r.id === forK1);
    expect(row.user_can_edit).toBe(false);
  });

  it('shows an officer’s meetings on the mentee details page to their mentor and the coordinator, and refuses others', async () => {
    const forK1 = await created(as.coordinator, { title: 'Mentee page' });
    const q = { page_type: 'mentee_details', mentee_id: as.mentee1.userId };
    expect((await list(as.mentor, course, q)).json().results.map((r: { id: number }) => r.id)).toContain(forK1);
    expect((await list(as.coordinator, course, q)).statusCode).toBe(200);
    expect((await list(as.mentee2, course, q)).statusCode).toBe(403);
    expect((await list(as.otherCoordinator, course, q)).statusCode).toBe(403);
    expect((await list(as.mentor, course, { page_type: 'mentee_details' })).statusCode).toBe(400);
  });

  it('keeps the coordinator dashboard to the course’s coordinators (the default page type)', async () => {
    expect((await list(as.mentee1, course)).statusCode).toBe(403);
    expect((await list(as.otherCoordinator, course)).statusCode).toBe(403);
    // Past, a far page, a cohort of the course: still refused (the page holds nothing for them, and that is checked).
    expect((await list(as.otherCoordinator, course, { type: 'past', page: 40 })).statusCode).toBe(403);
    expect((await list(as.otherCoordinator, course, { cohort_id: k1 })).statusCode).toBe(403);
    expect((await list(as.coordinator2, course)).statusCode).toBe(200);
    expect((await list(as.coordinator, course, { page_type: 'nonsense' })).statusCode).toBe(400);
    expect((await as.coordinator.get('/v1/frontline-meeting/abc/')).statusCode).toBe(400);
  });

  it('marks the Meetings tab visible on the course page once the officer is invited to a meeting', async () => {
    const tabCourse = (await createCourse(ctx.db)).id;
    const cohort = (await createCohort(ctx.db, { courseId: tabCourse })).id;
    const officer = await createMentee(ctx.db, cohort);
    const coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [tabCourse])).email);
    const client = await sessionOf(ctx, officer.email);
    const tab = async () => (await client.get(`/cal/api/get/course_cal/tabs/?course_id=${tabCourse}`)).json().data.find((t: { key: string }) => t.key === 'meetings');
    expect(await tab()).toMatchObject({ name: 'Meetings', visible: false });
    await created(coordinator, { course_id: String(tabCourse), cohorts: [String(cohort)] });
    expect(await tab()).toMatchObject({ visible: true });
  });
});

describe('meetings: update and cancel', () => {
  it('gives the update form with the meeting’s values to its course’s coordinators, and refuses others (IDOR)', async () => {
    const id = await created(as.coordinator, { title: 'To change', internal_members: [String(as.mentor.userId)] });
    const res = await as.coordinator2.get(`/v1/cc/update-meeting/pre-data/?meeting_id=${id}&cohort_id=${k1}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().field_data;
    expect(data.title.attributes.value).toBe('To change');
    expect(data.start_date.attributes.value).toBe(day(3));
    expect(data.time.attributes.value).toBe('10:00');
    expect(data.cohorts.attributes.options.find((o: { value: string }) => o.value === String(k1)).is_selected).toBe(true);
    expect(data.internal_members.attributes.options.find((o: { value: string }) => o.value === String(as.mentor.userId)).is_selected).toBe(true);
    expect((await as.otherCoordinator.get(`/v1/cc/update-meeting/pre-data/?meeting_id=${id}`)).statusCode).toBe(403);
    expect((await as.mentor.get(`/v1/cc/update-meeting/pre-data/?meeting_id=${id}`)).statusCode).toBe(403);
    expect((await as.coordinator.get('/v1/cc/update-meeting/pre-data/?meeting_id=99999999')).statusCode).toBe(404);
  });

  it('lets the scheduler and the course’s coordinators update, raising the SEQUENCE and re-sending invites; refuses others', async () => {
    const id = await created(as.coordinator, { title: 'Original' });
    const res = await update(as.coordinator2, id, { title: 'Changed', time: '12:00', end_time: '13:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MEETING_MESSAGES.updated, data: { title: 'Changed', time: '12:00 - 13:00' } });
    const [row] = await ctx.db.select({ sequence: calendarEvents.sequence }).from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(row!.sequence).toBe(1);
    const queued = await ctx.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, 'calendar-invite'), sql`(${jobs.payload}->>'eventId')::int = ${id}`));
    expect(queued).toHaveLength(2);
    expect((await update(as.otherCoordinator, id)).statusCode).toBe(403);
    expect((await update(as.mentee1, id)).statusCode).toBe(403);
    expect((await update(as.coordinator, 99999999)).statusCode).toBe(404);
    const badId = await multipart(as.coordinator, '/v1/update/frontline-meeting/details/', { ...valid(), meeting_id: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors.meeting_id).toEqual([MEETING_MESSAGES.badMeeting]);
    // Its form rules apply as on create.
    expect((await update(as.coordinator, id, { title: 'y'.repeat(101) })).json().errors.title).toEqual(['Maximum 100 characters']);
  });

  it('keeps the meeting’s zone on an update sent from another zone (the form showed its times in the meeting’s zone)', async () => {
    const id = await created(as.coordinator, { title: 'Zone kept', time_zone: 'Asia/Kolkata' });
    const [before] = await ctx.db.select({ startsAt: calendarEvents.startsAt, timeZone: calendarEvents.timeZone }).from(calendarEvents).where(eq(calendarEvents.id, id));
    expect((await update(as.coordinator2, id, { title: 'Zone kept', time_zone: 'America/New_York' })).statusCode).toBe(200);
    const [after] = await ctx.db.select({ startsAt: calendarEvents.startsAt, timeZone: calendarEvents.timeZone }).from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(after).toEqual(before);
    expect(after!.timeZone).toBe('Asia/Kolkata');
  });

  it('refuses a scheduler who no longer coordinates the course: no edit, no cancel', async () => {
    const former = await createCoordinator(ctx.db, [course]);
    const client = await sessionOf(ctx, former.email);
    const id = await created(client, { title: 'Scheduled before leaving' });
    await ctx.db.delete(courseCoordinators).where(and(eq(courseCoordinators.userId, former.id), eq(courseCoordinators.courseId, course)));
    expect((await update(client, id, { title: 'Changed after leaving' })).statusCode).toBe(403);
    expect((await cancel(client, id, 'Cancelled after leaving')).statusCode).toBe(403);
    const [row] = await ctx.db.select({ title: calendarEvents.title, cancelledAt: calendarEvents.cancelledAt }).from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(row).toEqual({ title: 'Scheduled before leaving', cancelledAt: null });
    // The course's coordinators still may.
    expect((await update(as.coordinator2, id, { title: 'Changed by a coordinator' })).statusCode).toBe(200);
  });

  it('needs a cancellation note of at most 100 characters', async () => {
    const id = await created(as.coordinator, { title: 'Note rules' });
    const none = await cancel(as.coordinator, id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please enter cancellation note');
    expect((await cancel(as.coordinator, id, '   ')).json().message).toBe(MEETING_MESSAGES.noteRequired);
    expect((await cancel(as.coordinator, id, 'n'.repeat(101))).json().message).toBe('Maximum 100 characters');
    expect((await cancel(as.coordinator, 'abc', 'note')).statusCode).toBe(400);
  });

  it('cancels: the meeting leaves Upcoming, shows under Past with its note, the invitees get a CANCEL; others are refused', async () => {
    const id = await created(as.coordinator, { title: 'Called off' });
    expect((await cancel(as.mentee1, id, 'no')).statusCode).toBe(403);
    expect((await cancel(as.otherCoordinator, id, 'no')).statusCode).toBe(403);
    expect((await cancel(as.coordinator, 99999999, 'no')).statusCode).toBe(404);
    const res = await cancel(as.coordinator2, id, 'Venue unavailable');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MEETING_MESSAGES.cancelled);
    expect((await list(as.coordinator, course)).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await list(as.mentee1, course, { page_type: 'course_page' })).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    const past = (await list(as.coordinator, course, { type: 'past' })).json().results.find((r: { id: number }) => r.id === id);
    expect(past).toMatchObject({ cancellation_note: 'Venue unavailable', user_can_edit: false });
    const methods = (await ctx.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.kind, 'calendar-invite'), sql`(${jobs.payload}->>'eventId')::int = ${id}`)).orderBy(asc(jobs.id)))
      .map((j) => (j.payload as { method: string }).method);
    expect(methods).toEqual(['REQUEST', 'CANCEL']);
    const again = await cancel(as.coordinator, id, 'again');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MEETING_MESSAGES.alreadyCancelled);
    expect((await update(as.coordinator, id)).statusCode).toBe(400);
  });
});

describe('meetings: attendance, populated as webinars’', () => {
  const populate = (client: Client, id: number | string) => client.post('/v1/meeting/upload/attendance/', { meeting_id: id });
  const pastRow = async (client: Client, id: number, q: Record<string, string | number> = {}) =>
    (await list(client, course, { type: 'past', ...q })).json().results.find((r: { id: number }) => r.id === id);

  it('populates an ended meeting once from the portal’s joins: each invitee’s row and the mentee details page read it', async () => {
    const id = await created(as.coordinator, { title: 'Line list review', cohorts: [String(k1), String(k2)], start_date: day(-2), end_date: day(-2) });
    const [meeting] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    // Officer 1 opened the portal's join address during the meeting; officer 2 did not.
    await ctx.db.insert(calendarEventJoins).values({ eventId: id, occurrenceStart: meeting!.startsAt, userId: as.mentee1.userId, joinedAt: new Date(meeting!.startsAt.getTime() + 60_000) });
    expect(await pastRow(as.coordinator, id)).toMatchObject({ attendance_uploaded: false });
    // The mentor sees the officer's attendance, not their own join (they never joined).
    const details = { page_type: 'mentee_details', mentee_id: as.mentee1.userId };
    expect((await pastRow(as.mentor, id, details)).attended).toBe(true);

    const res = await populate(as.coordinator, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MEETING_MESSAGES.attendanceUploaded);
    const rows = await ctx.db.select().from(calendarAttendance).where(eq(calendarAttendance.eventId, id));
    expect(rows.find((r) => r.userId === as.mentee1.userId)?.attended).toBe(true);
    expect(rows.find((r) => r.userId === as.mentee2.userId)?.attended).toBe(false);
    expect(await pastRow(as.coordinator, id)).toMatchObject({ attendance_uploaded: true });
    expect((await pastRow(as.mentee1, id, { page_type: 'course_page' })).attended).toBe(true);
    expect((await pastRow(as.mentee2, id, { page_type: 'course_page' })).attended).toBe(false);
    expect((await pastRow(as.mentor, id, details)).attended).toBe(true);
    expect((await pastRow(as.coordinator, id, { ...details, mentee_id: as.mentee2.userId })).attended).toBe(false);

    const again = await populate(as.coordinator2, id);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(MEETING_MESSAGES.attendanceAlreadyUploaded);
  });

  it('has the demo’s past online meetings populated: their invitees’ rows read Yes or No', async () => {
    const demoPast = await ctx.db.select().from(calendarEvents)
      .where(and(eq(calendarEvents.kind, 'meeting'), eq(calendarEvents.mode, 'online'), sql`${calendarEvents.endsAt} < now()`, sql`${calendarEvents.title} like 'Cohort 20%'`));
    expect(demoPast.length).toBeGreaterThanOrEqual(2);
    for (const meeting of demoPast) {
      const rows = await ctx.db.select().from(calendarAttendance).where(eq(calendarAttendance.eventId, meeting.id));
      expect(rows.some((r) => r.attended)).toBe(true);
      expect(rows.some((r) => !r.attended)).toBe(true);
    }
  });

  it('refuses a meeting not yet ended, a cancelled one, and anyone who may not edit it; writes nothing', async () => {
    const upcoming = await created(as.coordinator, { title: 'Not yet' });
    const soon = await populate(as.coordinator, upcoming);
    expect(soon.statusCode).toBe(400);
    expect(soon.body).toContain(MEETING_MESSAGES.notEnded);
    const ended = await created(as.coordinator, { title: 'Ended', start_date: day(-1), end_date: day(-1) });
    for (const caller of [as.otherCoordinator, as.mentor, as.mentee1]) expect((await populate(caller, ended)).statusCode).toBe(403);
    expect((await populate(as.coordinator, 999_999)).statusCode).toBe(404);
    expect((await populate(as.coordinator, 'abc')).statusCode).toBe(400);
    expect(await ctx.db.select().from(calendarAttendance).where(eq(calendarAttendance.eventId, ended))).toEqual([]);
    const cancelled = await created(as.coordinator, { title: 'Called off' });
    expect((await cancel(as.coordinator, cancelled, 'Flooded roads')).statusCode).toBe(200);
    expect((await populate(as.coordinator, cancelled)).statusCode).toBe(400);
  });
});

describe('meetings: a cohort’s coordinator discussion meetings', () => {
  it('answers the course’s coordinators with count and results, and refuses others', async () => {
    const res = await as.coordinator.get(`/v1/discussion-meeting-list?cohort_id=${k1}&event_type=upcoming&page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
    expect((await as.otherCoordinator.get(`/v1/discussion-meeting-list?cohort_id=${k1}`)).statusCode).toBe(403);
    expect((await as.mentor.get(`/v1/discussion-meeting-list?cohort_id=${k1}`)).statusCode).toBe(403);
    expect((await as.coordinator.get('/v1/discussion-meeting-list?cohort_id=99999999')).statusCode).toBe(404);
  });
});
