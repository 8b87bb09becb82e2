import {
  MEETINGS_API as API, meetingListPath,
  type MeetingListAnswer, type MeetingListType, type MeetingPageType, type MeetingPreDataAnswer, type MeetingSavedAnswer,
} from '@fetp/contract';
import { http } from '../../app/http';

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
    http.get<MeetingListAnswer>(meetingListPath(courseId), {
      query: { page_type: pageType, type, page, cohort_id: cohortId, mentee_id: menteeId }, toast: false,
    }),
  /** The new-meeting form (field_data), for one course when given. */
  preData: (courseId?: number) => http.get<MeetingPreDataAnswer>(API.preData.path, { query: { course_id: courseId }, toast: false }),
  /** The update form with the meeting's values and attachments. */
  updatePreData: (meetingId: number, cohortId?: number) =>
    http.get<MeetingPreDataAnswer>(API.updatePreData.path, { query: { meeting_id: meetingId, cohort_id: cohortId }, toast: false }),
  create: (form: FormData) => http.post<MeetingSavedAnswer>(API.create.path, { formData: form, toast: false }),
  update: (form: FormData) => http.post<MeetingSavedAnswer>(API.update.path, { formData: form, toast: false }),
  /** Populate Attendance of an ended meeting, once (as webinars'). */
  populateAttendance: (meetingId: number) => http.post<{ message: string }>(API.attendance.path, { form: { meeting_id: meetingId }, toast: false }),
  /** Cancel: POST with the spec's query (meeting_id, cancellation_note). */
  cancel: (meetingId: number, note: string) =>
    http.post<{ message: string }>(API.cancel.path, { query: { meeting_id: meetingId, cancellation_note: note }, toast: false }),
};
