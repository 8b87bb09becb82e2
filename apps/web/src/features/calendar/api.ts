import { CALENDAR_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** The calendar feature's calls: the personal feed address and the Attendance & Schedules tables. */
export const calendarApi = {
  feedAddress: () => call(API.feedAddress),
  resetFeed: () => call(API.resetFeed),
  courses: () => call(API.scheduleCourses),
  sessions: (page: number) => call(API.scheduleSessions, { query: { page } }),
  officers: (page: number) => call(API.scheduleOfficers, { query: { page } }),
};
