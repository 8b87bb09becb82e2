import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, mentorAssignments, users } from '../../db/schema';
import type { TrackerScope } from '../../plugins/officer-access';

/** The mentee's name, picture and course, and their mentors in the cohort they are enrolled in (000 §3 "Mentee banner"). */
export async function bannerOf(db: Queryable, scope: TrackerScope) {
  const [person] = await db
    .select({ name: users.displayName, image: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, scope.menteeId));
  const [course] = await db.select({ key: courses.courseKey, title: courses.title }).from(courses).where(eq(courses.id, scope.courseId));
  const mentors = await db
    .select({ name: users.displayName, number: mentorAssignments.mentorNumber, supervisor: mentorAssignments.isSupervisor })
    .from(mentorAssignments)
    .innerJoin(users, eq(users.id, mentorAssignments.mentorId))
    .where(and(eq(mentorAssignments.menteeId, scope.menteeId), eq(mentorAssignments.cohortId, scope.cohortId)))
    .orderBy(asc(mentorAssignments.mentorNumber));
  return { person: person!, course: course!, mentors };
}
