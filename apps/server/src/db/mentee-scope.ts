import { and, eq } from 'drizzle-orm';
import { CAL_MESSAGES } from '@fetp/contract';
import type { Queryable } from './client';
import { cohorts, courseCoordinators, courses, enrolments, mentorAssignments } from './schema';
import { forbidden } from '../plugins/errors';

/**
 * Who may see an officer's records in a course (the CAL tracker, the modules, the milestone chat):
 * how the caller stands to a mentee's tracker in a course: the mentee themself, one of their
 * mentors (mentor 1 or 2 in the cohort of that course), or a coordinator of the course.
 */
export type Viewer = 'self' | 'mentor' | 'coordinator';

export interface TrackerScope {
  viewer: Viewer;
  menteeId: number;
  courseId: number;
  cohortId: number;
  courseType: string;
  /** Frontline Courses have no Field Projects nor Scientific Communications (001 §1). */
  hasCal: boolean;
}

export const FRONTLINE_COURSE_TYPE = 'Frontline Courses';

/**
 * The caller's standing to a mentee's tracker in a course, or a 403 when they have none: the
 * mentee must be enrolled in the course, and the caller be them, their mentor there, or its coordinator.
 */
export async function trackerScope(db: Queryable, callerId: number, menteeId: number, courseId: number): Promise<TrackerScope> {
  const [enrolment] = await db
    .select({ cohortId: enrolments.cohortId, courseType: courses.type })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(enrolments.userId, menteeId), eq(cohorts.courseId, courseId)))
    .limit(1);
  if (!enrolment) throw callerId === menteeId ? forbidden(CAL_MESSAGES.notEnrolled) : forbidden(CAL_MESSAGES.notYourMentee);
  const scope = { menteeId, courseId, cohortId: enrolment.cohortId, courseType: enrolment.courseType, hasCal: enrolment.courseType !== FRONTLINE_COURSE_TYPE };
  if (callerId === menteeId) return { ...scope, viewer: 'self' };
  const [mentoring] = await db
    .select({ id: mentorAssignments.id })
    .from(mentorAssignments)
    .where(and(eq(mentorAssignments.mentorId, callerId), eq(mentorAssignments.menteeId, menteeId), eq(mentorAssignments.cohortId, enrolment.cohortId)))
    .limit(1);
  if (mentoring) return { ...scope, viewer: 'mentor' };
  const [coordinating] = await db
    .select({ id: courseCoordinators.courseId })
    .from(courseCoordinators)
    .where(and(eq(courseCoordinators.userId, callerId), eq(courseCoordinators.courseId, courseId)))
    .limit(1);
  if (coordinating) return { ...scope, viewer: 'coordinator' };
  throw forbidden(CAL_MESSAGES.notYourMentee);
}

/** Mentors and coordinators review; the mentee registers and fills. */
export const isReviewer = (scope: TrackerScope) => scope.viewer !== 'self';

/** A record named in the request that is not under the mentee and course the scope was checked for: refused, as another's. */
export const notInScope = () => forbidden();
