import type { MenteeBanner } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import type { TrackerScope } from '../../plugins/officer-access';
import { calProgressOf, trackerOf } from '../cal-tracker';
import { courseProgressOf } from '../modules';
import { bannerOf } from './queries';

/** The banner of an officer's course page, under the spec's field names (000 §3, 001 §3.4). */
export async function bannerFor(db: Queryable, scope: TrackerScope): Promise<MenteeBanner> {
  const [{ person, course, mentors }, tracker, courseProgress] = await Promise.all([
    bannerOf(db, scope), trackerOf(db, scope), courseProgressOf(db, scope.courseId, scope.menteeId),
  ]);
  return {
    studentName: person.name,
    mentorName: mentors.map((m) => ({ name: m.name, number: m.number, supervisor: m.supervisor })),
    // The share of the course's units done (docs/architecture.md "Modules and units").
    courseProgress,
    calProgress: calProgressOf(tracker),
    profileImage: person.image,
    course: course.key,
    course_key: course.key,
    courseid: scope.courseId,
    // The spec's "course manage" record is the cohort (course_management) the officer is enrolled in.
    course_manage_id: scope.cohortId,
    course_manageid: scope.cohortId,
    menteeID: scope.menteeId,
    mentee_user_id: scope.menteeId,
    menteeid: scope.menteeId,
    course_title: course.title,
    course_type: scope.courseType,
    has_cal: scope.hasCal,
  };
}
