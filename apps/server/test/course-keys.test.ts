import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { calendarEvents, cohorts, courses, subCals } from '../src/db/schema';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext, day } from './helpers';

/**
 * Issue 30 §2: wherever the spec says `course_id`, the course key (`course-v1:…`) is taken as well
 * as the record id, and answers exactly as the id does; a key that names no course answers like an
 * id that names none.
 */

type Caller = Client & { userId: number };
let ctx: TestContext;
let fetp: { id: number; key: string };
let cohortId: number;
let arjunCals: number[];
const as = {} as Record<'mentee' | 'mentor' | 'coordinator', Caller>;
const UNKNOWN_KEY = 'course-v1:NOBODY+NOTHING+1999';
const UNKNOWN_ID = 999_999;
const q = (key: string) => encodeURIComponent(key);

/** An answer without its signed links, which differ call to call (their issue time and signature). */
const unsigned = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/"(\w+)":"[^"]*[?&]sig=[^"]*"/g, '"$1":"signed"'));

/** The same GET with the id and with the key (in the query, plus signs as spaces, or percent-encoded): the same status and body. */
async function sameGet(client: Caller, url: (course: string) => string) {
  const byId = await client.get(url(String(fetp.id)));
  expect(byId.statusCode, byId.body).toBe(200);
  for (const key of [q(fetp.key), fetp.key.replace(/\+/g, '%2B')]) {
    const byKey = await client.get(url(key));
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(unsigned(byKey.json())).toEqual(unsigned(byId.json()));
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.db.select({ id: courses.id, key: courses.courseKey }).from(courses).where(eq(courses.type, 'FETP Course'));
  fetp = row!;
  const [c2025] = await ctx.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, 'Cohort 2025'));
  cohortId = c2025!.id;
  as.mentee = await sessionOf(ctx, DEMO_ACCOUNTS.mentees[0]!);
  as.mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
  as.coordinator = await sessionOf(ctx, DEMO_ACCOUNTS.coordinator);
  const subs = await ctx.db.select({ id: subCals.id }).from(subCals)
    .where(and(eq(subCals.courseId, fetp.id), eq(subCals.menteeId, as.mentee.userId))).orderBy(asc(subCals.id));
  arjunCals = subs.map((s) => s.id);
}, 120_000);
afterAll(() => ctx.close());

describe('course_id: the course key as well as the id (issue 30 §2)', () => {
  it('the tabs calls (001 §7) answer the same for the key', async () => {
    await sameGet(as.mentee, (c) => `/cal/api/get/course_cal/tabs/?course_id=${c}`);
    await sameGet(as.mentor, (c) => `/cal/api/get/mentee_detail/tabs/?course_id=${c}&mentee_id=${as.mentee.userId}`);
    await sameGet(as.mentee, (c) => `/cal/api/courses/${c}/cal/`);
  });

  it('the registration form (001 §7) answers the same for the key', async () => {
    const tracker = (await as.mentee.get(`/cal/api/courses/${fetp.id}/cal/`)).json().data;
    const cal = tracker[0].cal as number;
    const byId = await as.mentee.post('/cal/api/get/registration-form/', { cal_id: cal, course_id: fetp.id });
    const byKey = await as.mentee.post('/cal/api/get/registration-form/', { cal_id: cal, course_id: fetp.key });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()).toEqual(byId.json());
    const json = await as.mentee.postJson('/cal/api/get/registration-form/', { cal_id: cal, course_id: fetp.key });
    expect(json.json()).toEqual(byId.json());
  });

  it('the dashboards (002 §7) answer the same for the key', async () => {
    await sameGet(as.coordinator, (c) => `/cal/api/get/coordinator/dashboard/?fetp_course_id=${c}`);
    await sameGet(as.coordinator, (c) => `/cal/api/cal_based/individual/${c}/?cohort_id=${cohortId}`);
    const byId = await as.coordinator.post('/api/fetp/get_course_module_progress', { course_id: fetp.id });
    const byKey = await as.coordinator.post('/api/fetp/get_course_module_progress', { course_id: fetp.key });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()).toEqual(byId.json());
  });

  it('the meetings calls (001 §7) take the key: the list, the form’s data and a new meeting', async () => {
    await sameGet(as.coordinator, (c) => `/v1/frontline-meeting/${c}/?page_type=course_page&type=upcoming`);
    await sameGet(as.coordinator, (c) => `/v1/cc/meeting/pre-data/?course_id=${c}`);
    const res = await as.coordinator.multipart('/v1/meeting/create/new/', {
      course_id: fetp.key, meeting_mode: 'online', event_type: 'Webinar', cohorts: [String(cohortId)], title: 'Keyed meeting',
      presenter: 'Dr. Rao', start_date: day(3), end_date: day(3), time: '10:00', end_time: '11:00', meeting_url: 'https://meet.example.org/keyed', time_zone: 'UTC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await ctx.db.select({ courseId: calendarEvents.courseId }).from(calendarEvents).where(eq(calendarEvents.id, res.json().data.id));
    expect(event!.courseId).toBe(fetp.id);
  });

  it('the webinar lists (ours, with course_id) answer the same for the key', async () => {
    await sameGet(as.mentee, (c) => `/v1/upcomming-webinars?course_id=${c}`);
    await sameGet(as.mentor, (c) => `/v1/past-webinars?course_id=${c}&user_id=${as.mentee.userId}`);
  });

  it('the discussion creates and updates (001 §7, 002 §7) and the course’s list take the key', async () => {
    const form = {
      mentor_id: [as.mentor.userId], cal_id: arjunCals[0]!, start_date: day(3), from_time: '10:00', to_time: '10:45',
      description: 'Keyed discussion', discussion_mode: 'In person', course_id: fetp.key, scheduler: 'Mentee', time_zone: 'UTC',
    };
    const created = await as.mentee.post('/v1/cal/event/mentee/create/new/', form);
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event_id as number;
    const [event] = await ctx.db.select({ courseId: calendarEvents.courseId }).from(calendarEvents).where(eq(calendarEvents.id, eventId));
    expect(event!.courseId).toBe(fetp.id);
    const updated = await as.mentee.form('PATCH', '/v1/cal/event/update/', { ...form, event_id: eventId, from_time: '11:00', to_time: '11:30' });
    expect(updated.statusCode, updated.body).toBe(200);

    const mentor = await as.mentor.post('/v1/event/mentor/create/new/', {
      mentee_id: [as.mentee.userId], title: 'Keyed review', start_date: day(4), from_time: '15:00', to_time: '16:00',
      description: 'Keyed', discussion_mode: 'Phone call', scheduler: 'Mentor', time_zone: 'UTC', course_id: fetp.key,
    });
    expect(mentor.statusCode, mentor.body).toBe(200);

    await sameGet(as.mentee, (c) => `/v1/course-cal-mentor-mentee-discussion?course_id=${c}`);
  });

  it('a key that names no course answers like an id that names none', async () => {
    const pairs: Array<[Caller, (c: string) => string]> = [
      [as.mentee, (c) => `/cal/api/get/course_cal/tabs/?course_id=${c}`],
      [as.coordinator, (c) => `/cal/api/get/coordinator/dashboard/?fetp_course_id=${c}`],
      [as.coordinator, (c) => `/v1/frontline-meeting/${c}/`],
      [as.mentee, (c) => `/v1/course-cal-mentor-mentee-discussion?course_id=${c}`],
    ];
    for (const [client, url] of pairs) {
      const byId = await client.get(url(String(UNKNOWN_ID)));
      const byKey = await client.get(url(q(UNKNOWN_KEY)));
      expect(byId.statusCode).toBeGreaterThanOrEqual(400);
      expect(byKey.statusCode, url(UNKNOWN_KEY)).toBe(byId.statusCode);
      expect(byKey.json().message).toBe(byId.json().message);
    }
    // Anything else that is not an id is still refused with the field's message.
    const bad = await as.mentee.get('/cal/api/get/course_cal/tabs/?course_id=course-v2:X');
    expect(bad.statusCode).toBe(400);
  });
});
