import { ROLES, hasAnyRole } from '@fetp/contract';
import { getUserRoles } from '../../../app/auth';
import type { CourseTabPanelProps } from '../../course-page';
import DiscussionEventList from './DiscussionEventList';

/**
 * MENTOR-MENTEE DISCUSSION on the course page and the mentee details page (001 §2.6, §2.7): the
 * officer's own page lists their discussions in the course with '+ Add Event'; a mentor or a
 * coordinator looking at an officer sees the officer's list (what they may read) without it.
 */
export default function DiscussionsPanel({ mentee, course, learner, banner }: CourseTabPanelProps) {
  if (learner) return <DiscussionEventList viewer="mentee" courseId={course} courseKey={banner.course_key} />;
  // A coordinator who is not also one of the officer's mentors edits their own cohort discussions here.
  const roles = getUserRoles();
  const coordinator = hasAnyRole(roles, [ROLES.coordinator]) && !hasAnyRole(roles, [ROLES.mentor]);
  return coordinator
    ? <DiscussionEventList viewer="coordinator" courseId={course} menteeId={mentee} cohortId={banner.course_manage_id} />
    : <DiscussionEventList viewer="mentor" courseId={course} menteeId={mentee} />;
}
