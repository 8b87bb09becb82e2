import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cohorts, courseCoordinators, courses, enrolments, mentorAssignments } from '../../db/schema';

/** The courses a user takes part in: enrolled in one of its cohorts, mentoring in one, or coordinating it. */
export function coursesOf(db: Queryable, userId: number) {
  const enrolled = db.select({ id: cohorts.courseId }).from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId)).where(eq(enrolments.userId, userId));
  const mentoring = db.select({ id: cohorts.courseId }).from(mentorAssignments).innerJoin(cohorts, eq(cohorts.id, mentorAssignments.cohortId)).where(eq(mentorAssignments.mentorId, userId));
  const coordinating = db.select({ id: courseCoordinators.courseId }).from(courseCoordinators).where(eq(courseCoordinators.userId, userId));
  return db
    .select()
    .from(courses)
    .where(or(inArray(courses.id, enrolled), inArray(courses.id, mentoring), inArray(courses.id, coordinating)))
    .orderBy(asc(courses.title));
}
