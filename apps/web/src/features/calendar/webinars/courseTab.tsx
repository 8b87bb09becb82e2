import { lazy } from 'react';
import type { CourseTabDeclaration } from '../../course-page';

/** WEBINARS on the course page (001 §2.6): its own chunk, fetched when the tab is opened. */
export const courseTab: CourseTabDeclaration = { key: 'webinars', panel: lazy(() => import('./WebinarsPanel')) };
