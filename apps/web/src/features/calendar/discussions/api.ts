import {
  DISCUSSIONS_API as API, type DiscussionEventType,
} from '@fetp/contract';
import { call, type BodyOf, type CallTarget, type FormFields } from '../../../app/http';

/** The browser's IANA time zone: the date and times typed are wall-clock there, and the lists are shown in it. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** Which list: the caller's own, an officer's (menteeId), a course's (courseId), or a coordinated cohort's. */
export interface DiscussionListScope {
  courseId?: number;
  menteeId?: number;
  cohortId?: number;
}

/**
 * The discussions' calls (001 §7, 002 §7), paths and schemas from DISCUSSIONS_API. Loads show no
 * toast (failures are only logged, 001 §8); the modal shows a refused save's errorMsg itself, so
 * saves toast nothing either; cancel toasts as usual.
 */
/**
 * A save's fields as its descriptor's body: the modals build them from their own state (the
 * definition's fields), and the server checks them against the descriptor's schema.
 */
const fieldsOf = <E extends CallTarget>(_target: E, form: FormFields): BodyOf<E> => form as unknown as BodyOf<E>;

export const discussionsApi = {
  list: (scope: DiscussionListScope, type: DiscussionEventType, page: number) => {
    const query = { page, event_type: type, user_id: scope.menteeId, time_zone: browserTimeZone() };
    return scope.courseId !== undefined
      ? call(API.courseList, { query: { ...query, course_id: scope.courseId }, toast: false })
      : call(API.list, { query: { ...query, cohort_id: scope.cohortId }, toast: false });
  },
  menteePreData: (courseKey: string) => call(API.menteePreData, { params: { courseKey }, toast: false }),
  mentorPreData: () => call(API.mentorPreData, { toast: false }),
  coordinatorPreData: (cohortId: number) => call(API.coordinatorPreData, { query: { cohort_id: cohortId }, toast: false }),
  coordinatorUpdatePreData: (eventId: number, cohortId?: number) =>
    call(API.coordinatorUpdatePreData, {
      query: { scheduler: 'Course Coordinator', event_id: eventId, cohort_id: cohortId === undefined ? undefined : String(cohortId), time_zone: browserTimeZone() }, toast: false,
    }),
  event: (eventId: number) => call(API.event, { body: { event_id: eventId, time_zone: browserTimeZone() }, toast: false }),
  menteeCreate: (form: FormFields) => call(API.menteeCreate, { body: fieldsOf(API.menteeCreate, { ...form, scheduler: 'Mentee', time_zone: browserTimeZone() }), toast: false }),
  menteeUpdate: (form: FormFields) => call(API.menteeUpdate, { body: fieldsOf(API.menteeUpdate, { ...form, scheduler: 'Mentee', time_zone: browserTimeZone() }), toast: false }),
  mentorCreate: (form: FormFields) => call(API.mentorCreate, { body: fieldsOf(API.mentorCreate, { ...form, scheduler: 'Mentor', time_zone: browserTimeZone() }), toast: false }),
  mentorUpdate: (form: FormFields) => call(API.mentorUpdate, { body: fieldsOf(API.mentorUpdate, { ...form, scheduler: 'Mentor', time_zone: browserTimeZone() }), toast: false }),
  coordinatorCreate: (form: FormFields) =>
    call(API.coordinatorCreate, { body: fieldsOf(API.coordinatorCreate, { ...form, scheduler: 'Course Coordinator', time_zone: browserTimeZone() }), toast: false }),
  coordinatorUpdate: (form: FormFields) =>
    call(API.coordinatorUpdate, { body: fieldsOf(API.coordinatorUpdate, { ...form, scheduler: 'Course Coordinator', time_zone: browserTimeZone() }), toast: false }),
  cancel: (eventId: number) => call(API.cancel, { query: { event_id: eventId }, toast: false, errorToast: true }),
};
