import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext } from './helpers';

/**
 * Issue 33 §3: the calendar's list pages are kept for the reader's session (features/calendar/kept.ts)
 * until the `calendar_version` counter moves (migration 0041). A change the counter does not watch
 * is not seen until it moves; any statement on a watched table moves it; another session reads afresh.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const version = async () => Number(rowsOf<{ n: string }>(await ctx.db.execute(sql`select last_value::text as n from calendar_version`))[0]!.n);

/** Renames an event without moving the counter (triggers off for the transaction), as a change it does not watch would. */
async function renameUnwatched(eventId: number, title: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update calendar_events set title = ${title} where id = ${eventId}`);
  });
}

interface ListCase {
  name: string;
  email: string;
  path: (ctx: TestContext) => Promise<string>;
  idOf: (row: Record<string, unknown>) => number;
}

const cases: ListCase[] = [
  {
    name: 'an officer’s Upcoming Webinars',
    email: DEMO_ACCOUNTS.mentees[0]!,
    path: async () => '/v1/upcomming-webinars?page=1',
    idOf: (row) => Number(row.webinar_id),
  },
  {
    name: 'a coordinator’s meetings of a course',
    email: DEMO_ACCOUNTS.coordinator,
    path: async (c) => {
      const [row] = rowsOf<{ course_id: number }>(await c.db.execute(sql`
        select course_id from calendar_events where kind = 'meeting' and cancelled_at is null and ends_at > now() and course_id is not null order by id limit 1`));
      return `/v1/frontline-meeting/${row!.course_id}/?page_type=coordinator_dashboard&type=upcoming&page=1`;
    },
    idOf: (row) => Number(row.id ?? row.meeting_id),
  },
  {
    name: 'a mentor’s discussions',
    email: DEMO_ACCOUNTS.mentors[0]!,
    path: async () => '/v1/mentor-mentee-discussion?page=1&event_type=upcoming',
    idOf: (row) => Number(row.meeting_id ?? row.id),
  },
];

describe('calendar list pages kept for the session until the calendar changes', () => {
  for (const c of cases) {
    it(`${c.name}: the kept page until a watched write, a fresh one for another session`, async () => {
      const reader: Client = await sessionOf(ctx, c.email);
      const path = await c.path(ctx);
      const first = (await reader.get(path)).json() as { results: Record<string, unknown>[] };
      expect(first.results.length).toBeGreaterThan(0);
      const row = first.results[0]!;
      const id = c.idOf(row);
      expect(id).toBeGreaterThan(0);
      const title = String(row.title);

      await renameUnwatched(id, `${title} (renamed)`);
      const kept = (await reader.get(path)).json() as typeof first;
      expect(kept.results[0]!.title).toBe(title);

      // Another session of the same person (a new sign-in) does not read this session's page.
      const other = await sessionOf(ctx, c.email);
      expect(((await other.get(path)).json() as typeof first).results.find((r) => c.idOf(r) === id)?.title).toBe(`${title} (renamed)`);

      // Any statement on a watched table moves the counter: the next read is computed again.
      await ctx.db.execute(sql`update calendar_events set title = ${`${title} (again)`} where id = ${id}`);
      const fresh = (await reader.get(path)).json() as typeof first;
      expect(fresh.results.find((r) => c.idOf(r) === id)?.title).toBe(`${title} (again)`);
      await ctx.db.execute(sql`update calendar_events set title = ${title} where id = ${id}`);
    });
  }

  it('every table a list is computed from moves the counter, even by a statement that changes no row', async () => {
    const watched = [
      'calendar_events', 'calendar_event_cohorts', 'calendar_event_members', 'calendar_event_guests', 'calendar_event_exceptions',
      'calendar_event_attachments', 'calendar_event_joins', 'calendar_attendance_runs', 'calendar_attendance',
      'enrolments', 'mentor_assignments', 'course_coordinators', 'cohorts', 'courses', 'user_roles',
    ];
    for (const table of watched) {
      const before = await version();
      await ctx.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await version(), table).toBeGreaterThan(before);
    }
  });
});
