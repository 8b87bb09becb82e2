import type { CourseTabPanelProps } from '../../course-page';
import WebinarsScreen from './WebinarsScreen';

/**
 * The WEBINARS tab: the officer's webinars of the course, on their own course page or on the
 * mentee details page (their mentor or coordinator looking). Nobody creates here.
 */
export default function WebinarsPanel({ course, mentee }: CourseTabPanelProps) {
  return <WebinarsScreen courseId={course} menteeId={mentee} canCreate={false} />;
}
