import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cohorts, users } from '../../db/schema';

/** What the calendar's forms offer and check, for every kind: courses, cohorts and people by id. */

/** The cohorts of some courses, by course then name. */
export async function cohortsOfCourses(db: Queryable, courseIds: readonly number[]) {
  if (!courseIds.length) return [];
  return db.select({ id: cohorts.id, name: cohorts.name, courseId: cohorts.courseId }).from(cohorts)
    .where(inArray(cohorts.courseId, [...courseIds])).orderBy(asc(cohorts.courseId), asc(cohorts.name), asc(cohorts.id));
}

/** Some cohorts with their course (ids that name no cohort are left out). */
export async function cohortsWithCourse(db: Queryable, cohortIds: readonly number[]) {
  if (!cohortIds.length) return [];
  return db.select({ id: cohorts.id, courseId: cohorts.courseId }).from(cohorts).where(inArray(cohorts.id, [...cohortIds]));
}

/** Some people's names, by name; `activeOnly` leaves deactivated accounts out. */
export async function peopleNamed(db: Queryable, ids: readonly number[], opts: { activeOnly?: boolean } = {}) {
  if (!ids.length) return [];
  return db.select({ id: users.id, name: users.displayName }).from(users)
    .where(and(inArray(users.id, [...ids]), opts.activeOnly ? eq(users.isActive, true) : undefined))
    .orderBy(asc(users.displayName), asc(users.id));
}
