import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { CourseTabDeclaration } from '../course-page';

/**
 * CAL TRACKER on the course page: shown to everyone who may open the page (the officer, their
 * mentors, the course's coordinators); on a Frontline Course it shows without its two CAL groups.
 */
export const calTrackerTab: CourseTabDeclaration = { key: 'cal_tracker', label: COURSE_TAB_LABELS.cal_tracker, visible: () => true };
