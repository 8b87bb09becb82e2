import {
  DISCUSSIONS_API as API, menteePreDataPath,
  type CoordinatorPreDataAnswer, type DiscussionDetail, type DiscussionEventType, type DiscussionListAnswer, type DiscussionSavedAnswer,
  type MenteePreDataAnswer, type MentorPreDataAnswer,
} from '@fetp/contract';
import { http, type FormFields } from '../../app/http';

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
export const discussionsApi = {
  list: (scope: DiscussionListScope, type: DiscussionEventType, page: number) => {
    const query = { page, event_type: type, user_id: scope.menteeId, time_zone: browserTimeZone() };
    return scope.courseId !== undefined
      ? http.get<DiscussionListAnswer>(API.courseList.path, { query: { ...query, course_id: scope.courseId }, toast: false })
      : http.get<DiscussionListAnswer>(API.list.path, { query: { ...query, cohort_id: scope.cohortId }, toast: false });
  },
  menteePreData: (courseKey: string) => http.get<MenteePreDataAnswer>(menteePreDataPath(courseKey), { toast: false }),
  mentorPreData: () => http.get<MentorPreDataAnswer>(API.mentorPreData.path, { toast: false }),
  coordinatorPreData: (cohortId: number) => http.get<CoordinatorPreDataAnswer>(API.coordinatorPreData.path, { query: { cohort_id: cohortId }, toast: false }),
  coordinatorUpdatePreData: (eventId: number, cohortId?: number) =>
    http.get<CoordinatorPreDataAnswer>(API.coordinatorUpdatePreData.path, {
      query: { scheduler: 'Course Coordinator', event_id: eventId, cohort_id: cohortId, time_zone: browserTimeZone() }, toast: false,
    }),
  event: (eventId: number) => http.post<DiscussionDetail>(API.event.path, { form: { event_id: eventId, time_zone: browserTimeZone() }, toast: false }),
  menteeCreate: (form: FormFields) => http.post<DiscussionSavedAnswer>(API.menteeCreate.path, { form: { ...form, scheduler: 'Mentee', time_zone: browserTimeZone() }, toast: false }),
  menteeUpdate: (form: FormFields) => http.patch<DiscussionSavedAnswer>(API.menteeUpdate.path, { form: { ...form, scheduler: 'Mentee', time_zone: browserTimeZone() }, toast: false }),
  mentorCreate: (form: FormFields) => http.post<DiscussionSavedAnswer>(API.mentorCreate.path, { form: { ...form, scheduler: 'Mentor', time_zone: browserTimeZone() }, toast: false }),
  mentorUpdate: (form: FormFields) => http.post<DiscussionSavedAnswer>(API.mentorUpdate.path, { form: { ...form, scheduler: 'Mentor', time_zone: browserTimeZone() }, toast: false }),
  coordinatorCreate: (form: FormFields) =>
    http.post<DiscussionSavedAnswer>(API.coordinatorCreate.path, { form: { ...form, scheduler: 'Course Coordinator', time_zone: browserTimeZone() }, toast: false }),
  coordinatorUpdate: (form: FormFields) =>
    http.post<DiscussionSavedAnswer>(API.coordinatorUpdate.path, { form: { ...form, scheduler: 'Course Coordinator', time_zone: browserTimeZone() }, toast: false }),
  cancel: (eventId: number) => http.delete<{ message: string }>(API.cancel.path, { query: { event_id: eventId }, toast: false, errorToast: true }),
};
