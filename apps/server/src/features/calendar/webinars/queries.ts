import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { prepared, type Queryable } from '../../../db/client';
import {
  calendarAttendance, calendarAttendanceRuns, calendarEventAttachments, calendarEventCohorts, calendarEventExceptions, calendarEvents, cohorts, courses,
} from '../../../db/schema';
import { calendarEventsEditableBy, calendarEventsInviting, calendarEventsSeenBy, coursesCoordinatedBy, inScope } from '../../../db/scopes';

/** Webinars' queries (Drizzle only): the series a list reads, their exceptions, attendance, the form's data. */

const e = calendarEvents;

/** A changed or cancelled occurrence as the list statement gives it. */
export interface ExceptionJson {
  occurrenceStart: string; cancelled: boolean; startsAt: string | null; endsAt: string | null;
  title: string | null; description: string | null; presenter: string | null; joinUrl: string | null;
}

/** The columns a list reads of a series, with whether the caller may edit it. */
function seriesColumns(db: Queryable) {
  const caller = sql.placeholder('caller');
  const seriesId = sql`${e}.${sql.identifier('id')}`;
  return {
    id: e.id, startsAt: e.startsAt, endsAt: e.endsAt, timeZone: e.timeZone, recurrence: e.recurrence, title: e.title, description: e.description,
    presenter: e.presenter, joinUrl: e.joinUrl, courseId: e.courseId,
    canEdit: sql<boolean>`${calendarEventsEditableBy(db, caller)}`,
    // Its changed or cancelled occurrences and its attachments, in the same statement (JSON; times as ISO text). The series'
    // id is written with its table: in a one-table select Drizzle leaves columns unqualified, and a bare "id" would be the sub-select's.
    exceptions: sql<ExceptionJson[]>`coalesce((select json_agg(json_build_object('occurrenceStart', x.occurrence_start, 'cancelled', x.cancelled,
      'startsAt', x.starts_at, 'endsAt', x.ends_at, 'title', x.title, 'description', x.description, 'presenter', x.presenter, 'joinUrl', x.join_url))
      from ${calendarEventExceptions} x where x.event_id = ${seriesId}), '[]'::json)`,
    files: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.id)
      from ${calendarEventAttachments} a where a.event_id = ${seriesId}), '[]'::json)`,
  };
}

/** The list's filters: not cancelled, in the window (upcoming: not ended before now; past: started), a cohort and a course when asked. */
function listFilters() {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const cohort = sql`${sql.placeholder('cohort')}::int`;
  const course = sql`${sql.placeholder('course')}::int`;
  return [
    eq(e.kind, 'webinar'),
    isNull(e.cancelledAt),
    sql`(case when ${sql.placeholder('upcoming')}::boolean then (${e.seriesEndsAt} is null or ${e.seriesEndsAt} > ${now}) else ${e.startsAt} <= ${now} end)`,
    sql`(${cohort} is null or exists (select 1 from ${calendarEventCohorts} ec where ec.event_id = ${e.id} and ec.cohort_id = ${cohort}))`,
    sql`(${course} is null or ${e.courseId} = ${course})`,
  ];
}

export interface SeriesFilter {
  caller: number;
  now: Date;
  upcoming: boolean;
  cohort: number | null;
  course: number | null;
  /** The officer whose invited webinars are read (the caller's standing to them checked before); else those the caller may read. */
  user?: number;
}

/** The webinar series a list reads: those the caller may read (invited, scheduled, coordinating the course), or those `user` is invited to. */
export function webinarSeries(db: Queryable, f: SeriesFilter) {
  const [name, filter] = f.user === undefined
    ? ['webinars_series_seen_by', (d: Queryable) => calendarEventsSeenBy(d, sql.placeholder('caller'))] as const
    : ['webinars_series_inviting', (d: Queryable) => calendarEventsInviting(d, sql.placeholder('user'))] as const;
  return prepared(db, name, (d) => d.select(seriesColumns(d)).from(e).where(and(...listFilters(), filter(d))).prepare(name))
    .execute({ ...f, now: f.now.toISOString() });
}

/** The populated occurrences of some events, with a user's attendance of each. */
export async function attendanceOf(db: Queryable, eventIds: readonly number[], userId: number) {
  if (!eventIds.length) return [];
  return db.select({ eventId: calendarAttendanceRuns.eventId, occurrenceStart: calendarAttendanceRuns.occurrenceStart, attended: calendarAttendance.attended })
    .from(calendarAttendanceRuns)
    .leftJoin(calendarAttendance, and(
      eq(calendarAttendance.eventId, calendarAttendanceRuns.eventId), eq(calendarAttendance.occurrenceStart, calendarAttendanceRuns.occurrenceStart),
      eq(calendarAttendance.userId, userId),
    ))
    .where(inArray(calendarAttendanceRuns.eventId, [...eventIds]));
}

/** The cohorts of the caller's coordinated courses, as the form lists them. */
export function coordinatedCohorts(db: Queryable, callerId: number) {
  return db.select({ id: cohorts.id, name: cohorts.name, courseId: cohorts.courseId, courseTitle: courses.title })
    .from(cohorts).innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(inScope(cohorts.courseId, coursesCoordinatedBy(db, callerId), { once: true }))
    .orderBy(asc(courses.title), asc(cohorts.name), asc(cohorts.id));
}

/** Writes an occurrence's change or cancellation (one row per occurrence, replaced). */
export async function upsertException(tx: Queryable, values: typeof calendarEventExceptions.$inferInsert) {
  const { eventId: _e, occurrenceStart: _o, ...rest } = values;
  await tx.insert(calendarEventExceptions).values(values)
    .onConflictDoUpdate({ target: [calendarEventExceptions.eventId, calendarEventExceptions.occurrenceStart], set: { ...rest, updatedAt: new Date() } });
}

/** Removes exceptions of a series that its new rule no longer gives. */
export async function removeExceptions(tx: Queryable, eventId: number, keys: readonly Date[]) {
  if (!keys.length) return;
  await tx.delete(calendarEventExceptions).where(and(eq(calendarEventExceptions.eventId, eventId), inArray(calendarEventExceptions.occurrenceStart, [...keys])));
}

/** Whether a cohort has any webinar not cancelled (the course tab's rule). */
export async function cohortHasWebinar(db: Queryable, cohortId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(calendarEventCohorts).innerJoin(e, eq(e.id, calendarEventCohorts.eventId))
    .where(and(eq(calendarEventCohorts.cohortId, cohortId), eq(e.kind, 'webinar'), isNull(e.cancelledAt))).limit(1);
  return Boolean(row);
}

/** Whether an officer is invited to any webinar of a course, not cancelled. */
export async function invitedToWebinarIn(db: Queryable, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(e)
    .where(and(eq(e.kind, 'webinar'), eq(e.courseId, courseId), isNull(e.cancelledAt), calendarEventsInviting(db, userId))).limit(1);
  return Boolean(row);
}
