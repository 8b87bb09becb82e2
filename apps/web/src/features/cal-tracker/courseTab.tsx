import { lazy } from 'react';
import type { CourseTabDeclaration } from '../course-page';

/** CAL TRACKER on the course page (001 §2.1): its panel is its own chunk, fetched when the tab shows. */
export const courseTab: CourseTabDeclaration = { key: 'cal_tracker', panel: lazy(() => import('./CalTrackerTab')) };
