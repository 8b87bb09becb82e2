import { lazy } from 'react';

/** The meetings list other pages show (Attendance & Schedules, the coordinator dashboard): its own chunk, fetched when first shown. */
export const MeetingsScreen = lazy(() => import('./MeetingsScreen'));
