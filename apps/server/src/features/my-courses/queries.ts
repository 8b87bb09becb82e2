import { asc, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses } from '../../db/schema';
import { coursesCoordinatedBy, coursesEnrolledIn, coursesMentoredIn, inScope } from '../../db/scopes';

/**
 * The courses a user takes part in: enrolled in one of its cohorts, mentoring in one, or
 * coordinating it, each with the user's part in it (where VIEW COURSE takes them).
 */
export async function coursesOf(db: Queryable, userId: number) {
  const enrolled = inScope(courses.id, coursesEnrolledIn(db, userId));
  const mentors = inScope(courses.id, coursesMentoredIn(db, userId));
  const coordinates = inScope(courses.id, coursesCoordinatedBy(db, userId));
  const rows = await db
    .select({ course: courses, enrolled: sql<boolean>`${enrolled}`, coordinates: sql<boolean>`${coordinates}` })
    .from(courses)
    .where(or(enrolled, mentors, coordinates))
    .orderBy(asc(courses.title));
  return rows.map((r) => ({ ...r.course, enrolled: r.enrolled, coordinates: r.coordinates }));
}
