import { lazy } from 'react';
import type { CourseTabDeclaration } from '../course-page';

/** FIELD ASSIGNMENTS on a frontline officer's course page: their own projects, its own chunk. */
export const courseTab: CourseTabDeclaration = { key: 'field_assignments', panel: lazy(() => import('./MyProjectsPanel')) };
