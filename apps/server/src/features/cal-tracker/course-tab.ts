import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { CourseTabDeclaration } from '../course-page';

/**
 * CAL TRACKER on the course page: shown to everyone who may open the page (the officer, their
 * mentors, the course's coordinators) of a course with CALs; a Frontline Course has none, so no tab.
 */
export const calTrackerTab: CourseTabDeclaration = { key: 'cal_tracker', label: COURSE_TAB_LABELS.cal_tracker, visible: (viewer) => viewer.hasCal };
