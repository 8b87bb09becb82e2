import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../db/client';
import { coursesCoordinatedBy, coursesMentoredIn, inScope, menteeCoursesOf } from '../../db/scopes';
import { progressOf } from '../../progress';

/** The mentor dashboard's reads (002 §2.5, §3 "Mentor dashboard"). */

export interface MenteeCourseRow {
  mentee_id: number;
  user_name: string;
  course_id: number;
  course_name: string;
  course_key: string;
  course_progress: number;
  cal_progress: number;
}

/**
 * A mentor's mentees, one row per (mentee, course) of a mentorship that counts, by mentee name then
 * course title, with each one's Course Progress and CAL Progress (one statement for every row).
 */
export async function menteeCourses(db: Queryable, mentorId: number): Promise<MenteeCourseRow[]> {
  const pairs = menteeCoursesOf(db, mentorId).as('mc');
  return rowsOf<MenteeCourseRow>(await db.execute(sql`
    with ${progressOf({ pairs: sql`select ${pairs.menteeId} as mentee_id, ${pairs.courseId} as course_id from ${pairs}` })}
    select p.mentee_id, u.display_name as user_name, p.course_id, co.title as course_name, co.course_key, p.course_progress, p.cal_progress
    from progress p
    join users u on u.id = p.mentee_id
    join courses co on co.id = p.course_id
    order by u.display_name, u.id, co.title, co.id`));
}

/** The hub of the caller's courses (those they mentor in, then coordinate), the first by name, or null. */
export async function hubOfCourses(db: Queryable, userId: number): Promise<string | null> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`
    select h.name from hubs h
    where h.id in (select co.hub_id from courses co where ${inScope(sql`co.id`, coursesMentoredIn(db, userId))} or ${inScope(sql`co.id`, coursesCoordinatedBy(db, userId))})
    order by h.name, h.id limit 1`));
  return row?.name ?? null;
}
