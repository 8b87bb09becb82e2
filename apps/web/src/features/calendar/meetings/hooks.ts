import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingsApi, type MeetingListScope } from './api';

/** Every key of the meetings starts with `meetingsKeys.all`; a write reloads them all. */
export const meetingsKeys = {
  all: ['meetings'] as const,
  list: (scope: MeetingListScope) => [...meetingsKeys.all, 'list', scope] as const,
  form: (meetingId: number | null, courseId?: number) => [...meetingsKeys.all, 'form', meetingId, courseId ?? null] as const,
};

export const meetingListQuery = (scope: MeetingListScope) =>
  queryOptions({ queryKey: meetingsKeys.list(scope), queryFn: () => meetingsApi.list(scope), placeholderData: keepPreviousData });

/** A page of upcoming or past meetings; the page shown stays while the next loads. */
export function useMeetingList(scope: MeetingListScope) {
  return useQuery(meetingListQuery(scope));
}

/** The form's field_data: the new-meeting form, or a meeting's update form. */
export function useMeetingForm(meetingId: number | null, courseId?: number, cohortId?: number) {
  return useQuery({
    queryKey: meetingsKeys.form(meetingId, courseId),
    queryFn: () => (meetingId === null ? meetingsApi.preData(courseId) : meetingsApi.updatePreData(meetingId, cohortId)),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves the form (create, or update when it carries meeting_id); the lists reload. */
export function useSaveMeeting(update: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (update ? meetingsApi.update(form) : meetingsApi.create(form)),
    onSuccess: () => client.invalidateQueries({ queryKey: [...meetingsKeys.all, 'list'] }),
  });
}

export function useCancelMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, note }: { meetingId: number; note: string }) => meetingsApi.cancel(meetingId, note),
    onSuccess: () => client.invalidateQueries({ queryKey: [...meetingsKeys.all, 'list'] }),
  });
}

/** Populate Attendance of an ended meeting (once); the lists reload either way (a second try reads 'Attendance Already Uploaded'). */
export function usePopulateMeetingAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (meetingId: number) => meetingsApi.populateAttendance(meetingId),
    onSettled: () => client.invalidateQueries({ queryKey: [...meetingsKeys.all, 'list'] }),
  });
}
