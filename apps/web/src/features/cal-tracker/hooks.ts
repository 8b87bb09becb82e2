import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, calStatusEvent, type CalPayload } from '@fetp/contract';
import { useLiveEvent } from '../../app/live';
import { bannersOf } from '../course-page';
import { calApi, type CalFormTarget, type CalScope, type MilestoneStatusChange, type Registration, type SubCalStatusChange } from './api';

/** Every key of the tracker starts with `calKeys.all`, then the page's scope (course, mentee). */
export const calKeys = {
  all: ['cal-tracker'] as const,
  scope: (scope: CalScope) => [...calKeys.all, scope.course, scope.kind === 'mentee' ? scope.mentee : 'me'] as const,
  tracker: (scope: CalScope) => [...calKeys.scope(scope), 'tracker'] as const,
  milestones: (scope: CalScope, subCal: number) => [...calKeys.scope(scope), 'milestones', subCal] as const,
  /** A milestone's file versions (the milestone version page). */
  versions: (milestone: number) => [...calKeys.all, 'versions', milestone] as const,
  /** Outside the scope's keys: a registration's refresh does not load the form again. */
  registrationForm: (scope: CalScope, cal: number) => [...calKeys.all, 'registration-form', scope.course, cal] as const,
};

export const trackerQuery = (scope: CalScope) => queryOptions({ queryKey: calKeys.tracker(scope), queryFn: () => calApi.tracker(scope) });
export const milestonesQuery = (scope: CalScope, subCal: number) =>
  queryOptions({ queryKey: calKeys.milestones(scope, subCal), queryFn: () => calApi.milestones(scope, subCal) });

export function useTracker(scope: CalScope) {
  return useQuery(trackerQuery(scope));
}

export function useMilestones(scope: CalScope, subCal: number) {
  return useQuery(milestonesQuery(scope, subCal));
}

/**
 * After a status change the page's lists load again: the milestones, the tracker (sub-CAL statuses,
 * progress bars) and the course page's banners of the course (CAL progress).
 */
function useRefreshScope(scope: CalScope) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: calKeys.scope(scope) }), client.invalidateQueries(bannersOf(scope.course))]);
}

/**
 * A status changed elsewhere (a reviewer on another page, the officer's upload, the due-date job):
 * the tracker of this course reloads as soon as the live channel says so.
 */
export function useTrackerLiveRefresh(scope: CalScope) {
  const refresh = useRefreshScope(scope);
  useLiveEvent(LIVE_EVENTS.calStatus, (data) => {
    const event = calStatusEvent.safeParse(data);
    if (event.success && event.data.course_id === scope.course) void refresh();
  });
}

/** The status changes a mentor or coordinator makes on the mentee details page. */
export interface StatusEditor {
  setMilestoneStatus: (change: MilestoneStatusChange) => void;
  setSubCalStatus: (change: SubCalStatusChange) => void;
  /** The milestone whose change is under way, if any. */
  pendingMilestone: number | null;
  /** The sub-CAL whose change is under way, if any. */
  pendingSubCal: number | null;
}

/**
 * The status changes of a mentee's tracker (001 §4), each posted as form data to the mentee's
 * path; undefined on the learner's own course page, which has none.
 */
export function useStatusEditor(scope: CalScope): StatusEditor | undefined {
  const refresh = useRefreshScope(scope);
  const mentee = scope.kind === 'mentee' ? scope.mentee : null;
  const milestone = useMutation({
    mutationFn: (change: MilestoneStatusChange) => calApi.milestoneStatus(scope.course, mentee!, change),
    onSuccess: refresh,
  });
  const subCal = useMutation({
    mutationFn: (change: SubCalStatusChange) => calApi.subCalStatus(scope.course, mentee!, change),
    onSuccess: refresh,
  });
  if (mentee === null) return undefined;
  return {
    setMilestoneStatus: (change) => milestone.mutate(change),
    setSubCalStatus: (change) => subCal.mutate(change),
    pendingMilestone: milestone.isPending ? (milestone.variables?.milestone ?? null) : null,
    pendingSubCal: subCal.isPending ? (subCal.variables?.subCal ?? null) : null,
  };
}

/** The registration form of a new sub-CAL of a CAL (the learner's +Add); loaded afresh each time the modal opens. */
export function useRegistrationForm(scope: CalScope, cal: number) {
  return useQuery({ queryKey: calKeys.registrationForm(scope, cal), queryFn: () => calApi.registrationForm(scope.course, cal), staleTime: 0, gcTime: 0 });
}

/** Registers a new sub-CAL; on success the tracker (and banner) load again, so it appears. */
export function useRegisterSubCal(scope: CalScope) {
  const refresh = useRefreshScope(scope);
  return useMutation({
    mutationFn: (registration: Registration) => calApi.submitRegistration(scope.course, registration),
    onSuccess: refresh,
  });
}

/** A sub-CAL's start, end or abstract form, loaded afresh each time its modal opens. */
export function useCalForm(target: CalFormTarget) {
  return useQuery({
    queryKey: [...calKeys.all, 'form', target.kind, target.subCal, target.menteeUser, target.milestone] as const,
    queryFn: () => calApi.calForm(target),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Saves the mentee's form; on success the milestones, tracker and banner load again (001 §4). */
export function useSubmitCalForm(scope: CalScope, target: CalFormTarget) {
  const refresh = useRefreshScope(scope);
  return useMutation({
    mutationFn: (payload: CalPayload) => calApi.submitCalForm(target, payload),
    onSuccess: refresh,
  });
}

/** Every version of a milestone's file, newest first (the milestone version page). */
export function useMilestoneVersions(milestone: number) {
  return useQuery({ queryKey: calKeys.versions(milestone), queryFn: () => calApi.versions(milestone) });
}

/** Loads a milestone's versions again (after an upload). */
export function useReloadMilestoneVersions(milestone: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: calKeys.versions(milestone) });
}

/** Uploads a version of a milestone's file; `onUploaded` reloads what shows it. */
export function useUploadFile(milestone: number, onUploaded?: () => unknown) {
  return useMutation({
    mutationFn: (file: File) => calApi.uploadFile(milestone, file),
    onSuccess: () => onUploaded?.(),
  });
}

/** Reloads a page's tracker after an upload: its milestones, tracker and banner. */
export function useRefreshAfterUpload(scope: CalScope) {
  return useRefreshScope(scope);
}
