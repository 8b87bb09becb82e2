import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from './client';
import { cohorts, courseCoordinators, enrolments, mentorAssignments } from './schema';

/**
 * Who may see what, written once as SQL sub-selects that queries filter by:
 * `inArray(applications.courseId, coursesCoordinatedBy(db, me))`. A list, dashboard or report that
 * depends on who is asking takes its scope from here, so each rule has one definition and one test.
 */

/** The ids of the courses a user coordinates. */
export function coursesCoordinatedBy(db: Queryable, userId: number) {
  return db.select({ id: courseCoordinators.courseId }).from(courseCoordinators).where(eq(courseCoordinators.userId, userId));
}

/** The ids of the courses in one of whose cohorts a user is enrolled (as a mentee). */
export function coursesEnrolledIn(db: Queryable, userId: number) {
  return db.select({ id: cohorts.courseId }).from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId)).where(eq(enrolments.userId, userId));
}

/** The ids of the courses in one of whose cohorts a user mentors someone. */
export function coursesMentoredIn(db: Queryable, userId: number) {
  return db.select({ id: cohorts.courseId }).from(mentorAssignments).innerJoin(cohorts, eq(cohorts.id, mentorAssignments.cohortId)).where(eq(mentorAssignments.mentorId, userId));
}

/** The ids of a mentor's mentees, in one cohort when `cohortId` is given. */
export function menteesOf(db: Queryable, mentorId: number, cohortId?: number) {
  const conditions: SQL[] = [eq(mentorAssignments.mentorId, mentorId)];
  if (cohortId !== undefined) conditions.push(eq(mentorAssignments.cohortId, cohortId));
  return db.select({ id: mentorAssignments.menteeId }).from(mentorAssignments).where(and(...conditions));
}

/** Whether a user coordinates a course: the check before answering "not yours" (403). */
export async function coordinates(db: Queryable, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseCoordinators.courseId })
    .from(courseCoordinators)
    .where(and(eq(courseCoordinators.userId, userId), eq(courseCoordinators.courseId, courseId)));
  return Boolean(row);
}
