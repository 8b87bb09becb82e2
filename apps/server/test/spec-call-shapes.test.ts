import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { DASHBOARD_MESSAGES, DISCUSSION_MESSAGES, FIELD_ASSIGNMENT_MESSAGES, WEBINAR_MESSAGES, type WebinarRow } from '@fetp/contract';
import { calendarAttendanceRuns, calendarEvents, cohorts, courses, enrolments, subCals, users } from '../src/db/schema';
import { meetingRoomBase } from '../src/config';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext, day } from './helpers';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor } from './factories';

/**
 * Issue 30 §2, the spec's calls as a client of the original makes them: online discussions without
 * a link (here with MEETING_ROOM_BASE_URL set; discussions.test.ts has it unset), the spec's row
 * fields, and the extra ids left out where one record fits.
 */

type Caller = Client & { userId: number };
const ROOMS = 'https://meet.example.org/rooms';
let ctx: TestContext;
let fetp: { id: number; key: string };
let cohort2025: number;
let arjunCals: number[];
const as = {} as Record<'mentee' | 'mentor' | 'coordinator', Caller>;

const joinUrlOf = async (id: number) =>
  (await ctx.db.select({ joinUrl: calendarEvents.joinUrl }).from(calendarEvents).where(eq(calendarEvents.id, id)))[0]!.joinUrl;
const ROOM = new RegExp(`^${ROOMS.replace(/[./]/g, '\\$&')}/fetp-[0-9a-f]{32}$`);

const menteeForm = (over: Record<string, string | number | undefined> = {}) => ({
  mentor_id: as.mentor.userId, cal_id: arjunCals[0]!, start_date: day(8), from_time: '10:00', to_time: '10:45', description: 'Room check',
  discussion_mode: 'Online', course_id: fetp.id, scheduler: 'Mentee', time_zone: 'UTC', ...over,
});

beforeAll(async () => {
  ctx = await createTestContext({ env: { MEETING_ROOM_BASE_URL: `${ROOMS}/` } });
  const [row] = await ctx.db.select({ id: courses.id, key: courses.courseKey }).from(courses).where(eq(courses.type, 'FETP Course'));
  fetp = row!;
  cohort2025 = (await ctx.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, 'Cohort 2025')))[0]!.id;
  as.mentee = await sessionOf(ctx, DEMO_ACCOUNTS.mentees[0]!);
  as.mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
  as.coordinator = await sessionOf(ctx, DEMO_ACCOUNTS.coordinator);
  arjunCals = (await ctx.db.select({ id: subCals.id }).from(subCals)
    .where(and(eq(subCals.courseId, fetp.id), eq(subCals.menteeId, as.mentee.userId))).orderBy(asc(subCals.id))).map((s) => s.id);
}, 120_000);
afterAll(() => ctx.close());

describe('online discussions without a link, with MEETING_ROOM_BASE_URL (issue 30 §2)', () => {
  it('opens a room with an unguessable name in every form, keeps it on an update, keeps a link given', async () => {
    const mentee = await as.mentee.post('/v1/cal/event/mentee/create/new/', menteeForm());
    expect(mentee.statusCode, mentee.body).toBe(200);
    const mentor = await as.mentor.post('/v1/event/mentor/create/new/', {
      mentee_id: as.mentee.userId, title: 'Room review', start_date: day(8), from_time: '15:00', to_time: '16:00',
      description: 'Room', discussion_mode: 'Online', scheduler: 'Mentor', time_zone: 'UTC',
    });
    expect(mentor.statusCode, mentor.body).toBe(200);
    const cc = await as.coordinator.post('/v1/event/cc/create/new/', {
      cohort_id: cohort2025, title: 'Room check', mentees: [as.mentee.userId], start_date: day(8), from_time: '11:00', to_time: '12:00',
      discussion_mode: 'Online', description: 'Room', time_zone: 'UTC',
    });
    expect(cc.statusCode, cc.body).toBe(200);
    const rooms = await Promise.all([mentee, mentor, cc].map((res) => joinUrlOf(res.json().event_id)));
    for (const room of rooms) expect(room).toMatch(ROOM);
    expect(new Set(rooms).size).toBe(3);

    // An update without a link keeps the room; one with a link takes it.
    const id = mentee.json().event_id as number;
    const kept = await as.mentee.form('PATCH', '/v1/cal/event/update/', { ...menteeForm({ event_id: id, from_time: '11:00', to_time: '11:30' }) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await joinUrlOf(id)).toBe(rooms[0]);
    const given = await as.mentee.form('PATCH', '/v1/cal/event/update/', menteeForm({ event_id: id, meeting_link: 'https://meet.example.org/own' }));
    expect(given.statusCode, given.body).toBe(200);
    expect(await joinUrlOf(id)).toBe('https://meet.example.org/own');
    // Not online: no room.
    const inPerson = await as.mentee.post('/v1/cal/event/mentee/create/new/', menteeForm({ discussion_mode: 'In person', start_date: day(9) }));
    expect(await joinUrlOf(inPerson.json().event_id)).toBeNull();
  });

  it('reads MEETING_ROOM_BASE_URL as an http(s) address without a trailing slash, and stops the start on anything else', () => {
    expect(meetingRoomBase(undefined)).toBeNull();
    expect(meetingRoomBase(' ')).toBeNull();
    expect(meetingRoomBase('https://meet.jit.si/')).toBe('https://meet.jit.si');
    expect(() => meetingRoomBase('ftp://meet.example.org')).toThrow(/MEETING_ROOM_BASE_URL/);
    expect(() => meetingRoomBase('not an address')).toThrow(/MEETING_ROOM_BASE_URL/);
    expect(ctx.config.meetingRoomBaseUrl).toBe(ROOMS);
  });
});

describe('row shapes (001 §3.6, §3.7, §3.8)', () => {
  it('a meeting row carries start_date, end_date, meeting_url, files/attachment, internal_members, mentee_only, mentor_only', async () => {
    const res = await as.coordinator.multipart('/v1/meeting/create/new/', {
      course_id: String(fetp.id), meeting_mode: 'online', event_type: 'Webinar', cohorts: [String(cohort2025)], mentee_only: 'true',
      internal_members: [String(as.mentor.userId)], title: 'Shapes meeting', presenter: 'Dr. Rao', start_date: day(3), end_date: day(4),
      time: '10:00', end_time: '11:00', meeting_url: 'https://meet.example.org/shapes', time_zone: 'UTC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    let row: Record<string, unknown> | undefined;
    for (let page = 1; !row && page < 20; page += 1) {
      const list = await as.coordinator.get(`/v1/frontline-meeting/${fetp.id}/?page_type=coordinator_dashboard&type=upcoming&page=${page}`);
      expect(list.statusCode, list.body).toBe(200);
      const results = list.json().results as Record<string, unknown>[];
      if (results.length === 0) break;
      row = results.find((r) => r.id === id);
    }
    expect(row).toMatchObject({
      start_date: day(3), end_date: day(4), mentee_only: true, mentor_only: false,
      internal_members: [{ value: as.mentor.userId, label: expect.any(String) }],
      files: [], attachment: [], attachments: [],
    });
    expect(row!.meeting_url).toBe(row!.join_link);
    expect(String(row!.meeting_url)).toContain(`/v1/join/${id}/`);
  });

  it('a coordinator discussion meeting row carries meenteeOrmentor: the officers invited', async () => {
    const cc = await as.coordinator.post('/v1/event/cc/create/new/', {
      cohort_id: cohort2025, title: 'Shapes discussion', mentees: [as.mentee.userId], start_date: day(2), from_time: '09:00', to_time: '09:30',
      discussion_mode: 'In person', description: 'Shapes', time_zone: 'UTC',
    });
    expect(cc.statusCode, cc.body).toBe(200);
    const list = await as.coordinator.get(`/v1/discussion-meeting-list?cohort_id=${cohort2025}&event_type=upcoming`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().results as { meeting_id: number; meenteeOrmentor: string; mentees: string[] }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.meenteeOrmentor).toBe(r.mentees.join(', '));
    const mine = rows.find((r) => r.meeting_id === cc.json().event_id);
    expect(mine?.meenteeOrmentor).toMatch(/\S/);
  });

  it('the coordinator discussion meetings are the cohort’s own, with their people by name, upcoming then past, and a cancelled one leaves', async () => {
    const [menteeName] = (await ctx.db.select({ name: users.displayName }).from(users).where(eq(users.id, as.mentee.userId))).map((u) => u.name);
    const cc = await as.coordinator.post('/v1/event/cc/create/new/', {
      cohort_id: cohort2025, title: 'Cohort list check', mentees: [as.mentee.userId], mentors: [as.mentor.userId], start_date: day(3), from_time: '08:00', to_time: '08:30',
      discussion_mode: 'In person', description: 'List', time_zone: 'UTC',
    });
    expect(cc.statusCode, cc.body).toBe(200);
    const id = cc.json().event_id as number;
    // A mentor's discussion with the same officer is not the cohort's own.
    const mentors = await as.mentor.post('/v1/event/mentor/create/new/', {
      mentee_id: as.mentee.userId, title: 'Not the cohort’s', start_date: day(3), from_time: '09:00', to_time: '09:30',
      description: 'Own', discussion_mode: 'In person', scheduler: 'Mentor', time_zone: 'UTC',
    });
    expect(mentors.statusCode, mentors.body).toBe(200);
    type Row = { meeting_id: number; title: string; mentees: string[]; mentors: string[]; user_can_edit: boolean; meeting_link: string | null };
    const listed = async (type: string) => {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const res = await as.coordinator.get(`/v1/discussion-meeting-list?cohort_id=${cohort2025}&event_type=${type}&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        const results = res.json().results as Row[];
        rows.push(...results);
        if (results.length < 10) return rows;
      }
    };
    const upcoming = await listed('upcoming');
    expect(upcoming.find((r) => r.meeting_id === id)).toMatchObject({ title: 'Cohort list check', mentees: [menteeName], mentors: [expect.any(String)], user_can_edit: true });
    expect(upcoming.some((r) => r.meeting_id === mentors.json().event_id)).toBe(false);
    expect((await listed('past')).some((r) => r.meeting_id === id)).toBe(false);
    expect((await as.coordinator.form('DELETE', `/v1/cal/event/cancel/?event_id=${id}`, {})).statusCode).toBe(200);
    expect((await listed('upcoming')).some((r) => r.meeting_id === id)).toBe(false);
  });

  it('past webinars carry Attendance (the past table’s column), upcoming ones do not', async () => {
    const past = (await as.mentee.get('/v1/past-webinars?page=1')).json().results as WebinarRow[];
    expect(past.length).toBeGreaterThan(0);
    for (const r of past) expect(r.Attendance).toBe(r.attended);
    expect(past.some((r) => r.Attendance === 'Yes' || r.Attendance === 'No')).toBe(true);
    const upcoming = (await as.mentee.get('/v1/upcomming-webinars?page=1')).json().results as WebinarRow[];
    expect(upcoming.length).toBeGreaterThan(0);
    for (const r of upcoming) expect(r).not.toHaveProperty('Attendance');
  });
});

describe('extra ids left out where one record fits (issue 30 §2)', () => {
  it('GET /cal/api/mentee/{id}/details/ without course_id: the officer’s current course', async () => {
    const withCourse = await as.mentor.get(`/cal/api/mentee/${as.mentee.userId}/details/?course_id=${fetp.id}`);
    const without = await as.mentor.get(`/cal/api/mentee/${as.mentee.userId}/details/`);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json()).toEqual(withCourse.json());
    expect(without.json().data.courseid).toBe(fetp.id);
    // Someone without standing is still refused.
    const stranger = await sessionOf(ctx, (await createMentor(ctx.db)).email);
    expect((await stranger.get(`/cal/api/mentee/${as.mentee.userId}/details/`)).statusCode).toBe(403);
  });

  it('attendance without occurrence: the latest occurrence that has ended; none ended: the field’s message', async () => {
    const [grandRounds] = await ctx.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.title, 'Epidemiology Grand Rounds'));
    const rows = ((await as.coordinator.get('/v1/past-webinars?page=1')).json().results as WebinarRow[]).filter((r) => r.webinar_id === grandRounds!.id);
    const latest = rows[0]!;
    // The demo populated it: taken back so the call can populate it again.
    await ctx.db.delete(calendarAttendanceRuns).where(and(eq(calendarAttendanceRuns.eventId, grandRounds!.id), eq(calendarAttendanceRuns.occurrenceStart, new Date(latest.occurrence))));
    const res = await as.coordinator.post('/v1/webiar/new/upload/attendance/', { webinar_id: grandRounds!.id });
    expect(res.statusCode, res.body).toBe(200);
    const runs = await ctx.db.select().from(calendarAttendanceRuns).where(and(eq(calendarAttendanceRuns.eventId, grandRounds!.id), eq(calendarAttendanceRuns.occurrenceStart, new Date(latest.occurrence))));
    expect(runs).toHaveLength(1);
    const again = await as.coordinator.post('/v1/webiar/new/upload/attendance/', { webinar_id: grandRounds!.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(WEBINAR_MESSAGES.attendanceAlreadyUploaded);

    const [future] = await ctx.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.title, 'Writing an outbreak report'));
    const early = await as.coordinator.post('/v1/webiar/new/upload/attendance/', { webinar_id: future!.id });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(WEBINAR_MESSAGES.notEnded);
  });

  it('GET /v1/course-cal-mentor-mentee-discussion without course_id: the one course that fits, else a 400', async () => {
    // The mentor stands to the officer in one course only: that one.
    const withCourse = await as.mentor.get(`/v1/course-cal-mentor-mentee-discussion?user_id=${as.mentee.userId}&course_id=${fetp.id}&time_zone=UTC`);
    const without = await as.mentor.get(`/v1/course-cal-mentor-mentee-discussion?user_id=${as.mentee.userId}&time_zone=UTC`);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json()).toEqual(withCourse.json());
    expect(without.json().count).toBeGreaterThan(0);
    // An officer in one course, asking for their own.
    const cohort = await createCohort(ctx.db);
    const single = await createMentee(ctx.db, cohort.id);
    const officer = await sessionOf(ctx, single.email);
    const own = await officer.get('/v1/course-cal-mentor-mentee-discussion');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual((await officer.get(`/v1/course-cal-mentor-mentee-discussion?course_id=${cohort.courseId}`)).json());
    // In two courses: the call must say which.
    await ctx.db.insert(enrolments).values({ userId: single.id, cohortId: (await createCohort(ctx.db)).id });
    const several = await officer.get('/v1/course-cal-mentor-mentee-discussion');
    expect(several.statusCode).toBe(400);
    expect(several.json().errors.course_id).toEqual([DISCUSSION_MESSAGES.chooseCourse]);
  });

  it('GET /cal/api/cal_based/individual/{course}/ without cohort_id: the officer’s or the only cohort, else a 400', async () => {
    const withCohort = await as.coordinator.get(`/cal/api/cal_based/individual/${fetp.id}/?cohort_id=${cohort2025}&mentee_id=${as.mentee.userId}`);
    const without = await as.coordinator.get(`/cal/api/cal_based/individual/${fetp.id}/?mentee_id=${as.mentee.userId}`);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json()).toEqual(withCohort.json());
    // The demo FETP course has several cohorts: without an officer the call must say which.
    const several = await as.coordinator.get(`/cal/api/cal_based/individual/${fetp.id}/`);
    expect(several.statusCode).toBe(400);
    expect(several.json().errors.cohort_id).toEqual([DASHBOARD_MESSAGES.chooseCohort]);
    // A course with one cohort.
    const course = await createCourse(ctx.db);
    const cohort = await createCohort(ctx.db, { courseId: course.id });
    const officer = await createMentee(ctx.db, cohort.id);
    const coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [course.id])).email);
    const one = await coordinator.get(`/cal/api/cal_based/individual/${course.id}/`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().officers).toEqual([{ value: officer.id, label: officer.displayName }]);
  });

  it('POST /api/ncdc_frontline/graduated/ without cohort_id: the officer’s one Frontline cohort of the caller, else a 400', async () => {
    const course = await createCourse(ctx.db, { type: 'Frontline Courses' });
    const cohortA = await createCohort(ctx.db, { courseId: course.id });
    const cohortB = await createCohort(ctx.db, { courseId: course.id });
    const officer = await createMentee(ctx.db, cohortA.id);
    const coordinator = await sessionOf(ctx, (await createCoordinator(ctx.db, [course.id])).email);
    const res = await coordinator.postJson('/api/ncdc_frontline/graduated/', { user_id: officer.id, graduated: 'yes' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ user_id: officer.id, cohort_id: cohortA.id, graduated: 'yes' });
    // In two of the caller's cohorts: the call must say which.
    await ctx.db.insert(enrolments).values({ userId: officer.id, cohortId: cohortB.id });
    const several = await coordinator.postJson('/api/ncdc_frontline/graduated/', { user_id: officer.id, graduated: 'no' });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors.cohort_id).toEqual([FIELD_ASSIGNMENT_MESSAGES.chooseCohort]);
    // Not one of the caller's officers: refused as before.
    const other = await createMentee(ctx.db, (await createCohort(ctx.db)).id);
    expect((await coordinator.postJson('/api/ncdc_frontline/graduated/', { user_id: other.id, graduated: 'yes' })).statusCode).toBe(403);
  });
});
