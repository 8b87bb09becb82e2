import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../db/client';
import { calendarEventExceptions, calendarEventGuests, calendarEvents, calendarFeedTokens, milestones, outsideInviteeCounts, subCals, users } from '../../db/schema';
import { calendarEventsInviting, coursesCoordinatedBy, coursesMentoredIn, inScope, seenBy } from '../../db/scopes';

/** The calendar feature's queries: feed tokens, the feed's events and due dates, the Attendance & Schedules tables. */

// ---- Feed tokens ----

export async function feedTokenOf(db: Queryable, userId: number) {
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
  return row ?? null;
}

/** Writes the user's token row (replacing any): the old address stops working in the same statement. */
export async function putFeedToken(db: Queryable, userId: number, tokenHash: string, createdAt: Date) {
  await db.insert(calendarFeedTokens).values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { tokenHash, createdAt } });
}

/** Keeps the first row when two first calls race: answers the row that is kept. */
export async function insertFeedTokenIfNone(db: Queryable, userId: number, tokenHash: string, createdAt: Date) {
  await db.insert(calendarFeedTokens).values({ userId, tokenHash, createdAt }).onConflictDoNothing({ target: calendarFeedTokens.userId });
  return feedTokenOf(db, userId);
}

/** The owner of a feed address (with their language), while their account is active (a deactivated person's feed answers nothing). */
export async function feedOwner(db: Queryable, tokenHash: string): Promise<{ userId: number; language: string | null } | null> {
  const [row] = await db.select({ userId: calendarFeedTokens.userId, language: users.language }).from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(and(eq(calendarFeedTokens.tokenHash, tokenHash), eq(users.isActive, true)));
  return row ?? null;
}

// ---- The feed's contents ----

/** How many events one feed lists at most (a feed is for a person, not a programme). */
const FEED_EVENT_LIMIT = 1000;

/**
 * The ids of the events a user's feed lists: those they are invited to or scheduled, not
 * cancelled, with an occurrence between `from` and `to` possible (begun by `to`, not over by `from`), newest first.
 */
export async function feedEventIds(db: Queryable, userId: number, from: Date, to: Date): Promise<number[]> {
  const rows = await db.select({ id: calendarEvents.id }).from(calendarEvents).where(and(
    or(eq(calendarEvents.createdBy, userId), calendarEventsInviting(db, userId)),
    isNull(calendarEvents.cancelledAt),
    lte(calendarEvents.startsAt, to),
    or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, from)),
    or(sql`${calendarEvents.recurrence} is not null`, gt(calendarEvents.endsAt, from)),
  )).orderBy(desc(calendarEvents.startsAt), desc(calendarEvents.id)).limit(FEED_EVENT_LIMIT); // past the limit, the newest are kept
  return rows.map((r) => r.id);
}

/** The user's own milestones (of their sub-CALs) due between two days (YYYY-MM-DD, inclusive). */
export function feedMilestones(db: Queryable, userId: number, fromDay: string, toDay: string) {
  return db
    .select({ id: milestones.id, title: milestones.title, dueDate: milestones.dueDate, status: milestones.status, subCal: subCals.autoName, courseId: subCals.courseId })
    .from(milestones)
    .innerJoin(subCals, eq(subCals.id, milestones.subCalId))
    .where(and(eq(subCals.menteeId, userId), sql`${milestones.dueDate} between ${fromDay}::date and ${toDay}::date`))
    .orderBy(asc(milestones.dueDate), asc(milestones.id))
    .limit(FEED_EVENT_LIMIT);
}

// ---- Attendance & Schedules ----

/** The courses a caller coordinates (with their cohorts) or mentors in, by title (db/scopes.ts). */
export async function scheduleCourses(db: Queryable, callerId: number) {
  const coordinated = inScope(sql`c.id`, coursesCoordinatedBy(db, callerId), { once: true });
  return rowsOf<{ course_id: number; title: string; coordinates: boolean; cohorts: { id: number; name: string }[] }>(await db.execute(sql`
    select c.id as course_id, c.title, ${coordinated} as coordinates,
      case when ${coordinated}
        then coalesce((select json_agg(json_build_object('id', k.id, 'name', k.name) order by k.start_date desc nulls last, k.id)
          from cohorts k where k.course_id = c.id), '[]'::json)
        else '[]'::json end as cohorts
    from courses c
    where ${coordinated} or ${inScope(sql`c.id`, coursesMentoredIn(db, callerId), { once: true })}
    order by c.title, c.id`));
}

const SESSION_KINDS = ['webinar', 'meeting'];

/**
 * Past sessions (occurrences of webinars and meetings whose attendance was populated) the caller
 * sees — of a course they coordinate, or with an officer of theirs (db/scopes.ts seenBy) among the
 * invitees — newest first, one page, with the count of those officers invited and attending.
 */
export async function scheduleSessions(db: Queryable, callerId: number, page: number, pageSize: number) {
  const seen = seenBy(db, callerId, sql`a.user_id`, sql`s.course_id`);
  const seenInRun = seenBy(db, callerId, sql`a2.user_id`, sql`e.course_id`);
  return rowsOf<{
    event_id: number; occurrence: Date | string; kind: 'webinar' | 'meeting'; title: string; course: string | null;
    starts_at: Date | string; ends_at: Date | string; invited: number; attended: number; total: number;
  }>(await db.execute(sql`
    with runs as (
      select r.event_id, r.occurrence_start, e.kind, e.course_id,
        coalesce(x.title, e.title) as title,
        coalesce(x.starts_at, r.occurrence_start) as starts_at,
        coalesce(x.ends_at, r.occurrence_start + (e.ends_at - e.starts_at)) as ends_at
      from calendar_attendance_runs r
      join calendar_events e on e.id = r.event_id
      left join calendar_event_exceptions x on x.event_id = r.event_id and x.occurrence_start = r.occurrence_start
      where e.kind in (${sql.join(SESSION_KINDS.map((k) => sql`${k}`), sql`, `)})
        and (${inScope(sql`e.course_id`, coursesCoordinatedBy(db, callerId), { once: true })}
          or exists (select 1 from calendar_attendance a2 where a2.event_id = r.event_id and a2.occurrence_start = r.occurrence_start and ${seenInRun}))
    )
    select s.event_id, s.occurrence_start as occurrence, s.kind, s.title, c.title as course, s.starts_at, s.ends_at,
      (select count(*) from calendar_attendance a where a.event_id = s.event_id and a.occurrence_start = s.occurrence_start and ${seen})::int as invited,
      (select count(*) from calendar_attendance a where a.event_id = s.event_id and a.occurrence_start = s.occurrence_start and a.attended and ${seen})::int as attended,
      count(*) over ()::int as total
    from runs s left join courses c on c.id = s.course_id
    order by s.starts_at desc, s.event_id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`));
}

/** Each officer the caller sees (seenBy, in the session's course) with their attendance across those sessions, by name, one page. */
export async function scheduleOfficers(db: Queryable, callerId: number, page: number, pageSize: number) {
  const seen = seenBy(db, callerId, sql`a.user_id`, sql`e.course_id`);
  return rowsOf<{ user_id: number; officer_name: string; invited: number; attended: number; total: number }>(await db.execute(sql`
    with per_officer as (
      select a.user_id, count(*)::int as invited, (count(*) filter (where a.attended))::int as attended
      from calendar_attendance a
      join calendar_events e on e.id = a.event_id
      where e.kind in (${sql.join(SESSION_KINDS.map((k) => sql`${k}`), sql`, `)}) and ${seen}
      group by a.user_id
    )
    select p.user_id, u.display_name as officer_name, p.invited, p.attended, count(*) over ()::int as total
    from per_officer p join users u on u.id = p.user_id
    order by u.display_name, p.user_id
    limit ${pageSize} offset ${(page - 1) * pageSize}`));
}

/** The changed or cancelled occurrences of some events, in one query, by occurrence. */
export async function exceptionsOf(db: Queryable, eventIds: readonly number[]) {
  if (!eventIds.length) return [];
  return db.select().from(calendarEventExceptions).where(inArray(calendarEventExceptions.eventId, [...eventIds])).orderBy(asc(calendarEventExceptions.occurrenceStart));
}

// ---- Outside invitees ----

/** The addresses outside the portal an event invites now (lower case). */
export async function guestAddressesOf(db: Queryable, eventId: number): Promise<string[]> {
  const rows = await db.select({ email: calendarEventGuests.email }).from(calendarEventGuests).where(eq(calendarEventGuests.eventId, eventId));
  return rows.map((row) => row.email.toLowerCase());
}

/** Adds `count` to a user's outside invitations of a day; answers the day's total (the row is locked until the transaction ends). */
export async function addOutsideInvitations(tx: Queryable, userId: number, day: string, count: number): Promise<number> {
  const [row] = await tx.insert(outsideInviteeCounts).values({ userId, day, count })
    .onConflictDoUpdate({ target: [outsideInviteeCounts.userId, outsideInviteeCounts.day], set: { count: sql`${outsideInviteeCounts.count} + ${count}` } })
    .returning({ count: outsideInviteeCounts.count });
  return row!.count;
}
