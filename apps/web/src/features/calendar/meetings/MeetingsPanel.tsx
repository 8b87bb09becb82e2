import type { CourseTabPanelProps } from '../../course-page';
import MeetingsScreen from './MeetingsScreen';

/**
 * The Meetings tab: the officer's own meetings of the course on their course page, or an officer's
 * meetings on the mentee details page (their mentor or coordinator looking). Nobody creates here.
 */
export default function MeetingsPanel({ course, mentee, learner }: CourseTabPanelProps) {
  return learner
    ? <MeetingsScreen courseId={course} pageType="course_page" canCreate={false} />
    : <MeetingsScreen courseId={course} pageType="mentee_details" menteeId={mentee} canCreate={false} />;
}
