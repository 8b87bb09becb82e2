import { lazy } from 'react';
import type { CourseTabDeclaration } from '../../course-page';

/** MENTOR-MENTEE DISCUSSION on the course page (001 §2.6, §2.7): the Discussion Event List, its own chunk fetched when the tab opens. */
export const courseTab: CourseTabDeclaration = { key: 'mentor_mentee_discussion', panel: lazy(() => import('./DiscussionsPanel')) };
