import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { calendarEvents, cohorts, courses, users } from '../src/db/schema';
import { inviteesOf } from '../src/db/scopes';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext } from './helpers';

/**
 * Issue 22 (db/scopes.ts "Calendar events"): the places that answer "may X see calendar event E"
 * agree, for every demo user and every webinar, meeting and discussion of the demo programme.
 *
 * For X and E:
 *   E is in X's own lists (webinars upcoming or past; meetings of a course, page type course_page;
 *   the discussion list)
 *   ⇔ X may read E (the webinar or discussion details answer 200, not 404)
 *   ⇔ X scheduled E, or coordinates E's course, or is invited to E,
 * where "invited" is computed here from the tables alone: named in E, or E is for a cohort X is
 * enrolled in (unless for mentors only), or for a cohort in which X is assigned mentor of an
 * officer enrolled there (unless for mentees only). And E's invite mails and reminders go to
 * exactly the invited (inviteesOf).
 */

let ctx: TestContext;
const as: Record<string, Client & { userId: number }> = {};
let events: { id: number; kind: string; course_id: number | null }[] = [];
let courseIds: number[] = [];
let cohortIds: number[] = [];
/** `${user}:${event}` for each pair the tables say is invited, and for each that may read. */
const invited = new Set<string>();
const mayRead = new Set<string>();

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx;
  const emails = [DEMO_ACCOUNTS.coordinator, DEMO_ACCOUNTS.advisor, ...DEMO_ACCOUNTS.mentors, ...DEMO_ACCOUNTS.mentees];
  for (const email of emails) as[email] = await sessionOf(ctx, email);
  events = rowsOf(await db.execute(sql`select id, kind, course_id from ${calendarEvents} where cancelled_at is null order by id`));
  courseIds = (await db.select({ id: courses.id }).from(courses)).map((c) => c.id);
  cohortIds = (await db.select({ id: cohorts.id }).from(cohorts)).map((c) => c.id);
  const pairs = rowsOf<{ user_id: number; event_id: number; reads_only: boolean }>(await db.execute(sql`
    select m.user_id, m.event_id, false as reads_only from calendar_event_members m
    union select en.user_id, ec.event_id, false from calendar_event_cohorts ec
      join calendar_events e on e.id = ec.event_id join enrolments en on en.cohort_id = ec.cohort_id where not e.mentor_only
    union select ma.mentor_id, ec.event_id, false from calendar_event_cohorts ec
      join calendar_events e on e.id = ec.event_id
      join mentor_assignments ma on ma.cohort_id = ec.cohort_id
      join enrolments en on en.user_id = ma.mentee_id and en.cohort_id = ma.cohort_id where not e.mentee_only
    union select e.created_by, e.id, true from calendar_events e
    union select cc.user_id, e.id, true from calendar_events e join course_coordinators cc on cc.course_id = e.course_id`));
  for (const p of pairs) {
    if (!p.reads_only) invited.add(`${p.user_id}:${p.event_id}`);
    mayRead.add(`${p.user_id}:${p.event_id}`);
  }
});
afterAll(() => ctx.close());

/** Every page of a paged list, as the ids its rows name. */
async function allIds(client: Client, path: string, idOf: (row: Record<string, unknown>) => number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; page < 50; page++) {
    const res = await client.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    // A list the caller may not ask for (a Program Advisor's discussions, another's cohort) lists nothing.
    if (page === 1 && res.statusCode === 403) return ids;
    expect(res.statusCode, `${path} page ${page}: ${res.body}`).toBe(200);
    const body = res.json() as { count: number; results: Record<string, unknown>[] };
    for (const row of body.results) ids.add(idOf(row));
    if (page * 10 >= body.count) break;
  }
  return ids;
}

describe('who sees a calendar event agrees everywhere (issue 22, db/scopes.ts)', () => {
  it('lists, details and invitations agree for every demo user and every demo event', async () => {
    expect(events.filter((e) => e.kind === 'webinar').length).toBeGreaterThan(2);
    expect(events.filter((e) => e.kind === 'meeting').length).toBeGreaterThan(2);
    expect(events.filter((e) => e.kind === 'discussion').length).toBeGreaterThan(2);
    const mismatches: string[] = [];
    for (const [email, client] of Object.entries(as)) {
      const x = client.userId;
      const listed = new Set<number>();
      for (const type of ['upcomming-webinars', 'past-webinars']) {
        for (const id of await allIds(client, `/v1/${type}`, (r) => Number(r.webinar_id))) listed.add(id);
      }
      for (const course of courseIds) {
        for (const type of ['upcoming', 'past']) {
          const res = await client.get(`/v1/frontline-meeting/${course}/?page_type=course_page&type=${type}&page=1`);
          // A course page list is for people of the course; anyone else is refused outright.
          if (res.statusCode !== 200) continue;
          for (const id of await allIds(client, `/v1/frontline-meeting/${course}/?page_type=course_page&type=${type}`, (r) => Number(r.id))) listed.add(id);
        }
      }
      for (const type of ['upcoming', 'past']) {
        for (const id of await allIds(client, `/v1/mentor-mentee-discussion?event_type=${type}`, (r) => Number(r.meeting_id))) listed.add(id);
        // A coordinator's cohort lists (refused to anyone else).
        for (const cohort of cohortIds) {
          for (const id of await allIds(client, `/v1/mentor-mentee-discussion?event_type=${type}&cohort_id=${cohort}`, (r) => Number(r.meeting_id))) listed.add(id);
        }
      }
      for (const e of events) {
        const expected = mayRead.has(`${x}:${e.id}`);
        if (listed.has(e.id) !== expected) mismatches.push(`${email} ${e.kind} ${e.id}: listed ${listed.has(e.id)}, expected ${expected}`);
        if (e.kind === 'webinar') {
          const res = await client.get(`/v1/get/webinar/details/?webinar_id=${e.id}`);
          if ((res.statusCode === 200) !== expected) mismatches.push(`${email} webinar ${e.id}: details ${res.statusCode}, expected ${expected}`);
        }
        if (e.kind === 'discussion') {
          const res = await client.post('/v1/cal/event/get/', { event_id: e.id });
          if ((res.statusCode === 200) !== expected) mismatches.push(`${email} discussion ${e.id}: details ${res.statusCode}, expected ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("the dashboards' lists agree too: a course's meetings for its coordinator, and an officer's webinars, meetings and discussions for those who stand to them (issue 33 §1)", async () => {
    const { db } = ctx;
    const coordinator = as[DEMO_ACCOUNTS.coordinator]!;
    const coordinated = rowsOf<{ course_id: number }>(await db.execute(sql`select course_id from course_coordinators where user_id = ${coordinator.userId} order by course_id`));
    const officers = rowsOf<{ user_id: number; course_id: number }>(await db.execute(sql`
      select distinct en.user_id, c.course_id from enrolments en join cohorts c on c.id = en.cohort_id
      where c.course_id in (select course_id from course_coordinators where user_id = ${coordinator.userId}) order by c.course_id, en.user_id`));
    const takesPart = new Set(rowsOf<{ user_id: number; event_id: number }>(await db.execute(sql`
      select user_id, event_id from calendar_event_members union select created_by, id from calendar_events`)).map((p) => `${p.user_id}:${p.event_id}`));
    expect(coordinated.length).toBeGreaterThan(0);
    expect(officers.length).toBeGreaterThan(3);
    const live = new Set(events.map((e) => e.id));
    const mismatches: string[] = [];
    const compare = (what: string, listed: Set<number>, expected: number[]) => {
      const got = [...listed].filter((id) => live.has(id)).sort((x, y) => x - y);
      if (JSON.stringify(got) !== JSON.stringify([...expected].sort((x, y) => x - y))) mismatches.push(`${what}: listed ${got.join(',')}, expected ${expected.join(',')}`);
    };
    // The coordinator dashboard's meetings: every meeting of the course.
    for (const { course_id: course } of coordinated) {
      const listed = new Set<number>();
      for (const type of ['upcoming', 'past']) {
        for (const id of await allIds(coordinator, `/v1/frontline-meeting/${course}/?page_type=coordinator_dashboard&type=${type}`, (r) => Number(r.id))) listed.add(id);
      }
      compare(`course ${course} meetings`, listed, events.filter((e) => e.kind === 'meeting' && e.course_id === course).map((e) => e.id));
    }
    // An officer's lists as their course's coordinator reads them (the mentee details page), every fourth officer.
    for (const { user_id: officer, course_id: course } of officers.filter((_, i) => i % 4 === 0)) {
      const webinars = new Set<number>();
      const meetings = new Set<number>();
      const discussions = new Set<number>();
      for (const path of [`/v1/upcomming-webinars?course_id=${course}&user_id=${officer}`, `/v1/past-webinars?course_id=${course}&user_id=${officer}`]) {
        for (const id of await allIds(coordinator, path, (r) => Number(r.webinar_id))) webinars.add(id);
      }
      for (const type of ['upcoming', 'past']) {
        for (const id of await allIds(coordinator, `/v1/frontline-meeting/${course}/?page_type=mentee_details&mentee_id=${officer}&type=${type}`, (r) => Number(r.id))) meetings.add(id);
        for (const id of await allIds(coordinator, `/v1/mentor-mentee-discussion?event_type=${type}&user_id=${officer}`, (r) => Number(r.meeting_id))) discussions.add(id);
      }
      const of = (kind: string) => events.filter((e) => e.kind === kind);
      compare(`officer ${officer} webinars in course ${course}`, webinars, of('webinar').filter((e) => e.course_id === course && invited.has(`${officer}:${e.id}`)).map((e) => e.id));
      compare(`officer ${officer} meetings in course ${course}`, meetings, of('meeting').filter((e) => e.course_id === course && invited.has(`${officer}:${e.id}`)).map((e) => e.id));
      compare(`officer ${officer} discussions`, discussions,
        of('discussion').filter((e) => takesPart.has(`${officer}:${e.id}`) && mayRead.has(`${coordinator.userId}:${e.id}`)).map((e) => e.id));
    }
    expect(mismatches).toEqual([]);
  });

  it('invites (mails, reminders, attendance) exactly the people the tables invite', async () => {
    const ids = new Map((await ctx.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]));
    for (const e of events) {
      const got = (await inviteesOf(ctx.db, e.id)).map((u) => u.id).sort((a, b) => a - b);
      const want = [...invited].filter((k) => k.endsWith(`:${e.id}`)).map((k) => Number(k.split(':')[0])).sort((a, b) => a - b);
      expect(got.map((id) => ids.get(id)), `event ${e.id}`).toEqual(want.map((id) => ids.get(id)));
    }
  });
});
