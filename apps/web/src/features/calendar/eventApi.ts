import {
  DISCUSSION_SCHEDULERS, DISCUSSIONS_API, MEETINGS_API, WEBINARS_API,
  type DiscussionEventType, type MeetingListType, type MeetingPageType, type WebinarChangeType,
} from '@fetp/contract';
import { ApiError, call, type FormFields } from '../../app/http';

/** The reader's IANA time zone: the lists answer dates and times in it, and the forms' times are typed in it. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Which webinars: upcoming or past, a page, and whose (a course, a cohort, an officer invited: the course page, the mentee details page). */
export interface WebinarListScope {
  type: 'upcoming' | 'past';
  page: number;
  courseId?: number;
  cohortId?: number;
  menteeId?: number;
}

/** Which meetings: whose (page type), of which course, upcoming or past, which page. */
export interface MeetingListScope {
  courseId: number;
  pageType: MeetingPageType;
  type: MeetingListType;
  page: number;
  cohortId?: number;
  menteeId?: number;
}

/** Which discussions: the caller's own, an officer's (menteeId), a course's (courseId), or a coordinated cohort's. */
export interface DiscussionListScope {
  courseId?: number;
  menteeId?: number;
  cohortId?: number;
}

/** A discussion call's refusal as its answer's `errorMsg` says it (001 §8: the modal shows it), when it has one. */
export function errorMsgOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || !error.body) return undefined;
  const text = (error.body as { errorMsg?: unknown }).errorMsg;
  return typeof text === 'string' ? text : undefined;
}

/** Who saves a discussion: the key of its create and update calls and of its `scheduler` name. */
export type DiscussionScheduler = keyof typeof DISCUSSION_SCHEDULERS;

/**
 * The calls of the calendar's three kinds, read from the contract's descriptors (001 §7 Webinars,
 * Meetings; 002 §7), apart from api.ts (the feed and Attendance & Schedules) so that Account
 * Settings and that page do not load the kinds' schemas. No load or save toasts (001 §8: the screen
 * or the modal tells a failure in place, field messages under the fields); a discussion's cancel
 * toasts its refusal.
 */
export const eventApi = {
  webinars: {
    list: ({ type, page, courseId, cohortId, menteeId }: WebinarListScope) =>
      call(type === 'upcoming' ? WEBINARS_API.upcoming : WEBINARS_API.past, {
        query: { page, course_id: courseId, selected_cohort_id: cohortId, user_id: menteeId, tz: readerTimeZone() }, toast: false,
      }),
    preData: (webinarId?: number) => call(WEBINARS_API.preData, { query: { webinar_id: webinarId }, toast: false }),
    details: (webinarId: number, occurrence?: string) => call(WEBINARS_API.details, { query: { webinar_id: webinarId, occurrence }, toast: false }),
    create: (form: FormData) => call(WEBINARS_API.create, { body: form, toast: false }),
    update: (form: FormData) => call(WEBINARS_API.update, { body: form, toast: false }),
    /** POST with its fields in the query string (the contract's choice; the spec leaves the method out). */
    cancel: (request: { webinarId: number; changeType: WebinarChangeType; note: string; occurrence?: string }) =>
      call(WEBINARS_API.cancel, {
        query: { webinar_id: request.webinarId, change_type: request.changeType, cancellation_note: request.note, occurrence: request.occurrence }, toast: false,
      }),
    populateAttendance: ({ webinarId, occurrence }: { webinarId: number; occurrence: string }) =>
      call(WEBINARS_API.attendance, { body: { webinar_id: webinarId, occurrence }, toast: false }),
  },
  meetings: {
    list: ({ courseId, pageType, type, page, cohortId, menteeId }: MeetingListScope) =>
      call(MEETINGS_API.list, { params: { id: courseId }, query: { page_type: pageType, type, page, cohort_id: cohortId, mentee_id: menteeId }, toast: false }),
    /** The new-meeting form (field_data), for one course when given; or the update form with the meeting's values and attachments. */
    form: (meetingId: number | null, courseId?: number, cohortId?: number) => (meetingId === null
      ? call(MEETINGS_API.preData, { query: { course_id: courseId }, toast: false })
      : call(MEETINGS_API.updatePreData, { query: { meeting_id: meetingId, cohort_id: cohortId }, toast: false })),
    create: (form: FormData) => call(MEETINGS_API.create, { body: form, toast: false }),
    update: (form: FormData) => call(MEETINGS_API.update, { body: form, toast: false }),
    populateAttendance: (meetingId: number) => call(MEETINGS_API.attendance, { body: { meeting_id: meetingId }, toast: false }),
    /** Cancel: POST with the spec's query (meeting_id, cancellation_note). */
    cancel: ({ meetingId, note }: { meetingId: number; note: string }) =>
      call(MEETINGS_API.cancel, { query: { meeting_id: meetingId, cancellation_note: note }, toast: false }),
  },
  discussions: {
    list: (scope: DiscussionListScope, type: DiscussionEventType, page: number) => {
      const query = { page, event_type: type, user_id: scope.menteeId, time_zone: readerTimeZone() };
      return scope.courseId !== undefined
        ? call(DISCUSSIONS_API.courseList, { query: { ...query, course_id: scope.courseId }, toast: false })
        : call(DISCUSSIONS_API.list, { query: { ...query, cohort_id: scope.cohortId }, toast: false });
    },
    menteePreData: (courseKey: string) => call(DISCUSSIONS_API.menteePreData, { params: { courseKey }, toast: false }),
    mentorPreData: () => call(DISCUSSIONS_API.mentorPreData, { toast: false }),
    /** The coordinator's field_data: for a new discussion of a cohort, or with an event's values. */
    coordinatorPreData: (cohortId: number, eventId?: number) => (eventId
      ? call(DISCUSSIONS_API.coordinatorUpdatePreData, {
        query: { scheduler: DISCUSSION_SCHEDULERS.coordinator, event_id: eventId, cohort_id: String(cohortId), time_zone: readerTimeZone() }, toast: false,
      })
      : call(DISCUSSIONS_API.coordinatorPreData, { query: { cohort_id: cohortId }, toast: false })),
    event: (eventId: number) => call(DISCUSSIONS_API.event, { body: { event_id: eventId, time_zone: readerTimeZone() }, toast: false }),
    /** A save as its scheduler, new or a change (with its event_id): the form's fields (the modal's state) with its scheduler and zone; the server checks them against the schema. */
    save: ({ scheduler, update, form }: { scheduler: DiscussionScheduler; update: boolean; form: FormFields }) =>
      call(DISCUSSIONS_API[`${scheduler}${update ? 'Update' : 'Create'}`], {
        body: { ...form, scheduler: DISCUSSION_SCHEDULERS[scheduler], time_zone: readerTimeZone() }, toast: false,
      }),
    cancel: (eventId: number) => call(DISCUSSIONS_API.cancel, { query: { event_id: eventId }, toast: false, errorToast: true }),
  },
};
