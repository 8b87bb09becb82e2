import type { MenteeBanner } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import type { TrackerScope } from '../../plugins/officer-access';
import { progressFor } from '../../progress';
import { bannerOf } from './queries';

/** The banner of an officer's course page, under the spec's field names (000 §3, 001 §3.4). */
export async function bannerFor(db: Queryable, scope: TrackerScope): Promise<MenteeBanner> {
  const [{ person, course, mentors }, progress] = await Promise.all([bannerOf(db, scope), progressFor(db, scope.menteeId, scope.courseId)]);
  return {
    studentName: person.name,
    mentorName: mentors.map((m) => ({ name: m.name, number: m.number, supervisor: m.supervisor })),
    // The one definition of progress (docs/architecture.md "Progress: one definition"), as every dashboard shows it.
    courseProgress: progress.course_progress,
    calProgress: progress.cal_progress,
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
