import { asc, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses } from '../../db/schema';
import { coursesCoordinatedBy, coursesEnrolledIn, coursesMentoredIn } from '../../db/scopes';

/** The courses a user takes part in: enrolled in one of its cohorts, mentoring in one, or coordinating it. */
export function coursesOf(db: Queryable, userId: number) {
  return db
    .select()
    .from(courses)
    .where(or(
      inArray(courses.id, coursesEnrolledIn(db, userId)),
      inArray(courses.id, coursesMentoredIn(db, userId)),
      inArray(courses.id, coursesCoordinatedBy(db, userId)),
    ))
    .orderBy(asc(courses.title));
}
