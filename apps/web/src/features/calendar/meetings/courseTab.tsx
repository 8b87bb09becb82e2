import { lazy } from 'react';
import type { CourseTabDeclaration } from '../../course-page';

/** Meetings on the course page and the mentee details page (001 §2.5, §2.6): its own chunk, fetched when the tab opens. */
export const courseTab: CourseTabDeclaration = { key: 'meetings', panel: lazy(() => import('./MeetingsPanel')) };
