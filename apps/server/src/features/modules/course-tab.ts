import { COURSE_TAB_LABELS } from '@fetp/contract';
import type { CourseTabDeclaration } from '../course-page';

/** MODULES on the course page: the officer's modules, shown to everyone who may open the page. */
export const modulesTab: CourseTabDeclaration = { key: 'modules', label: COURSE_TAB_LABELS.modules, visible: () => true };

