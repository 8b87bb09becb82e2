import { CALENDAR_API as API, type AnswerOf } from '@fetp/contract';
import { http } from '../../app/http';

/** The calendar feature's calls: the personal feed address and the Attendance & Schedules tables. */
export const calendarApi = {
  feedAddress: () => http.get<AnswerOf<typeof API.feedAddress>>(API.feedAddress.path),
  resetFeed: () => http.post<AnswerOf<typeof API.resetFeed>>(API.resetFeed.path),
  courses: () => http.get<AnswerOf<typeof API.scheduleCourses>>(API.scheduleCourses.path),
  sessions: (page: number) => http.get<AnswerOf<typeof API.scheduleSessions>>(API.scheduleSessions.path, { query: { page } }),
  officers: (page: number) => http.get<AnswerOf<typeof API.scheduleOfficers>>(API.scheduleOfficers.path, { query: { page } }),
};
