import { eq } from 'drizzle-orm';
import { ROLES, hasAnyRole } from '@fetp/contract';
import type { Queryable } from '../db/client';
import { courses } from '../db/schema';
import { managesCourse } from '../db/scopes';
import type { CurrentUser } from './auth';
import { forbidden, notFound } from './errors';

/**
 * The refusal side of `db/scopes.ts` coursesManagedBy, for Content Management's calls about one
 * course's contents (modules and units, CAL templates): an administrator manages every course, a
 * coordinator the courses they coordinate.
 */

export const isAdministrator = (user: CurrentUser) => hasAnyRole(user.roles, [ROLES.administrator]);

async function courseExists(db: Queryable, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return Boolean(row);
}

/**
 * The course id when the caller manages it. A coordinator is refused with 403 whether or not the
 * course (or the record naming it: `courseId` null) exists, so ids cannot be probed; an
 * administrator is told 404 with `missing`, or `courseMissing` when the course itself is gone.
 */
export async function managedCourse(
  db: Queryable, user: CurrentUser, courseId: number | null, texts: { missing: string; courseMissing: string; notYours: string },
): Promise<number> {
  if (courseId !== null && (await managesCourse(db, user.id, courseId))) return courseId;
  if (isAdministrator(user)) throw notFound(courseId !== null && (await courseExists(db, courseId)) ? texts.courseMissing : texts.missing);
  throw forbidden(texts.notYours);
}
