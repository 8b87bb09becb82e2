import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { DISCUSSION_MESSAGES as M, todayIn } from '@fetp/contract';
import { calendarEventMembers, calendarEvents, cohorts, courses, jobs, subCals } from '../src/db/schema';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext } from './helpers';
import { createCoordinator, createMentee, createMentor } from './factories';

/**
 * Mentor-mentee discussion events (001 §2.7, §3.8, §4, §5, §7; 002 §2.5, §3, §5, §7): each form's
 * messages, each role allowed and refused, IDOR on every id, update locks, scheduler-only edit and
 * cancel, the upcoming/past split and paging, errorMsg on failure.
 */

type Caller = Client & { userId: number };
let ctx: TestContext;
const as = {} as Record<'mentee1' | 'mentee2' | 'mentor1' | 'mentor2' | 'mentor3' | 'coordinator' | 'otherCoordinator', Caller>;
let fetp: { id: number; courseKey: string };
let frontline: { id: number; courseKey: string };
let cohort2025: number;
let arjunCals: number[];
let meeraCal: number;

const DAY = 86_400_000;
const dayFromNow = (days: number) => todayIn('UTC', new Date(Date.now() + days * DAY));
type Fields = Record<string, string | number | undefined | (string | number)[]>;

/** Sends form data (lists repeat their key) with the CSRF token, as the browser does. */
async function send(client: Caller, method: 'POST' | 'PATCH' | 'DELETE', url: string, fields: Fields = {}) {
  const csrf = await client.ensureCsrf();
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) body.append(key, String(item));
  return ctx.app.inject({
    method, url, payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}`, authorization: `Bearer ${client.token}` },
  });
}
const get = (client: Caller, url: string) => client.get(url);

const menteeForm = (overrides: Fields = {}): Fields => ({
  mentor_id: [as.mentor1.userId], cal_id: arjunCals[0], start_date: dayFromNow(3), from_time: '10:00', to_time: '10:45',
  description: 'Review the line list', discussion_mode: 'Online', meeting_link: 'https://meet.example.org/arjun', course_id: fetp.id,
  scheduler: 'Mentee', time_zone: 'UTC', ...overrides,
});
const mentorForm = (overrides: Fields = {}): Fields => ({
  mentee_id: [as.mentee1.userId], title: 'Abstract review', start_date: dayFromNow(4), from_time: '15:00', to_time: '16:00',
  description: 'Abstract for the conference', discussion_mode: 'Phone call', scheduler: 'Mentor', time_zone: 'UTC', ...overrides,
});
const coordinatorForm = (overrides: Fields = {}): Fields => ({
  cohort_id: cohort2025, title: 'Graduation check', mentees: [as.mentee1.userId], start_date: dayFromNow(5), from_time: '11:00', to_time: '12:00',
  discussion_mode: 'In person', description: 'What is left before graduation', participants: 'guest@example.org', time_zone: 'UTC', ...overrides,
});

const MENTEE_CREATE = '/v1/cal/event/mentee/create/new/';
const UPDATE = '/v1/cal/event/update/';
const MENTOR_CREATE = '/v1/event/mentor/create/new/';
const MENTOR_UPDATE = '/v1/event/mentor/update/';
const CC_CREATE = '/v1/event/cc/create/new/';
const list = (client: Caller, query: string) => get(client, `/v1/mentor-mentee-discussion?${query}`);
const courseList = (client: Caller, query: string) => get(client, `/v1/course-cal-mentor-mentee-discussion?${query}`);

async function menteeCreates(overrides: Fields = {}) {
  const res = await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event_id as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: courses.id, courseKey: courses.courseKey, type: courses.type }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!;
  frontline = rows.find((c) => c.type === 'Frontline Courses')!;
  const short = rows.find((c) => c.type === 'Short Courses')!;
  const [c2025] = await ctx.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, 'Cohort 2025'));
  cohort2025 = c2025!.id;
  const other = await createCoordinator(ctx.db, [short.id]);
  const emails = {
    mentee1: DEMO_ACCOUNTS.mentees[0]!, mentee2: DEMO_ACCOUNTS.mentees[1]!, mentor1: DEMO_ACCOUNTS.mentors[0]!, mentor2: DEMO_ACCOUNTS.mentors[1]!,
    mentor3: DEMO_ACCOUNTS.mentors[2]!, coordinator: DEMO_ACCOUNTS.coordinator, otherCoordinator: other.email,
  };
  for (const [name, email] of Object.entries(emails)) as[name as keyof typeof as] = await sessionOf(ctx, email);
  const subs = await ctx.db.select({ id: subCals.id, menteeId: subCals.menteeId }).from(subCals).where(eq(subCals.courseId, fetp.id)).orderBy(asc(subCals.id));
  arjunCals = subs.filter((s) => s.menteeId === as.mentee1.userId).map((s) => s.id);
  meeraCal = subs.find((s) => s.menteeId === as.mentee2.userId)!.id;
}, 120_000);
afterAll(() => ctx.close());

describe('discussions: the learner form', () => {
  it('gives the mentee their own mentors and CALs in the course, the modes and the course’s coordinators', async () => {
    const res = await get(as.mentee1, `/v1/mentee/disucssion/pre-data/${encodeURIComponent(fetp.courseKey)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.course_id).toBe(fetp.id);
    expect(body.mentor.map((m: { label: string }) => m.label)).toEqual(['Priya Nair', 'Vikram Singh']);
    expect(body.cal.map((c: { value: number }) => c.value).sort()).toEqual([...arjunCals].sort());
    expect(body.discussion_mode).toEqual([
      { value: 'Online', label: 'Online', needs_link: true }, { value: 'In person', label: 'In person', needs_link: false },
      { value: 'Phone call', label: 'Phone call', needs_link: false },
    ]);
    expect(body.internal_members.map((m: { label: string }) => m.label)).toEqual(['Asha Verma']);
  });

  it('refuses a course key the mentee is not enrolled in, an unknown one, and other roles (IDOR courseKey)', async () => {
    expect((await get(as.mentee1, `/v1/mentee/disucssion/pre-data/${encodeURIComponent(frontline.courseKey)}`)).statusCode).toBe(403);
    expect((await get(as.mentee1, '/v1/mentee/disucssion/pre-data/no-such-course')).statusCode).toBe(403);
    expect((await get(as.mentor1, `/v1/mentee/disucssion/pre-data/${encodeURIComponent(fetp.courseKey)}`)).statusCode).toBe(403);
  });

  it('answers each empty field with the spec’s message, and errorMsg', async () => {
    const res = await send(as.mentee1, 'POST', MENTEE_CREATE, { course_id: fetp.id });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorMsg).toBe(body.message);
    expect(body.errors).toMatchObject({
      mentor_id: [M.selectMentor], cal_id: [M.selectCal], start_date: [M.enterDate], from_time: [M.enterTime], to_time: [M.enterTime],
      description: [M.enterDescription], discussion_mode: [M.selectMode],
    });
  });

  it('refuses a date before today, an end not after the start, a bad link, bad addresses', async () => {
    const cases: [Fields, string, string][] = [
      [{ start_date: dayFromNow(-1) }, 'start_date', M.dateInPast],
      [{ to_time: '10:00' }, 'to_time', M.toTimeNotAfter],
      [{ to_time: '09:00' }, 'to_time', M.toTimeNotAfter],
      [{ meeting_link: 'javascript:alert(1)' }, 'meeting_link', M.badMeetingLink],
      [{ discussion_mode: 'Carrier pigeon' }, 'discussion_mode', M.badMode],
      [{ participants: 'not-an-address' }, 'participants', M.badEmails],
      [{ start_date: '2026-02-30' }, 'start_date', M.badDate],
      [{ from_time: '25:00' }, 'from_time', M.badTime],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
      expect(res.json().errorMsg).toBeTruthy();
    }
  });

  it('schedules an online discussion without a link in every form (issue 30 §2); without MEETING_ROOM_BASE_URL the list has no link', async () => {
    const id = await menteeCreates({ meeting_link: '', start_date: dayFromNow(6) });
    const mentor = await send(as.mentor1, 'POST', MENTOR_CREATE, mentorForm({ discussion_mode: 'Online', start_date: dayFromNow(6) }));
    expect(mentor.statusCode, mentor.body).toBe(200);
    const cc = await send(as.coordinator, 'POST', CC_CREATE, coordinatorForm({ discussion_mode: 'Online', start_date: dayFromNow(6) }));
    expect(cc.statusCode, cc.body).toBe(200);
    for (const eventId of [id, mentor.json().event_id, cc.json().event_id]) {
      const [event] = await ctx.db.select({ mode: calendarEvents.mode, joinUrl: calendarEvents.joinUrl }).from(calendarEvents).where(eq(calendarEvents.id, eventId));
      expect(event).toEqual({ mode: 'Online', joinUrl: null });
    }
    let row: { meeting_id: number; meeting_link: string | null } | undefined;
    for (let page = 1; !row && page < 20; page += 1) {
      const rows = (await list(as.mentee1, `event_type=upcoming&time_zone=UTC&page=${page}`)).json().results as { meeting_id: number; meeting_link: string | null }[];
      if (rows.length === 0) break;
      row = rows.find((r) => r.meeting_id === id);
    }
    expect(row).toBeDefined();
    expect(row!.meeting_link).toBeNull();
    // The coordinator's form does not mark the link required.
    const form = (await get(as.coordinator, `/v1/cc/disucssion/pre-data/?cohort_id=${cohort2025}`)).json().field_data.fields;
    expect(form.meeting_link.attributes.required).toBe(false);
  });

  it('schedules with the mentee’s own mentor on their own CAL; both see it; the invite is queued', async () => {
    const before = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'calendar-invite'))).length;
    const id = await menteeCreates({ participants: 'Guest@Example.org, second@example.org', internal_members: [] });
    const invites = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'calendar-invite')).orderBy(asc(jobs.id));
    expect(invites.length).toBe(before + 1);
    expect(invites.at(-1)!.payload).toMatchObject({ eventId: id, method: 'REQUEST' });
    const [event] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(event).toMatchObject({ kind: 'discussion', schedulerRole: 'Mentee', courseId: fetp.id, subCalId: arjunCals[0], mode: 'Online', joinUrl: 'https://meet.example.org/arjun' });
    const mine = (await list(as.mentee1, 'event_type=upcoming')).json();
    const row = mine.results.find((r: { meeting_id: number }) => r.meeting_id === id);
    expect(row).toMatchObject({ meenteeOrmentor: 'Priya Nair', mode: 'Online', meeting_link: 'https://meet.example.org/arjun', user_can_edit: true, start_time: '10:00' });
    expect(row.start_date).toBe(dayFromNow(3).split('-').reverse().join('-'));
    const mentors = (await list(as.mentor1, 'event_type=upcoming')).json();
    expect(mentors.results.find((r: { meeting_id: number }) => r.meeting_id === id)).toMatchObject({ meenteeOrmentor: 'Arjun Rao', user_can_edit: false });
    // An offline mode keeps no link.
    const offline = await menteeCreates({ discussion_mode: 'In person', meeting_link: 'https://ignored.example.org' });
    const [row2] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, offline));
    expect(row2!.joinUrl).toBeNull();
  });

  it('refuses another’s mentor, another’s CAL, a course not theirs, a coordinator not of the course, and other roles', async () => {
    const notMine = await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm({ mentor_id: [as.mentor3.userId] }));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ message: M.notYourMentor, errorMsg: M.notYourMentor });
    expect((await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm({ cal_id: meeraCal }))).json().message).toBe(M.notYourCal);
    expect((await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm({ cal_id: 999_999 }))).statusCode).toBe(403);
    // Past PostgreSQL's integer: refused as the form refuses it, never sent to the database.
    expect((await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm({ cal_id: 9_999_999_999 }))).json()).toMatchObject({ message: M.selectCal });
    expect((await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm({ course_id: frontline.id }))).statusCode).toBe(403);
    expect((await send(as.mentee1, 'POST', MENTEE_CREATE, menteeForm({ internal_members: [as.mentor3.userId] }))).statusCode).toBe(400);
    expect((await send(as.mentor1, 'POST', MENTEE_CREATE, menteeForm())).statusCode).toBe(403);
    expect((await send(as.coordinator, 'POST', MENTEE_CREATE, menteeForm())).statusCode).toBe(403);
  });
});

describe('discussions: the mentor form', () => {
  it('offers the mentor their own officers', async () => {
    const body = (await get(as.mentor3, '/v1/mentor/disucssion/pre-data/')).json();
    const names = body.officer.map((o: { label: string }) => o.label);
    expect(names).toContain('Meera Iyer');
    expect(names).not.toContain('Arjun Rao');
    expect(body.internal_members.map((m: { label: string }) => m.label)).toEqual(['Asha Verma']);
    expect((await get(as.mentee1, '/v1/mentor/disucssion/pre-data/')).statusCode).toBe(403);
  });

  it('answers the mentor’s empty form with the spec’s messages', async () => {
    const res = await send(as.mentor1, 'POST', MENTOR_CREATE, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      mentee_id: [M.selectOfficer], title: [M.enterTitle], start_date: [M.enterDate], from_time: [M.enterTime], description: [M.enterDescription], discussion_mode: [M.selectMode],
    });
    expect((await send(as.mentor1, 'POST', MENTOR_CREATE, mentorForm({ title: 'x'.repeat(101) }))).json().errors.title).toEqual([M.titleTooLong]);
  });

  it('schedules with the mentor’s own officers (in their common course), and refuses anyone else’s', async () => {
    const res = await send(as.mentor1, 'POST', MENTOR_CREATE, mentorForm());
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, res.json().event_id));
    expect(event).toMatchObject({ schedulerRole: 'Mentor', courseId: fetp.id, title: 'Abstract review', joinUrl: null });
    const seen = (await list(as.mentee1, 'event_type=upcoming')).json().results.find((r: { meeting_id: number }) => r.meeting_id === event!.id);
    expect(seen).toMatchObject({ meenteeOrmentor: 'Priya Nair', title: 'Abstract review', user_can_edit: false, meeting_link: null });
    const refused = await send(as.mentor3, 'POST', MENTOR_CREATE, mentorForm({ mentee_id: [as.mentee1.userId] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe(M.notYourMentee);
    expect((await send(as.mentor1, 'POST', MENTOR_CREATE, mentorForm({ mentee_id: [as.mentee1.userId], course_id: frontline.id }))).statusCode).toBe(403);
    expect((await send(as.mentee1, 'POST', MENTOR_CREATE, mentorForm())).statusCode).toBe(403);
  });
});

describe('discussions: update locks and the scheduler alone', () => {
  it('keeps description, CAL and mode in the learner’s update, and changes the rest (SEQUENCE raised)', async () => {
    const id = await menteeCreates();
    for (const [field, value] of [['description', 'Something else'], ['cal_id', arjunCals[1] ?? 999_999], ['discussion_mode', 'Phone call']] as const) {
      const res = await send(as.mentee1, 'PATCH', UPDATE, menteeForm({ event_id: id, [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toEqual([M.locked]);
    }
    const res = await send(as.mentee1, 'PATCH', UPDATE, {
      ...menteeForm({ event_id: id, from_time: '14:00', to_time: '15:00', mentor_id: [as.mentor1.userId, as.mentor2.userId] }),
      description: undefined, cal_id: undefined, discussion_mode: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(event).toMatchObject({ description: 'Review the line list', mode: 'Online', subCalId: arjunCals[0], sequence: 1 });
    const members = await ctx.db.select().from(calendarEventMembers).where(eq(calendarEventMembers.eventId, id));
    expect(members.map((m) => m.userId).sort()).toEqual([as.mentor1.userId, as.mentor2.userId].sort());
    // The link is optional (issue 30 §2): without MEETING_ROOM_BASE_URL an emptied link leaves the online discussion without one.
    const emptied = await send(as.mentee1, 'PATCH', UPDATE, menteeForm({ event_id: id, meeting_link: '' }));
    expect(emptied.statusCode, emptied.body).toBe(200);
    const [after] = await ctx.db.select({ joinUrl: calendarEvents.joinUrl }).from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(after!.joinUrl).toBeNull();
  });

  it('keeps description and mode in the mentor’s update', async () => {
    const id = (await send(as.mentor1, 'POST', MENTOR_CREATE, mentorForm())).json().event_id;
    expect((await send(as.mentor1, 'POST', MENTOR_UPDATE, mentorForm({ event_id: id, description: 'New' }))).json().errors.description).toEqual([M.locked]);
    expect((await send(as.mentor1, 'POST', MENTOR_UPDATE, mentorForm({ event_id: id, discussion_mode: 'Online', meeting_link: 'https://x.example.org' }))).statusCode).toBe(400);
    const ok = await send(as.mentor1, 'POST', MENTOR_UPDATE, mentorForm({ event_id: id, title: 'Abstract review, second round' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id)))[0]!.title).toBe('Abstract review, second round');
  });

  it('lets only the scheduler edit or cancel: an invitee 403, a stranger 404 (IDOR event_id)', async () => {
    const id = await menteeCreates();
    // The invited mentor sees it, may not change it.
    expect((await send(as.mentor1, 'POST', MENTOR_UPDATE, mentorForm({ event_id: id }))).statusCode).toBe(403);
    expect((await send(as.mentor1, 'DELETE', `/v1/cal/event/cancel/?event_id=${id}`)).json()).toMatchObject({ message: M.notScheduler, errorMsg: M.notScheduler });
    // Another mentee, a mentor not invited: not theirs to see.
    expect((await send(as.mentee2, 'PATCH', UPDATE, menteeForm({ event_id: id }))).statusCode).toBe(404);
    expect((await send(as.mentor3, 'DELETE', `/v1/cal/event/cancel/?event_id=${id}`)).statusCode).toBe(404);
    expect((await send(as.mentee1, 'DELETE', '/v1/cal/event/cancel/?event_id=999999')).statusCode).toBe(404);
    expect((await send(as.mentee1, 'DELETE', '/v1/cal/event/cancel/?event_id=abc')).statusCode).toBe(400);
    // The coordinator reads the course's discussions, but did not schedule this one.
    expect((await send(as.coordinator, 'DELETE', `/v1/cal/event/cancel/?event_id=${id}`)).statusCode).toBe(403);
    // The scheduler cancels: gone from the lists, a CANCEL queued.
    const done = await send(as.mentee1, 'DELETE', `/v1/cal/event/cancel/?event_id=${id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(M.cancelled);
    const cancelJob = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'calendar-invite')).orderBy(asc(jobs.id))).at(-1)!;
    expect(cancelJob.payload).toMatchObject({ eventId: id, method: 'CANCEL' });
    expect((await list(as.mentee1, 'event_type=upcoming')).json().results.some((r: { meeting_id: number }) => r.meeting_id === id)).toBe(false);
    expect((await send(as.mentee1, 'DELETE', `/v1/cal/event/cancel/?event_id=${id}`)).statusCode).toBe(404);
  });

  it('refuses to change or cancel a discussion that has ended', async () => {
    const id = await menteeCreates();
    await ctx.db.update(calendarEvents).set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 2 * DAY + 3_600_000) }).where(eq(calendarEvents.id, id));
    expect((await send(as.mentee1, 'DELETE', `/v1/cal/event/cancel/?event_id=${id}`)).json().message).toBe(M.ended);
    expect((await send(as.mentee1, 'PATCH', UPDATE, menteeForm({ event_id: id }))).json().message).toBe(M.ended);
    const past = (await list(as.mentee1, 'event_type=past')).json().results.find((r: { meeting_id: number }) => r.meeting_id === id);
    expect(past.user_can_edit).toBe(false);
  });
});

describe('discussions: reading one', () => {
  it('answers the detail to invitees and the course’s coordinators, 404 to anyone else (IDOR event_id)', async () => {
    const id = await menteeCreates({ internal_members: [as.coordinator.userId], participants: 'guest@example.org' });
    const mine = await send(as.mentee1, 'POST', '/v1/cal/event/get/', { event_id: id, time_zone: 'Asia/Kolkata' });
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body).toMatchObject({
      event_id: id, scheduler: 'Mentee', is_cal: true, date: dayFromNow(3), from_time: '15:30', to_time: '16:15', time_zone: 'Asia/Kolkata',
      description: 'Review the line list', discussion_mode: 'Online', participants: ['guest@example.org'], user_can_edit: true,
    });
    expect(body.cal.value).toBe(arjunCals[0]);
    expect(body.mentors).toEqual([
      { value: as.mentor1.userId, label: 'Priya Nair', is_selected: true }, { value: as.mentor2.userId, label: 'Vikram Singh', is_selected: false },
    ]);
    expect(body.mentees).toEqual([{ value: as.mentee1.userId, label: 'Arjun Rao', is_seleted: true }]);
    expect(body.internal_members).toEqual([{ value: as.coordinator.userId, label: 'Asha Verma', is_selected: true }]);
    expect((await send(as.mentor1, 'POST', '/v1/cal/event/get/', { event_id: id })).json().user_can_edit).toBe(false);
    expect((await send(as.coordinator, 'POST', '/v1/cal/event/get/', { event_id: id })).statusCode).toBe(200);
    for (const stranger of [as.mentee2, as.mentor3, as.otherCoordinator]) expect((await send(stranger, 'POST', '/v1/cal/event/get/', { event_id: id })).statusCode).toBe(404);
    expect((await send(as.mentee1, 'POST', '/v1/cal/event/get/', { event_id: 'x' })).statusCode).toBe(400);
  });
});

describe('discussions: the coordinator', () => {
  it('gives field_data with the cohort’s people, and refuses a cohort of a course not theirs (IDOR cohort_id)', async () => {
    const res = await get(as.coordinator, `/v1/cc/disucssion/pre-data/?cohort_id=${cohort2025}`);
    expect(res.statusCode).toBe(200);
    const { field_data: form } = res.json();
    // Mentees 1–4 and the cohort's eight other demo officers (seed/demo-cohorts.ts), by name.
    expect(form.fields.mentees.attributes.options.map((o: { value: string }) => o.value)).toEqual([
      'Abdul Rahman', 'Arjun Rao', 'Divya Krishnan', 'Gaurav Patel', 'Harpreet Kaur', 'Kavita Joshi', 'Manoj Tiwari', 'Meera Iyer',
      'Nikhil Pandey', 'Ritu Sharma', 'Sanjay Das', 'Swati Mishra',
    ]);
    expect(form.fields.title.attributes).toMatchObject({ required: true, error_message: M.enterTitle });
    expect((await get(as.otherCoordinator, `/v1/cc/disucssion/pre-data/?cohort_id=${cohort2025}`)).statusCode).toBe(403);
    expect((await get(as.coordinator, '/v1/cc/disucssion/pre-data/?cohort_id=999999')).statusCode).toBe(404);
    expect((await get(as.mentor1, `/v1/cc/disucssion/pre-data/?cohort_id=${cohort2025}`)).statusCode).toBe(403);
  });

  it('needs at least one participant, and each field’s own message', async () => {
    const none = await send(as.coordinator, 'POST', CC_CREATE, coordinatorForm({ mentees: undefined }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: M.selectParticipants, errorMsg: M.selectParticipants });
    const empty = await send(as.coordinator, 'POST', CC_CREATE, { cohort_id: cohort2025 });
    expect(empty.json().errors).toMatchObject({ title: [M.enterTitle], start_date: [M.enterDate], from_time: [M.enterTime], discussion_mode: [M.selectMode], description: [M.enterDescription] });
    // Someone outside the cohort is no choice of the form.
    expect((await send(as.coordinator, 'POST', CC_CREATE, coordinatorForm({ mentees: [as.mentee2.userId + 1000] }))).statusCode).toBe(400);
    expect((await send(as.otherCoordinator, 'POST', CC_CREATE, coordinatorForm())).statusCode).toBe(403);
  });

  it('schedules, loads the update form with values, keeps description and mode, updates; only the scheduler', async () => {
    const res = await send(as.coordinator, 'POST', CC_CREATE, coordinatorForm({ mentors: [as.mentor1.userId] }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().event_id as number;
    const [event] = await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(event).toMatchObject({ schedulerRole: 'Course Coordinator', cohortId: cohort2025, courseId: fetp.id });
    const pre = await get(as.coordinator, `/v1/cc/update-discussion/pre-data/?scheduler=Course%20Coordinator&course_id=${fetp.id}&event_id=${id}&cohort_id=${cohort2025}`);
    expect(pre.statusCode).toBe(200);
    const fields = pre.json().field_data.fields;
    expect(fields.title.attributes.value).toBe('Graduation check');
    expect(fields.mentees.attributes.options.filter((o: { selected: boolean }) => o.selected).map((o: { key: string }) => Number(o.key))).toEqual([as.mentee1.userId]);
    expect(fields.description.attributes.visible).toBe(false);
    expect((await send(as.coordinator, 'POST', UPDATE, coordinatorForm({ event_id: id, cal_id: '5', description: 'Changed' }))).json().errors.description).toEqual([M.locked]);
    const ok = await send(as.coordinator, 'POST', UPDATE, { ...coordinatorForm({ event_id: id, title: 'Graduation check (moved)', cal_id: '', mentors: [as.mentor1.userId] }), description: undefined, discussion_mode: undefined });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, id)))[0]).toMatchObject({ title: 'Graduation check (moved)', description: 'What is left before graduation' });
    // The rows of the cohort's list name its people.
    const rows = (await list(as.coordinator, `cohort_id=${cohort2025}&event_type=upcoming`)).json().results;
    expect(rows.find((r: { meeting_id: number }) => r.meeting_id === id)).toMatchObject({ mentees: 'Arjun Rao', mentors: 'Priya Nair', course_coordinators: 'Asha Verma', user_can_edit: true });
    expect((await get(as.otherCoordinator, `/v1/cc/update-discussion/pre-data/?event_id=${id}`)).statusCode).toBe(404);
    expect((await send(as.otherCoordinator, 'POST', UPDATE, coordinatorForm({ event_id: id }))).statusCode).toBe(404);
    expect((await list(as.otherCoordinator, `cohort_id=${cohort2025}`)).statusCode).toBe(403);
  });
});

describe('discussions: the lists', () => {
  it('splits upcoming and past by the end, pages 10 at a time with SQL paging, and counts', async () => {
    const mentor = await createMentor(ctx.db);
    const [c] = await ctx.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, 'Cohort 2026'));
    const officer = await createMentee(ctx.db, c!.id, { mentor1: mentor.id });
    const client = await sessionOf(ctx, mentor.email);
    const rows = Array.from({ length: 25 }, (_, i) => {
      const startsAt = new Date(Date.now() + (i < 23 ? (i + 1) : -(i + 1)) * DAY);
      return { kind: 'discussion' as const, courseId: fetp.id, title: `D${i + 1}`, mode: 'Phone call', startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000), seriesEndsAt: new Date(startsAt.getTime() + 1_800_000), createdBy: officer.id, schedulerRole: 'Mentee' };
    });
    const ids = await ctx.db.insert(calendarEvents).values(rows).returning({ id: calendarEvents.id });
    await ctx.db.insert(calendarEventMembers).values(ids.map(({ id }) => ({ eventId: id, userId: mentor.id, role: 'mentor' })));
    const first = (await list(client, 'event_type=upcoming&page=1')).json();
    expect(first.count).toBe(23);
    expect(first.results.map((r: { title: string }) => r.title)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10']);
    const third = (await list(client, 'event_type=upcoming&page=3')).json();
    expect(third.results.map((r: { index: number }) => r.index)).toEqual([21, 22, 23]);
    expect(third.results[0].meenteeOrmentor).toBe(officer.displayName);
    expect((await list(client, 'event_type=upcoming&page=4')).json()).toEqual({ count: 23, results: [] });
    const past = (await list(client, 'event_type=past')).json();
    expect(past.count).toBe(2);
    expect(past.results.map((r: { title: string }) => r.title)).toEqual(['D24', 'D25']);
    expect((await list(client, 'event_type=soon')).json().message).toBe(M.badEventType);
    expect((await list(client, 'page=0')).statusCode).toBe(400);
  });

  it('shows an officer’s list to those with standing only, and only what they may read (IDOR user_id)', async () => {
    const priyaView = await list(as.mentor1, `user_id=${as.mentee1.userId}&event_type=past`);
    expect(priyaView.statusCode).toBe(200);
    expect((await list(as.mentor3, `user_id=${as.mentee1.userId}`)).statusCode).toBe(403);
    expect((await list(as.mentee2, `user_id=${as.mentee1.userId}`)).statusCode).toBe(403);
    expect((await list(as.otherCoordinator, `user_id=${as.mentee1.userId}`)).statusCode).toBe(200);
    // The short course's coordinator has standing, but reads none of the FETP discussions.
    expect((await list(as.otherCoordinator, `user_id=${as.mentee1.userId}&event_type=upcoming`)).json().count).toBe(0);
    // Vikram (Arjun's mentor 2) does not read a discussion Arjun had with Priya alone.
    const alone = await menteeCreates();
    const vikram = (await list(as.mentor2, `user_id=${as.mentee1.userId}&event_type=upcoming`)).json();
    expect(vikram.results.some((r: { meeting_id: number }) => r.meeting_id === alone)).toBe(false);
    const coordinator = (await list(as.coordinator, `user_id=${as.mentee1.userId}&event_type=upcoming`)).json();
    // The officer's list is read under a 'Mentee' column: it names the mentees, not the mentors.
    expect(coordinator.results.find((r: { meeting_id: number }) => r.meeting_id === alone)).toMatchObject({ meenteeOrmentor: 'Arjun Rao', user_can_edit: false });
    expect(vikram.results.every((r: { meenteeOrmentor: string; mentees: string }) => r.meenteeOrmentor === r.mentees)).toBe(true);
    const onCoursePage = (await courseList(as.mentor1, `course_id=${fetp.id}&user_id=${as.mentee1.userId}&event_type=upcoming`)).json();
    expect(onCoursePage.results.find((r: { meeting_id: number }) => r.meeting_id === alone)).toMatchObject({ meenteeOrmentor: 'Arjun Rao' });
  });

  it('lists a course’s discussions for the course page, with standing (IDOR course_id, user_id)', async () => {
    const own = await courseList(as.mentee1, `course_id=${fetp.id}&event_type=upcoming`);
    expect(own.statusCode).toBe(200);
    expect(own.json().count).toBeGreaterThan(0);
    expect((await courseList(as.mentee1, `course_id=${frontline.id}`)).statusCode).toBe(403);
    expect((await courseList(as.mentor1, `course_id=${fetp.id}&user_id=${as.mentee1.userId}`)).statusCode).toBe(200);
    expect((await courseList(as.mentor3, `course_id=${fetp.id}&user_id=${as.mentee1.userId}`)).statusCode).toBe(403);
    expect((await courseList(as.otherCoordinator, `course_id=${fetp.id}&user_id=${as.mentee1.userId}`)).statusCode).toBe(403);
    expect((await courseList(as.mentee1, 'event_type=upcoming')).statusCode).toBe(400);
  });

  it('declares the MENTOR-MENTEE DISCUSSION tab, visible to those with standing', async () => {
    const tabs = (await get(as.mentee1, `/cal/api/get/course_cal/tabs/?course_id=${fetp.id}`)).json();
    expect(tabs.data.find((t: { key: string }) => t.key === 'mentor_mentee_discussion')).toMatchObject({ name: 'MENTOR-MENTEE DISCUSSION', visible: true });
  });

  it('reads the demo’s discussions: Arjun’s past one with Priya, and the coordinator’s cohort discussion', async () => {
    const past = (await list(as.mentee1, 'event_type=past')).json();
    expect(past.results.some((r: { meenteeOrmentor: string; mode: string }) => r.mode === 'In person' && r.meenteeOrmentor === 'Priya Nair')).toBe(true);
    const [demo] = await ctx.db.select({ id: calendarEvents.id }).from(calendarEvents)
      .where(and(eq(calendarEvents.kind, 'discussion'), eq(calendarEvents.title, 'Cohort 2025: graduation requirements')));
    const upcoming = (await list(as.mentee1, 'event_type=upcoming')).json();
    expect(upcoming.count).toBeGreaterThan(1);
    const rowsAll: { meeting_id: number }[] = [];
    for (let page = 1; page <= Math.ceil(upcoming.count / 10); page++) rowsAll.push(...(await list(as.mentee1, `event_type=upcoming&page=${page}`)).json().results);
    expect(rowsAll.some((r) => r.meeting_id === demo!.id)).toBe(true);
  });
});
