import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext } from './helpers';

/**
 * Issue 33 §3: the pages read all day are kept for the reader's session until a counter of the
 * tables they are computed from moves: the calendar’s lists (services.calendarCache,
 * `calendar_version`, migration 0041) and the CAL tracker, milestone list, CAL Requests and modules
 * (services.trackerCache, `progress_version`), and profile reads (services.profileCache,
 * `profile_version`, migration 0043). A change the counter does not watch is not seen until
 * it moves; any statement on a watched table moves it; another session reads afresh.
 */

let ctx: TestContext;
/** A sub-CAL waiting for the coordinator's review, and a unit of its course. */
let sub: { id: number; menteeId: number; courseId: number; title: string };
let unit: { id: number; title: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const coordinator = await sessionOf(ctx, DEMO_ACCOUNTS.coordinator);
  const first = (await coordinator.get('/cal/api/cal_requests/')).json().results[0] as { id: number; mentee_id: number; course_id: number; short_title: string };
  sub = { id: first.id, menteeId: first.mentee_id, courseId: first.course_id, title: first.short_title };
  unit = rowsOf<{ id: number; title: string }>(await ctx.db.execute(sql`
    select u.id, u.title from course_units u join course_modules m on m.id = u.module_id where m.course_id = ${sub.courseId} order by u.id limit 1`))[0]!;
});
afterAll(() => ctx.close());

const counter = async (name: string) => Number(rowsOf<{ n: string }>(await ctx.db.execute(sql`select last_value::text as n from ${sql.identifier(name)}`))[0]!.n);

/** A statement run with the triggers off for its transaction: a change no counter watches. */
async function unwatched(statement: SQL) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

interface KeptCase {
  name: string;
  email: string;
  read: (client: Client) => Promise<string>;
  /** Sets the text the page shows to `to` (run once with the triggers off, once with them on). */
  rename: (to: string) => SQL;
}

/** The first row's event of a list, renamed. */
const firstEvent = async (client: Client, path: string) => {
  const rows = (await client.get(path)).json().results as Record<string, unknown>[];
  return Number(rows[0]!.webinar_id ?? rows[0]!.meeting_id ?? rows[0]!.id);
};
const eventIds = new Map<string, number>();
const eventCase = (name: string, email: string, path: () => Promise<string>): KeptCase => ({
  name, email,
  read: async (client) => {
    const url = await path();
    if (!eventIds.has(name)) eventIds.set(name, await firstEvent(client, url));
    return (await client.get(url)).body;
  },
  rename: (to) => sql`update calendar_events set title = ${to} where id = ${eventIds.get(name)!}`,
});
const subCalRename = (to: string) => sql`update sub_cals set short_title = ${to} where id = ${sub.id}`;

const cases: KeptCase[] = [
  eventCase('an officer’s Upcoming Webinars', DEMO_ACCOUNTS.mentees[0]!, async () => '/v1/upcomming-webinars?page=1'),
  eventCase('a coordinator’s meetings of a course', DEMO_ACCOUNTS.coordinator, async () => {
    const [row] = rowsOf<{ course_id: number }>(await ctx.db.execute(sql`
      select course_id from calendar_events where kind = 'meeting' and cancelled_at is null and ends_at > now() and course_id is not null order by id limit 1`));
    return `/v1/frontline-meeting/${row!.course_id}/?page_type=coordinator_dashboard&type=upcoming&page=1`;
  }),
  eventCase('a mentor’s discussions', DEMO_ACCOUNTS.mentors[0]!, async () => '/v1/mentor-mentee-discussion?page=1&event_type=upcoming'),
  { name: 'CAL Requests', email: DEMO_ACCOUNTS.coordinator, read: async (c) => (await c.get('/cal/api/cal_requests/')).body, rename: subCalRename },
  {
    name: 'an officer’s CAL tracker', email: DEMO_ACCOUNTS.coordinator, rename: subCalRename,
    read: async (c) => (await c.get(`/cal/api/mentee/${sub.courseId}/${sub.menteeId}/dashboard/`)).body,
  },
  {
    name: 'a sub-CAL’s milestones', email: DEMO_ACCOUNTS.coordinator, rename: subCalRename,
    read: async (c) => (await c.post(`/cal/api/mentor/get/${sub.menteeId}/milestones/`, { cal_id: sub.id, course_id: sub.courseId })).body,
  },
  {
    name: 'an officer’s modules', email: DEMO_ACCOUNTS.coordinator,
    rename: (to) => sql`update course_units set title = ${to} where id = ${unit.id}`,
    read: async (c) => (await c.post(`/cal/api/mentee/${sub.menteeId}/details/modules`, { course_id: sub.courseId })).body,
  },
  {
    name: 'one’s own profile', email: DEMO_ACCOUNTS.mentors[0]!,
    rename: (to) => sql`update users set first_name = ${to} where email = ${DEMO_ACCOUNTS.mentors[0]!}`,
    read: async (c) => (await c.get('/api/v1/mentor/profile/')).body,
  },
  {
    name: 'an officer’s profile read by the coordinator', email: DEMO_ACCOUNTS.coordinator,
    rename: (to) => sql`update users set first_name = ${to} where id = ${sub.menteeId}`,
    read: async (c) => (await c.get(`/api/v1/show/mentee/profile/?user_id=${sub.menteeId}`)).body,
  },
];

describe('pages kept for the session until a counter of their tables moves', () => {
  for (const c of cases) {
    it(`${c.name}: the kept page until a watched write, a fresh one for another session`, async () => {
      const reader = await sessionOf(ctx, c.email);
      const before = await c.read(reader);
      const renamed = `Renamed ${c.name}`;
      expect(before).not.toContain(renamed);

      await unwatched(c.rename(renamed));
      expect(await c.read(reader)).toBe(before);

      // Another session of the same person (a new sign-in) does not read this session's page.
      expect(await c.read(await sessionOf(ctx, c.email))).toContain(renamed);

      // Any statement on a watched table moves the counter: the next read is computed again.
      await ctx.db.execute(c.rename(`${renamed} again`));
      expect(await c.read(reader)).toContain(`${renamed} again`);
    });
  }

  it('every table the calendar lists are computed from moves calendar_version, even by a statement that changes no row', async () => {
    const watched = [
      'calendar_events', 'calendar_event_cohorts', 'calendar_event_members', 'calendar_event_guests', 'calendar_event_exceptions',
      'calendar_event_attachments', 'calendar_event_joins', 'calendar_attendance_runs', 'calendar_attendance',
      'enrolments', 'mentor_assignments', 'course_coordinators', 'cohorts', 'courses', 'user_roles',
    ];
    for (const table of watched) {
      const before = await counter('calendar_version');
      await ctx.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await counter('calendar_version'), table).toBeGreaterThan(before);
    }
  });

  it('every table a profile read is computed from moves profile_version', async () => {
    const watched = [
      'users', 'user_roles', 'profiles', 'user_education', 'user_jobs', 'user_ug_degrees', 'user_pg_degrees', 'user_posting_details',
      'user_experiences', 'user_achievements', 'hubs', 'enrolments', 'cohorts', 'courses', 'mentor_assignments', 'course_coordinators', 'districts', 'states',
    ];
    for (const table of watched) {
      const before = await counter('profile_version');
      await ctx.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await counter('profile_version'), table).toBeGreaterThan(before);
    }
  });

  it('a milestone’s new file moves progress_version, as its status does (the milestone list shows the latest file)', async () => {
    const before = await counter('progress_version');
    await ctx.db.execute(sql`delete from milestone_files where false`);
    expect(await counter('progress_version')).toBeGreaterThan(before);
  });
});
