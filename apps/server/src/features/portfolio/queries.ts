import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  calendarAttendance, calendarEvents, cals, calStatusChanges, cohorts, courses, districts, enrolments, fieldAssignmentProjects,
  graduationChanges, milestones, states, subCals, users,
} from '../../db/schema';
import { isOfficerOf, officerCountOf, projectsInvestigatedBy } from '../../db/scopes';

/**
 * What an officer's portfolio reads, each part one set query for the officer in the course (no
 * query per CAL or milestone). The caller's standing was checked before (plugins/officer-access.ts).
 */

/** The officer, the course and cohort, and the officer's enrolment there (graduated, and since when). */
export async function profileOf(db: Queryable, userId: number, courseId: number, cohortId: number) {
  const lastGraduation = db
    .select({ at: sql<Date | null>`max(${graduationChanges.changedAt})`.as('at') })
    .from(graduationChanges)
    .where(and(eq(graduationChanges.enrolmentId, enrolments.id), eq(graduationChanges.toValue, true)));
  const [row] = await db
    .select({
      name: users.displayName, email: users.email, phone: users.phoneNumber, gender: users.gender,
      district: districts.name, state: states.name,
      courseTitle: courses.title, courseKey: courses.courseKey, courseType: courses.type,
      cohortName: cohorts.name, cohortStart: cohorts.startDate, cohortEnd: cohorts.endDate,
      graduated: enrolments.graduated,
      graduatedAt: sql<Date | string | null>`(${lastGraduation})`,
    })
    .from(users)
    .innerJoin(enrolments, and(eq(enrolments.userId, userId), eq(enrolments.cohortId, cohortId)))
    .innerJoin(cohorts, eq(cohorts.id, cohortId))
    .innerJoin(courses, eq(courses.id, courseId))
    .leftJoin(districts, eq(districts.id, users.districtId))
    .leftJoin(states, eq(states.id, users.stateId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The last person other than the officer who changed a milestone's or sub-CAL's status, and when (the reviewer). */
function lastReviewer(subject: 'milestone' | 'sub_cal', subjectId: typeof milestones.id | typeof subCals.id) {
  return sql`(select json_build_object('name', u.display_name, 'at', c.changed_at)
    from ${calStatusChanges} c join ${users} u on u.id = c.changed_by
    where c.subject = ${subject} and c.subject_id = ${subjectId} and c.changed_by is not null and c.changed_by <> ${subCals.menteeId}
    order by c.changed_at desc limit 1)`;
}

export interface Reviewer { name: string; at: string }

/** Every sub-CAL of the officer in the course with each of its milestones (one row per milestone; a sub-CAL without any, one row). */
export function calRowsOf(db: Queryable, menteeId: number, courseId: number) {
  return db
    .select({
      subCalId: subCals.id, group: cals.group, calShortName: cals.shortName, calFullName: cals.fullName,
      autoName: subCals.autoName, shortTitle: subCals.shortTitle, subCalStatus: subCals.status, registeredAt: subCals.registeredAt,
      subCalReviewer: sql<Reviewer | null>`${lastReviewer('sub_cal', subCals.id)}`,
      milestoneId: milestones.id, sequence: milestones.sequence, milestoneTitle: milestones.title, dueDate: milestones.dueDate,
      submittedAt: milestones.submittedAt, milestoneStatus: milestones.status,
      milestoneReviewer: sql<Reviewer | null>`${lastReviewer('milestone', milestones.id)}`,
    })
    .from(subCals)
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .leftJoin(milestones, eq(milestones.subCalId, subCals.id))
    .where(and(eq(subCals.menteeId, menteeId), eq(subCals.courseId, courseId), eq(cals.courseId, courseId)))
    .orderBy(asc(cals.group), asc(cals.sortOrder), asc(cals.id), asc(subCals.number), asc(milestones.sequence));
}

/** The course's webinars the officer attended (as populated from the join records), newest first. */
export function webinarsAttendedBy(db: Queryable, menteeId: number, courseId: number) {
  return db
    .select({ title: calendarEvents.title, presenter: calendarEvents.presenter, at: calendarAttendance.occurrenceStart })
    .from(calendarAttendance)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarAttendance.eventId))
    .where(and(
      eq(calendarAttendance.userId, menteeId), eq(calendarAttendance.attended, true),
      eq(calendarEvents.kind, 'webinar'), eq(calendarEvents.courseId, courseId),
    ))
    .orderBy(desc(calendarAttendance.occurrenceStart));
}

/** The field-assignment projects the officer investigates in the course (db/scopes.ts projectsInvestigatedBy). */
export function fieldAssignmentsOf(db: Queryable, menteeId: number, courseId: number) {
  const mine = projectsInvestigatedBy(db, menteeId, courseId);
  return db
    .select({
      title: fieldAssignmentProjects.title, projectType: fieldAssignmentProjects.projectType,
      disease: fieldAssignmentProjects.disease, otherDisease: fieldAssignmentProjects.otherDisease,
      fromDate: fieldAssignmentProjects.fromDate, toDate: fieldAssignmentProjects.toDate,
      district: districts.name, state: states.name, mentor: users.displayName,
    })
    .from(fieldAssignmentProjects)
    .leftJoin(districts, eq(districts.id, fieldAssignmentProjects.districtId))
    .leftJoin(states, eq(states.id, fieldAssignmentProjects.stateId))
    .leftJoin(users, eq(users.id, fieldAssignmentProjects.mentorId))
    .where(inArray(fieldAssignmentProjects.id, mine))
    .orderBy(asc(fieldAssignmentProjects.projectType), asc(fieldAssignmentProjects.fromDate), asc(fieldAssignmentProjects.id));
}

/** The language a user chose in the language menu (null until chosen): the requester's, for the PDF's frame. */
export async function languageOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/** The officers of a cohort (db/scopes.ts officersOf), by name: the portfolios a cohort's ZIP holds, in its order. */
export function cohortOfficers(db: Queryable, cohortId: number) {
  return db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(isOfficerOf(db, users.id, { cohortId }))
    .orderBy(asc(users.displayName), asc(users.id));
}

/** How many officers a cohort has (db/scopes.ts officerCountOf). */
export async function cohortOfficerCount(db: Queryable, cohortId: number): Promise<number> {
  const [row] = await db.select({ count: officerCountOf(db, { cohortId }) }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.count ?? 0;
}

/** A course's key (course-v1:…), for a ZIP's name. */
export async function courseKeyOf(db: Queryable, courseId: number): Promise<string> {
  const [row] = await db.select({ key: courses.courseKey }).from(courses).where(eq(courses.id, courseId));
  return row?.key ?? String(courseId);
}
