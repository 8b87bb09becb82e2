import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, users } from '../../db/schema';
import { mentorsOf } from '../../db/scopes';
import type { TrackerScope } from '../../plugins/officer-access';

/** The mentee's name, picture and course, and their mentors in the course (db/scopes.ts mentorsOf; 000 §3 "Mentee banner"). */
export async function bannerOf(db: Queryable, scope: TrackerScope) {
  const [[row], mentors] = await Promise.all([
    db
      .select({ name: users.displayName, image: users.profileImageUrl, courseKey: courses.courseKey, courseTitle: courses.title })
      .from(users)
      .innerJoin(courses, eq(courses.id, scope.courseId))
      .where(eq(users.id, scope.menteeId)),
    mentorsOf(db, scope.menteeId, scope.courseId),
  ]);
  return { person: { name: row!.name, image: row!.image }, course: { key: row!.courseKey, title: row!.courseTitle }, mentors };
}
