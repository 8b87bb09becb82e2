import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { prepared, type Queryable } from '../../../db/client';
import {
  calendarEventMembers, calendarEvents, subCals, users,
} from '../../../db/schema';
import {
  calendarEventsSeenBy, coordinatorsOf, coordinatorsOfCoursesMentoredBy, inScope, isOfficerOf, mentorships, type Person, type Scope,
} from '../../../db/scopes';

/**
 * The discussions' SQL (001 §2.7, §3.8; 002 §2.5): a discussion is one `calendar_events` row of
 * kind 'discussion' with its named members (mentee, mentor, coordinator, internal) and guests.
 * Who may see whom comes from db/scopes.ts only.
 */

/** An officer's own sub-CALs in a course (the learner form's CAL choices). */
export function subCalsOf(db: Queryable, menteeId: number, courseId: number) {
  return db.select({ id: subCals.id, autoName: subCals.autoName, shortTitle: subCals.shortTitle }).from(subCals)
    .where(and(eq(subCals.menteeId, menteeId), eq(subCals.courseId, courseId))).orderBy(asc(subCals.id));
}

/** A sub-CAL with its officer and course, or undefined. */
export async function subCalById(db: Queryable, id: number) {
  const [row] = await db.select({ id: subCals.id, menteeId: subCals.menteeId, courseId: subCals.courseId, autoName: subCals.autoName, shortTitle: subCals.shortTitle })
    .from(subCals).where(eq(subCals.id, id));
  return row;
}

/** A mentor's officers (mentorships that count, any course), each once, by name. */
export async function menteesWithNames(db: Queryable, mentorId: number): Promise<Person[]> {
  const m = mentorships(db).as('m');
  return db.selectDistinct({ id: users.id, name: users.displayName }).from(m).innerJoin(users, eq(users.id, m.menteeId))
    .where(and(eq(m.mentorId, mentorId), eq(users.isActive, true))).orderBy(asc(users.displayName), asc(users.id));
}

/** The courses in which a mentor mentors every one of `menteeIds` (mentorships that count). */
export async function coursesMentoringAll(db: Queryable, mentorId: number, menteeIds: number[]): Promise<number[]> {
  const m = mentorships(db).as('m');
  const rows = await db.select({ courseId: m.courseId }).from(m)
    .where(and(eq(m.mentorId, mentorId), inArray(m.menteeId, menteeIds)))
    .groupBy(m.courseId)
    .having(sql`count(distinct ${m.menteeId}) = ${menteeIds.length}`);
  return rows.map((r) => r.courseId);
}

/** The active people of a scope (db/scopes.ts), by name. */
const activePeople = (db: Queryable, scope: Scope<string>): Promise<Person[]> => db.select({ id: users.id, name: users.displayName }).from(users)
  .where(and(inScope(users.id, scope), eq(users.isActive, true))).orderBy(asc(users.displayName), asc(users.id));
/** The coordinators of a course (a learner's internal members). */
export const coordinatorsWithNames = (db: Queryable, courseId: number) => activePeople(db, coordinatorsOf(db, courseId));
/** The coordinators of the courses a mentor mentors in (a mentor's internal members). */
export const mentorInternalMembers = (db: Queryable, mentorId: number) => activePeople(db, coordinatorsOfCoursesMentoredBy(db, mentorId));

// ---- Lists ----

export type ListType = 'upcoming' | 'past';

/** Which discussions a list shows (see listStatement). */
export type ListScope =
  | { kind: 'mine'; caller: number; courseId?: number }
  | { kind: 'officer'; caller: number; subject: number; courseId?: number }
  | { kind: 'cohort'; caller: number; cohortId: number }
  /** A cohort's own discussions: those its course's coordinators scheduled for it (001 §3.8 "Coordinator meeting row"). */
  | { kind: 'cohortMeetings'; caller: number; cohortId: number };

export interface ListRecord {
  id: number;
  title: string;
  mode: string | null;
  joinUrl: string | null;
  startsAt: Date | string;
  endsAt: Date | string;
  timeZone: string;
  schedulerRole: string;
  canEdit: boolean;
  subjectIsMentee: boolean;
  mentees: string[];
  mentors: string[];
  coordinators: string[];
  total: number;
}

/** Names of an event's people of one kind (its scheduler counted under their role), by name, listed in SQL. */
const namesIn = (role: 'mentee' | 'mentor' | 'coordinator', schedulerRole: string) => sql<string[]>`(select coalesce(json_agg(u.display_name order by u.display_name, u.id), '[]'::json)
  from (select m.user_id from ${calendarEventMembers} m where m.event_id = ${calendarEvents.id} and m.role = ${role}
        union select ${calendarEvents.createdBy} where ${calendarEvents.schedulerRole} = ${schedulerRole}) x
  join ${users} u on u.id = x.user_id)`;

/** `subject` takes part: scheduled it, or is named in it. */
const takesPart = (subject: SQL | unknown) => sql`(${calendarEvents.createdBy} = ${subject}
  or ${calendarEvents.id} in (select ${calendarEventMembers.eventId} from ${calendarEventMembers} where ${calendarEventMembers.userId} = ${subject}))`;

/** The discussions a list may show: not cancelled, upcoming (not ended) or past. */
const listed = (type: ListType) => and(eq(calendarEvents.kind, 'discussion'), isNull(calendarEvents.cancelledAt),
  type === 'upcoming' ? sql`${calendarEvents.endsAt} > now()` : sql`${calendarEvents.endsAt} <= now()`);

/**
 * One page of discussions in one statement: the page's ids (ORDER BY, LIMIT/OFFSET, count over())
 * first, then, for those ten rows only, the names aggregated in SQL (no query per row). Upcoming
 * runs by start from the soonest; past from the latest. Cancelled discussions are left out.
 */
function listStatement(db: Queryable, type: ListType, filter: SQL, caller: unknown, subject: unknown, limit: unknown, offset: unknown) {
  const order = type === 'upcoming' ? [sql`${calendarEvents.startsAt} asc`, sql`${calendarEvents.id} asc`] : [sql`${calendarEvents.startsAt} desc`, sql`${calendarEvents.id} desc`];
  const page = db
    .select({ pageId: sql<number>`${calendarEvents.id}`.as('page_id'), total: sql<number>`(count(*) over())::int`.as('total') })
    .from(calendarEvents)
    .where(and(listed(type), filter))
    .orderBy(...order)
    .limit(limit as number)
    .offset(offset as number)
    .as('p');
  return db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      mode: calendarEvents.mode,
      joinUrl: calendarEvents.joinUrl,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      timeZone: calendarEvents.timeZone,
      schedulerRole: calendarEvents.schedulerRole,
      canEdit: sql<boolean>`(${calendarEvents.createdBy} = ${caller} and ${calendarEvents.endsAt} > now())`,
      subjectIsMentee: sql<boolean>`((${calendarEvents.createdBy} = ${subject} and ${calendarEvents.schedulerRole} = 'Mentee')
        or exists (select 1 from ${calendarEventMembers} s where s.event_id = ${calendarEvents.id} and s.user_id = ${subject} and s.role = 'mentee'))`,
      mentees: namesIn('mentee', 'Mentee'),
      mentors: namesIn('mentor', 'Mentor'),
      coordinators: namesIn('coordinator', 'Course Coordinator'),
      total: page.total,
    })
    .from(page)
    .innerJoin(calendarEvents, eq(calendarEvents.id, page.pageId))
    .orderBy(...order);
}

/** The filter of a scope; placeholders when prepared. */
function scopeFilter(db: Queryable, scope: ListScope, caller: unknown, course: unknown): SQL {
  const inCourse = (c: unknown) => sql`(${calendarEvents.courseId} = ${c} or ${calendarEvents.courseId} is null)`;
  switch (scope.kind) {
    case 'mine':
      return scope.courseId === undefined ? takesPart(caller) : and(takesPart(caller), inCourse(course))!;
    case 'officer': {
      const parts = [takesPart(scope.subject), calendarEventsSeenBy(db, scope.caller)];
      if (scope.courseId !== undefined) parts.push(inCourse(scope.courseId));
      return and(...parts)!;
    }
    case 'cohort':
      // The cohort's own discussions (a coordinator's), and those of its officers (with their
      // mentors, or by them), as far as the caller may read them.
      return and(sql`(${calendarEvents.cohortId} = ${scope.cohortId}
        or ${isOfficerOf(db, calendarEvents.createdBy, { cohortId: scope.cohortId })}
        or exists (select 1 from ${calendarEventMembers} where ${calendarEventMembers.eventId} = ${calendarEvents.id}
          and ${isOfficerOf(db, calendarEventMembers.userId, { cohortId: scope.cohortId })}))`,
      calendarEventsSeenBy(db, scope.caller))!;
    case 'cohortMeetings':
      return sql`${calendarEvents.cohortId} = ${scope.cohortId}`;
  }
}

/**
 * The caller's own list (a mentor's discussions — the benchmarked call — or an officer's own) is a
 * prepared statement per type, with and without a course: its plan is cached per connection.
 */
function mineStatements(db: Queryable) {
  const caller = sql.placeholder('caller');
  const course = sql.placeholder('course');
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const build = (type: ListType, withCourse: boolean) =>
    listStatement(db, type, scopeFilter(db, withCourse ? { kind: 'mine', caller: 0, courseId: 0 } : { kind: 'mine', caller: 0 }, caller, course), caller, caller, limit, offset)
      .prepare(`discussions_mine_${type}${withCourse ? '_course' : ''}`);
  return {
    upcoming: build('upcoming', false), past: build('past', false),
    upcomingCourse: build('upcoming', true), pastCourse: build('past', true),
  };
}

/** One page of a scope's discussions and their count. */
export async function discussionPage(db: Queryable, scope: ListScope, type: ListType, page: number, pageSize: number): Promise<{ rows: ListRecord[]; count: number }> {
  const offset = (page - 1) * pageSize;
  let rows: ListRecord[];
  if (scope.kind === 'mine') {
    const statements = prepared(db, 'discussions_mine', mineStatements);
    const statement = scope.courseId === undefined ? statements[type] : statements[type === 'upcoming' ? 'upcomingCourse' : 'pastCourse'];
    rows = (await statement.execute({ caller: scope.caller, course: scope.courseId ?? 0, limit: pageSize, offset })) as ListRecord[];
  } else {
    const subject = scope.kind === 'officer' ? scope.subject : scope.caller;
    rows = (await listStatement(db, type, scopeFilter(db, scope, scope.caller, undefined), scope.caller, subject, pageSize, offset)) as ListRecord[];
  }
  if (rows.length > 0 || page === 1) return { rows, count: rows[0]?.total ?? 0 };
  // Past the last page: the count still tells the pager how far it may go.
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents)
    .where(and(listed(type), scopeFilter(db, scope, scope.caller, 'courseId' in scope ? scope.courseId : undefined)));
  return { rows, count: counted?.n ?? 0 };
}
