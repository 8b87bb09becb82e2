import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { CourseTabDeclaration } from '../course-page';
import { FRONTLINE_COURSE_TYPE } from '../../plugins/officer-access';

/** FIELD ASSIGNMENTS on a frontline officer's own course page: the projects they investigate. */
export const fieldAssignmentsTab: CourseTabDeclaration = {
  key: 'field_assignments',
  label: COURSE_TAB_LABELS.field_assignments,
  visible: (viewer) => viewer.viewer === 'self' && viewer.courseType === FRONTLINE_COURSE_TYPE,
};
