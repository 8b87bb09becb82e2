import { CAL_MESSAGES } from '@fetp/contract';
import type { Queryable } from '../db/client';
import { coursesEnrolledInNewestFirst, standingTo, type Standing, type Viewer } from '../db/scopes';
import { forbidden } from './errors';

/**
 * The refusal side of `db/scopes.ts` standingTo, for every call about an officer's records in a
 * course (the CAL tracker, its forms and files, the modules, the milestone chat, the course page).
 */

export type { Viewer };

/** The caller's standing to an officer in a course, once it is known they have one. */
export interface TrackerScope extends Standing {
  viewer: Viewer;
  /** Frontline Courses have no Field Projects nor Scientific Communications (001 §1). */
  hasCal: boolean;
}

export const FRONTLINE_COURSE_TYPE = 'Frontline Courses';

/** The standing as the calls use it, or null when the caller has none. */
function asTrackerScope(standing: Standing | null): TrackerScope | null {
  if (!standing?.viewer) return null;
  return { ...standing, viewer: standing.viewer, hasCal: standing.courseType !== FRONTLINE_COURSE_TYPE };
}

/**
 * The caller's standing to an officer in a course (one query), or a 403: the officer must be
 * enrolled in the course, and the caller be them, their mentor there, or its coordinator.
 */
export async function trackerScope(db: Queryable, callerId: number, menteeId: number, courseId: number): Promise<TrackerScope> {
  const standing = await standingTo(db, callerId, menteeId, courseId);
  const scope = asTrackerScope(standing);
  if (scope) return scope;
  throw forbidden(!standing && callerId === menteeId ? CAL_MESSAGES.notEnrolled : CAL_MESSAGES.notYourMentee);
}

/**
 * The caller's standing to an officer in the officer's current course (issue 30 §2: a call that
 * names the officer but no course): the first of the officer's courses, current first
 * (coursesEnrolledInNewestFirst), in which the caller has standing; else trackerScope's 403.
 */
export async function currentTrackerScope(db: Queryable, callerId: number, menteeId: number): Promise<TrackerScope> {
  const courseIds = await coursesEnrolledInNewestFirst(db, menteeId);
  for (const courseId of courseIds) {
    const scope = asTrackerScope(await standingTo(db, callerId, menteeId, courseId));
    if (scope) return scope;
  }
  throw forbidden(courseIds.length === 0 && callerId === menteeId ? CAL_MESSAGES.notEnrolled : CAL_MESSAGES.notYourMentee);
}

/** Mentors and coordinators review; the mentee registers and fills. */
export const isReviewer = (scope: Pick<TrackerScope, 'viewer'>) => scope.viewer !== 'self';

/** A record named in the request that is not under the officer and course the scope was checked for: refused, as another's. */
export const notInScope = () => forbidden();
