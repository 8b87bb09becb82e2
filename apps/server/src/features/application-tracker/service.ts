import { ADMISSION_MESSAGES } from '@fetp/contract';
import type { Services } from '../../services';
import { managesCourse } from '../../db/scopes';
import { forbidden } from '../../plugins/errors';
import { allApplications, applicationsPage, applicationsSeenBy } from './queries';

/**
 * The applications tracker's rule (002 §2.11): a coordinator sees the applications to their own
 * courses and is refused another's; an administrator sees every course's (issue 32).
 */

/** Refuses a course filter naming a course the caller does not manage (no filter: all of theirs). */
export async function checkCourse(services: Pick<Services, 'db'>, userId: number, courseId: number | undefined): Promise<void> {
  if (courseId !== undefined && !(await managesCourse(services.db, userId, courseId))) throw forbidden(ADMISSION_MESSAGES.notCoordinator);
}

/** A page of the caller's applications; an empty page is checked for a course that is not theirs (one query when there are rows). */
export async function applicationsFor(
  services: Pick<Services, 'db'>, userId: number, opts: Parameters<typeof applicationsPage>[2],
) {
  const result = await applicationsPage(services.db, userId, opts);
  if (result.data.length === 0) await checkCourse(services, userId, opts.courseId);
  return { ...result, page: opts.page, page_size: opts.pageSize };
}

/** Every application of the caller's courses (or of one of them), for the CSV. */
export async function applicationsInCsv(services: Pick<Services, 'db'>, userId: number, courseId: number | undefined) {
  await checkCourse(services, userId, courseId);
  return allApplications(services.db, applicationsSeenBy(services.db, userId, courseId));
}
