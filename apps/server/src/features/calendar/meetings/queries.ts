import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MEETING_LIMITS, type MeetingListType, type MeetingPageType } from '@fetp/contract';
import { prepared, type Queryable } from '../../../db/client';
import {
  calendarAttendance, calendarAttendanceRuns, calendarEventAttachments, calendarEventCohorts, calendarEventJoins, calendarEventMembers, calendarEvents, cohorts, users,
} from '../../../db/schema';
import { calendarEventsEditableBy, calendarEventsInviting, calendarEventsSeenBy, coursesCoordinatedBy, inScope } from '../../../db/scopes';

/** Meetings (001 §2.5, §3.7): Drizzle only. A meeting is a `calendar_events` row of kind 'meeting'. */

export const MEETING_KIND = 'meeting';

/** Whether officer `menteeId` is invited to any meeting of a course (the course page's Meetings tab). */
export async function invitedToMeetingOf(db: Queryable, courseId: number, menteeId: number): Promise<boolean> {
  const [row] = await db.select({ id: calendarEvents.id }).from(calendarEvents)
    .where(and(eq(calendarEvents.kind, MEETING_KIND), eq(calendarEvents.courseId, courseId), calendarEventsInviting(db, menteeId))).limit(1);
  return Boolean(row);
}

// ---- The lists (prepared: a coordinator's Past Meetings page is benchmarked) ----

export interface MeetingListRow {
  id: number;
  courseId: number | null;
  title: string;
  presenter: string;
  joinUrl: string | null;
  mode: string | null;
  eventType: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cancellationNote: string | null;
  menteeOnly: boolean;
  mentorOnly: boolean;
  cancelled: boolean;
  canEdit: boolean;
  attended: boolean;
  attendanceUploaded: boolean;
  /** Its attachments (in the order added), its cohorts and its internal members, by name. */
  files: { id: number; name: string }[];
  cohorts: { id: number; name: string }[];
  members: { id: number; name: string }[];
  total: number;
}

/** A JSON list of `{ id, name }` from a sub-select (empty when it finds nothing). */
const namedList = (from: SQL, order: SQL) => sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by ${order}) from ${from}), '[]'::json)`;

/**
 * One page of a course's meetings, upcoming (not cancelled, not ended; soonest first) or past
 * (ended or cancelled; latest first), with the total: one statement per page type and list type,
 * prepared once per connection. The coordinator dashboard reads every meeting of the course when
 * the caller coordinates it (none otherwise: the service tells a refusal from an empty page); the
 * course page the caller's own (seen by them); the mentee details page those the officer is invited to.
 */
function buildListStatement(db: Queryable, pageType: MeetingPageType, type: MeetingListType, name: string) {
  const caller = sql.placeholder('caller');
  const subject = pageType === 'mentee_details' ? sql.placeholder('mentee') : caller;
  const e = calendarEvents;
  const meetingId = sql`${e}.${sql.identifier('id')}`;
  const conditions: SQL[] = [
    eq(e.kind, MEETING_KIND),
    sql`${e.courseId} = ${sql.placeholder('course')}`,
    sql`(${sql.placeholder('cohort')}::int is null or ${e.id} in (select ${calendarEventCohorts.eventId} from ${calendarEventCohorts} where ${calendarEventCohorts.cohortId} = ${sql.placeholder('cohort')}::int))`,
    type === 'upcoming'
      ? sql`(${e.cancelledAt} is null and ${e.endsAt} >= ${sql.placeholder('now')}::timestamptz)`
      : sql`(${e.cancelledAt} is not null or ${e.endsAt} < ${sql.placeholder('now')}::timestamptz)`,
  ];
  if (pageType === 'coordinator_dashboard') conditions.push(inScope(e.courseId, coursesCoordinatedBy(db, caller), { once: true }));
  if (pageType === 'course_page') conditions.push(calendarEventsSeenBy(db, caller));
  if (pageType === 'mentee_details') conditions.push(calendarEventsInviting(db, sql.placeholder('mentee')));
  // The matching meetings by start from the index alone (calendar_events_listing_idx), counted; the page's ten rows read after.
  const by = type === 'upcoming' ? asc : desc;
  const matching = db.$with('matching').as(db.select({ id: e.id, startsAt: e.startsAt }).from(e).where(and(...conditions)));
  const onPage = db.$with('on_page').as(
    db.select({ id: matching.id }).from(matching)
      .orderBy(by(matching.startsAt), by(matching.id))
      .limit(MEETING_LIMITS.pageSize).offset(sql.placeholder('offset')),
  );
  return db
    .with(matching, onPage)
    .select({
      id: e.id,
      courseId: e.courseId,
      title: e.title,
      presenter: e.presenter,
      joinUrl: e.joinUrl,
      mode: e.mode,
      eventType: e.eventType,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      timeZone: e.timeZone,
      cancellationNote: e.cancellationNote,
      menteeOnly: e.menteeOnly,
      mentorOnly: e.mentorOnly,
      cancelled: sql<boolean>`${e.cancelledAt} is not null`,
      canEdit: sql<boolean>`${calendarEventsEditableBy(db, caller)}`,
      // The officer the page is about (the mentee on their details page, else the caller): their
      // populated attendance (calendar/attendance.ts), else whether they joined through the portal.
      attended: sql<boolean>`coalesce(
        (select a.attended from ${calendarAttendance} a where a.event_id = ${e.id} and a.occurrence_start = ${e.startsAt} and a.user_id = ${subject}),
        exists (select 1 from ${calendarEventJoins} j where j.event_id = ${e.id} and j.user_id = ${subject}))`,
      attendanceUploaded: sql<boolean>`exists (select 1 from ${calendarAttendanceRuns} r where r.event_id = ${e.id} and r.occurrence_start = ${e.startsAt})`,
      // The row's lists in the same statement (a page is one round trip, not four); the meeting's id
      // written with its table, so a sub-select's own "id" can never be taken for it.
      files: namedList(sql`(select a.id, a.name from ${calendarEventAttachments} a where a.event_id = ${meetingId}) x`, sql`x.id`),
      cohorts: namedList(sql`(select c.id, c.name from ${calendarEventCohorts} ec join ${cohorts} c on c.id = ec.cohort_id where ec.event_id = ${meetingId}) x`, sql`x.name, x.id`),
      members: namedList(sql`(select u.id, u.display_name as name from ${calendarEventMembers} m join ${users} u on u.id = m.user_id where m.event_id = ${meetingId} and m.role = 'internal') x`, sql`x.name, x.id`),
      total: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
    })
    .from(onPage)
    .innerJoin(e, eq(e.id, onPage.id))
    .orderBy(by(e.startsAt), by(e.id))
    .prepare(name);
}

export async function meetingPage(
  db: Queryable,
  opts: { pageType: MeetingPageType; type: MeetingListType; callerId: number; courseId: number; cohortId: number | null; menteeId: number | null; page: number; now: Date },
): Promise<MeetingListRow[]> {
  const name = `meetings_${opts.pageType}_${opts.type}`;
  const statement = prepared(db, name, (d) => buildListStatement(d, opts.pageType, opts.type, name));
  const rows = await statement.execute({
    caller: opts.callerId, course: opts.courseId, cohort: opts.cohortId, mentee: opts.menteeId ?? 0,
    now: opts.now.toISOString(), offset: (opts.page - 1) * MEETING_LIMITS.pageSize,
  });
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt), cancelled: Boolean(r.cancelled), canEdit: Boolean(r.canEdit), attended: Boolean(r.attended), attendanceUploaded: Boolean(r.attendanceUploaded) }));
}
