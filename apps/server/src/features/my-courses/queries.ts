import { asc, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses } from '../../db/schema';
import { coursesCoordinatedBy, coursesEnrolledIn, coursesMentoredIn, inScope } from '../../db/scopes';

/** The courses a user takes part in: enrolled in one of its cohorts, mentoring in one, or coordinating it. */
export function coursesOf(db: Queryable, userId: number) {
  return db
    .select()
    .from(courses)
    .where(or(
      inScope(courses.id, coursesEnrolledIn(db, userId)),
      inScope(courses.id, coursesMentoredIn(db, userId)),
      inScope(courses.id, coursesCoordinatedBy(db, userId)),
    ))
    .orderBy(asc(courses.title));
}
