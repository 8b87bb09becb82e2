import {
  WEBINARS_API as API, type WebinarChangeType,
} from '@fetp/contract';
import { call } from '../../../app/http';

/** Which list: upcoming or past, a page, and whose (a course, a cohort, an officer). */
export interface WebinarListScope {
  type: 'upcoming' | 'past';
  page: number;
  courseId?: number;
  cohortId?: number;
  /** The officer whose invited webinars are listed (the course page, the mentee details page). */
  menteeId?: number;
}

/** The reader's IANA time zone: lists answer dates and times in it, and the form's times are entered in it. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The webinars' calls (001 §7 Webinars), read from the contract's descriptors. Loads show no toast
 * (the screen tells a failure in place); a save's or cancel's messages show in its modal.
 */
export const webinarsApi = {
  list: ({ type, page, courseId, cohortId, menteeId }: WebinarListScope) =>
    call(type === 'upcoming' ? API.upcoming : API.past, {
      query: { page, course_id: courseId, selected_cohort_id: cohortId, user_id: menteeId, tz: readerTimeZone() }, toast: false,
    }),
  preData: (webinarId?: number) => call(API.preData, { query: { webinar_id: webinarId }, toast: false }),
  details: (webinarId: number, occurrence?: string) =>
    call(API.details, { query: { webinar_id: webinarId, occurrence }, toast: false }),
  create: (form: FormData) => call(API.create, { body: form, toast: false }),
  update: (form: FormData) => call(API.update, { body: form, toast: false }),
  /** POST with its fields in the query string (the contract's choice; the spec leaves the method out). */
  cancel: (request: { webinarId: number; changeType: WebinarChangeType; note: string; occurrence?: string }) =>
    call(API.cancel, {
      query: { webinar_id: request.webinarId, change_type: request.changeType, cancellation_note: request.note, occurrence: request.occurrence }, toast: false,
    }),
  populateAttendance: (webinarId: number, occurrence: string) =>
    call(API.attendance, { body: { webinar_id: webinarId, occurrence }, toast: false }),
};
