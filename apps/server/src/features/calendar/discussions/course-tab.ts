import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { CourseTabDeclaration } from '../../course-page';

/** MENTOR-MENTEE DISCUSSION on the course page and the mentee details page: shown to everyone with standing to the officer. */
export const discussionsTab: CourseTabDeclaration = { key: 'mentor_mentee_discussion', label: COURSE_TAB_LABELS.mentor_mentee_discussion, visible: () => true };
