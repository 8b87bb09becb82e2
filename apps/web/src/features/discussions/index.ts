import { lazy } from 'react';

/** The discussions list other pages show (Attendance & Schedules, the dashboards): its own chunk, fetched when first shown. */
export const DiscussionEventList = lazy(() => import('./DiscussionEventList'));
