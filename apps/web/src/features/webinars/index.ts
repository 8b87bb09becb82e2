import { lazy } from 'react';

/** The webinars list other pages show (Attendance & Schedules, the dashboards): its own chunk, fetched when first shown. */
export const WebinarsScreen = lazy(() => import('./WebinarsScreen'));
