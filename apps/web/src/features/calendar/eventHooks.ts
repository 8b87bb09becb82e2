import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscussionEventType } from '@fetp/contract';
import { useFieldError } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { eventApi, type DiscussionListScope, type MeetingListScope, type WebinarListScope } from './eventApi';
import { calendarKeys } from './hooks';

/** The kinds' keys start with the calendar's root (hooks.ts calendarKeys), then the kind; a kind's write reloads that kind. */
const keys = {
  webinars: [...calendarKeys.all, 'webinars'] as const,
  meetingLists: [...calendarKeys.all, 'meetings', 'list'] as const,
  discussions: [...calendarKeys.all, 'discussions'] as const,
};
const { webinars, meetings, discussions } = eventApi;

/** A write's reload of a kind's queries (its lists, and for webinars and discussions their open forms' data too). */
function useReload(key: readonly string[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/** A kind's save or cancel: the server's message is toasted (from the catalog when it has it), then the kind reloads. */
function useToastedWrite<Input, Answer extends { message: string }>(mutationFn: (input: Input) => Promise<Answer>, key: readonly string[]) {
  const reload = useReload(key);
  const fieldError = useFieldError();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      showSuccess(fieldError(answer.message) ?? answer.message);
      return reload();
    },
  });
}

// ---- Lists: a page of upcoming or past events; the page shown stays while the next loads ----

export const useWebinarList = (scope: WebinarListScope) =>
  useQuery({ queryKey: [...keys.webinars, 'list', scope], queryFn: () => webinars.list(scope), placeholderData: keepPreviousData });
export const useMeetingList = (scope: MeetingListScope) =>
  useQuery({ queryKey: [...keys.meetingLists, scope], queryFn: () => meetings.list(scope), placeholderData: keepPreviousData });
export const useDiscussionList = (scope: DiscussionListScope, type: DiscussionEventType, page: number) => useQuery({
  queryKey: [...keys.discussions, 'list', scope.courseId ?? null, scope.menteeId ?? null, scope.cohortId ?? null, type, page],
  queryFn: () => discussions.list(scope, type, page), placeholderData: keepPreviousData,
});

// ---- Forms' data (read fresh each time a form opens) ----

/** The webinar form's option lists (cohorts, members, recurrence choices), with a webinar's choices selected. */
export const useWebinarPreData = (webinarId: number | null) =>
  useQuery({ queryKey: [...keys.webinars, 'pre-data', webinarId], queryFn: () => webinars.preData(webinarId ?? undefined), staleTime: 0, gcTime: 0 });
/** A webinar as its form shows it (or one occurrence of it). */
export const useWebinarDetails = (webinarId: number | null, occurrence: string | null) => useQuery({
  queryKey: [...keys.webinars, 'details', webinarId ?? 0, occurrence], queryFn: () => webinars.details(webinarId!, occurrence ?? undefined),
  enabled: webinarId !== null, staleTime: 0, gcTime: 0,
});
/** The meeting form's field_data: the new-meeting form, or a meeting's update form. */
export const useMeetingForm = (meetingId: number | null, courseId?: number, cohortId?: number) =>
  useQuery({ queryKey: [...calendarKeys.all, 'meetings', 'form', meetingId, courseId ?? null], queryFn: () => meetings.form(meetingId, courseId, cohortId), staleTime: 0, gcTime: 0 });
export const useMenteePreData = (courseKey: string | undefined, enabled: boolean) => useQuery({
  queryKey: [...keys.discussions, 'pre-data', 'mentee', courseKey ?? ''], queryFn: () => discussions.menteePreData(courseKey!), enabled: enabled && !!courseKey,
});
export const useMentorPreData = (enabled: boolean) =>
  useQuery({ queryKey: [...keys.discussions, 'pre-data', 'mentor'], queryFn: discussions.mentorPreData, enabled });
/** The coordinator's discussion field_data: for a new discussion of a cohort, or with an event's values. */
export const useCoordinatorPreData = (cohortId: number, eventId: number | undefined, enabled: boolean) => useQuery({
  queryKey: [...keys.discussions, 'pre-data', 'coordinator', cohortId, eventId ?? null], queryFn: () => discussions.coordinatorPreData(cohortId, eventId),
  enabled, gcTime: 0,
});
/** A discussion as its form shows it (update mode loads it first). */
export const useDiscussionEvent = (eventId: number | undefined) =>
  useQuery({ queryKey: [...keys.discussions, 'event', eventId ?? 0], queryFn: () => discussions.event(eventId!), enabled: eventId !== undefined, gcTime: 0 });

// ---- Writes ----

/** Saves the webinar form (create, or update when it carries webinar_id); the webinars reload. */
export const useSaveWebinar = (update: boolean) => useToastedWrite(update ? webinars.update : webinars.create, keys.webinars);
export const useCancelWebinar = () => useToastedWrite(webinars.cancel, keys.webinars);
/** Populate Attendance of a past occurrence (once); the lists reload either way (a second try reads 'Attendance Already Uploaded'). */
export const usePopulateAttendance = () => useMutation({ mutationFn: webinars.populateAttendance, onSettled: useReload(keys.webinars) });

/** Saves the meeting form (create, or update when it carries meeting_id); the meeting lists reload. */
export const useSaveMeeting = (update: boolean) => useToastedWrite(update ? meetings.update : meetings.create, keys.meetingLists);
export const useCancelMeeting = () => useToastedWrite(meetings.cancel, keys.meetingLists);
export const usePopulateMeetingAttendance = () => useMutation({ mutationFn: meetings.populateAttendance, onSettled: useReload(keys.meetingLists) });

/** Cancels a discussion; the lists load again and the server's message is shown. */
export const useCancelDiscussion = () => useToastedWrite(discussions.cancel, keys.discussions);
/** After a discussion's save: every list and event loads again (the current type and page among them). */
export const useRefreshDiscussions = () => useReload(keys.discussions);
/** Saves a discussion as its scheduler (mentee, mentor or coordinator); the modal tells the outcome and refreshes. */
export const useSaveDiscussion = () => useMutation({ mutationFn: discussions.save });
