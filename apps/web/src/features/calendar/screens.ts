import { lazy } from 'react';

/** The calendar's three lists other pages show (the dashboards, Attendance & Schedules): each its own chunk, fetched when first shown. */
export const WebinarsScreen = lazy(() => import('./webinars/WebinarsScreen'));
export const MeetingsScreen = lazy(() => import('./meetings/MeetingsScreen'));
export const DiscussionEventList = lazy(() => import('./discussions/DiscussionEventList'));
