import { lazy } from 'react';
import type { CourseTabDeclaration } from '../course-page';

/** MODULES on the course page (001 §2.3, §2.6): the officer's module list, its own chunk fetched when the tab opens. */
export const courseTab: CourseTabDeclaration = { key: 'modules', panel: lazy(() => import('./ModulesPanel')) };
