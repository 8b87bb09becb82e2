import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscussionEventType } from '@fetp/contract';
import type { FormFields } from '../../../app/http';
import { showSuccess } from '../../../app/toast';
import { useFieldError } from '../../../app/i18n';
import { discussionsApi, type DiscussionListScope } from './api';

/** Every key of the discussions starts with `discussionKeys.all`; saving or cancelling invalidates the root. */
export const discussionKeys = {
  all: ['discussions'] as const,
  list: (scope: DiscussionListScope, type: DiscussionEventType, page: number) =>
    [...discussionKeys.all, 'list', scope.courseId ?? null, scope.menteeId ?? null, scope.cohortId ?? null, type, page] as const,
  menteePreData: (courseKey: string) => [...discussionKeys.all, 'pre-data', 'mentee', courseKey] as const,
  mentorPreData: () => [...discussionKeys.all, 'pre-data', 'mentor'] as const,
  coordinatorPreData: (cohortId: number, eventId?: number) => [...discussionKeys.all, 'pre-data', 'coordinator', cohortId, eventId ?? null] as const,
  event: (eventId: number) => [...discussionKeys.all, 'event', eventId] as const,
};

export const discussionListQuery = (scope: DiscussionListScope, type: DiscussionEventType, page: number) =>
  queryOptions({ queryKey: discussionKeys.list(scope, type, page), queryFn: () => discussionsApi.list(scope, type, page), placeholderData: keepPreviousData });

/** One page of upcoming or past discussions; the page shown stays while the next loads. */
export function useDiscussionList(scope: DiscussionListScope, type: DiscussionEventType, page: number) {
  return useQuery(discussionListQuery(scope, type, page));
}

export function useMenteePreData(courseKey: string | undefined, enabled: boolean) {
  return useQuery({ queryKey: discussionKeys.menteePreData(courseKey ?? ''), queryFn: () => discussionsApi.menteePreData(courseKey!), enabled: enabled && !!courseKey });
}

export function useMentorPreData(enabled: boolean) {
  return useQuery({ queryKey: discussionKeys.mentorPreData(), queryFn: () => discussionsApi.mentorPreData(), enabled });
}

/** The coordinator's field_data: for a new discussion of a cohort, or with an event's values. */
export function useCoordinatorPreData(cohortId: number, eventId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: discussionKeys.coordinatorPreData(cohortId, eventId),
    queryFn: () => (eventId ? discussionsApi.coordinatorUpdatePreData(eventId, cohortId) : discussionsApi.coordinatorPreData(cohortId)),
    enabled,
    gcTime: 0,
  });
}

/** An event as its form shows it (update mode loads it first). */
export function useDiscussionEvent(eventId: number | undefined) {
  return useQuery({ queryKey: discussionKeys.event(eventId ?? 0), queryFn: () => discussionsApi.event(eventId!), enabled: eventId !== undefined, gcTime: 0 });
}

/** Cancels an event; the lists load again and the server's message is shown. */
export function useCancelDiscussion() {
  const client = useQueryClient();
  const fieldError = useFieldError();
  return useMutation({
    mutationFn: (eventId: number) => discussionsApi.cancel(eventId),
    onSuccess: (answer) => {
      showSuccess(fieldError(answer.message) ?? answer.message);
      return client.invalidateQueries({ queryKey: discussionKeys.all });
    },
  });
}

/** After a save: every list and event loads again (the current type and page among them). */
export function useRefreshDiscussions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: discussionKeys.all });
}

/** Each scheduler's save calls: a new discussion, or a change of one (with its event_id). */
const SAVES = {
  mentee: { create: discussionsApi.menteeCreate, update: discussionsApi.menteeUpdate },
  mentor: { create: discussionsApi.mentorCreate, update: discussionsApi.mentorUpdate },
  coordinator: { create: discussionsApi.coordinatorCreate, update: discussionsApi.coordinatorUpdate },
};

/** Saves a discussion as its scheduler (mentee, mentor or coordinator); the modal tells the outcome and refreshes. */
export function useSaveDiscussion() {
  return useMutation({
    mutationFn: ({ scheduler, update, form }: { scheduler: keyof typeof SAVES; update: boolean; form: FormFields }) =>
      SAVES[scheduler][update ? 'update' : 'create'](form),
  });
}
