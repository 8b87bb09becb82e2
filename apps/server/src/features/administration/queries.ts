import { countDistinct, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cohorts, courses, hubs } from '../../db/schema';
import { coursesManagedBy, hubsManagedBy, inScope, mentorships, officersOfCourses } from '../../db/scopes';
import type { AdminOverviewAnswer } from '@fetp/contract';

/**
 * What a caller manages, counted in one statement (db/scopes.ts `coursesManagedBy`,
 * `hubsManagedBy`): an administrator's whole programme, a coordinator's own courses.
 */
export async function overviewCounts(db: Queryable, userId: number): Promise<AdminOverviewAnswer> {
  const managed = () => coursesManagedBy(db, userId);
  const m = mentorships(db).as('m');
  const count = (query: { getSQL(): unknown }) => sql<number>`(${query})::int`;
  const [row] = await db
    .select({
      hubs: count(db.select({ n: sql`count(*)` }).from(hubs).where(inScope(hubs.id, hubsManagedBy(db, userId)))),
      courses: count(db.select({ n: sql`count(*)` }).from(courses).where(inScope(courses.id, managed()))),
      cohorts: count(db.select({ n: sql`count(*)` }).from(cohorts).where(inScope(cohorts.courseId, managed()))),
      officers: count(db.select({ n: sql`count(*)` }).from(officersOfCourses(db, managed()).as('o'))),
      mentors: count(db.select({ n: countDistinct(m.mentorId) }).from(m).where(inScope(m.courseId, managed()))),
    })
    .from(sql`(select 1) as one`);
  return row ?? { hubs: 0, courses: 0, cohorts: 0, officers: 0, mentors: 0 };
}
