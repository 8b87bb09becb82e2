import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webinarsApi, type WebinarListScope } from './api';

/** Every key of the webinars starts with `webinarsKeys.all`; a write reloads them all. */
export const webinarsKeys = {
  all: ['webinars'] as const,
  list: (scope: WebinarListScope) => [...webinarsKeys.all, 'list', scope] as const,
  preData: (webinarId: number | null) => [...webinarsKeys.all, 'pre-data', webinarId] as const,
  details: (webinarId: number, occurrence: string | null) => [...webinarsKeys.all, 'details', webinarId, occurrence] as const,
};

export const webinarListQuery = (scope: WebinarListScope) =>
  queryOptions({ queryKey: webinarsKeys.list(scope), queryFn: () => webinarsApi.list(scope), placeholderData: keepPreviousData });

/** A page of upcoming or past webinars; the page shown stays while the next loads. */
export function useWebinarList(scope: WebinarListScope, enabled = true) {
  return useQuery({ ...webinarListQuery(scope), enabled });
}

/** The form's option lists (cohorts, members, recurrence choices), with a webinar's choices selected. */
export function useWebinarPreData(webinarId: number | null) {
  return useQuery({ queryKey: webinarsKeys.preData(webinarId), queryFn: () => webinarsApi.preData(webinarId ?? undefined), staleTime: 0, gcTime: 0 });
}

/** A webinar as its form shows it (or one occurrence of it). */
export function useWebinarDetails(webinarId: number | null, occurrence: string | null) {
  return useQuery({
    queryKey: webinarsKeys.details(webinarId ?? 0, occurrence),
    queryFn: () => webinarsApi.details(webinarId!, occurrence ?? undefined),
    enabled: webinarId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

const useReload = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webinarsKeys.all });
};

/** Saves the form (create, or update when it carries webinar_id); the lists reload. */
export function useSaveWebinar(update: boolean) {
  const reload = useReload();
  return useMutation({ mutationFn: (form: FormData) => (update ? webinarsApi.update(form) : webinarsApi.create(form)), onSuccess: reload });
}

export function useCancelWebinar() {
  const reload = useReload();
  return useMutation({ mutationFn: webinarsApi.cancel, onSuccess: reload });
}

/** Populate Attendance of a past occurrence (once); the lists reload either way (a second try reads 'Attendance Already Uploaded'). */
export function usePopulateAttendance() {
  const reload = useReload();
  return useMutation({ mutationFn: ({ webinarId, occurrence }: { webinarId: number; occurrence: string }) => webinarsApi.populateAttendance(webinarId, occurrence), onSettled: reload });
}
