import {
  MEETINGS_API as API, type MeetingListType, type MeetingPageType,
} from '@fetp/contract';
import { call } from '../../../app/http';

/** Which list: whose meetings (page type), of which course, upcoming or past, which page. */
export interface MeetingListScope {
  courseId: number;
  pageType: MeetingPageType;
  type: MeetingListType;
  page: number;
  cohortId?: number;
  menteeId?: number;
}

/**
 * The meetings' calls (001 §7 "Meetings"). A failure is only logged (001 §8): the screen and the
 * modals tell it in place (field messages under the form's fields), so no call toasts.
 */
export const meetingsApi = {
  list: ({ courseId, pageType, type, page, cohortId, menteeId }: MeetingListScope) =>
    call(API.list, {
      params: { id: courseId },
      query: { page_type: pageType, type, page, cohort_id: cohortId, mentee_id: menteeId }, toast: false,
    }),
  /** The new-meeting form (field_data), for one course when given. */
  preData: (courseId?: number) => call(API.preData, { query: { course_id: courseId }, toast: false }),
  /** The update form with the meeting's values and attachments. */
  updatePreData: (meetingId: number, cohortId?: number) =>
    call(API.updatePreData, { query: { meeting_id: meetingId, cohort_id: cohortId }, toast: false }),
  create: (form: FormData) => call(API.create, { body: form, toast: false }),
  update: (form: FormData) => call(API.update, { body: form, toast: false }),
  /** Populate Attendance of an ended meeting, once (as webinars'). */
  populateAttendance: (meetingId: number) => call(API.attendance, { body: { meeting_id: meetingId }, toast: false }),
  /** Cancel: POST with the spec's query (meeting_id, cancellation_note). */
  cancel: (meetingId: number, note: string) =>
    call(API.cancel, { query: { meeting_id: meetingId, cancellation_note: note }, toast: false }),
};
